import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthContextValue } from '@/features/auth/api/auth-context';
import { hasSessionHint } from '@/features/auth/api/session-hint';
import { withoutSessionHint, withSessionHint } from '@/features/auth/auth-test-support';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { callsTo, json, mockAuthApi as mockApi, sampleUser, type PlainAnswer } from '@/test/api-mocks';

let auth: AuthContextValue;

function Probe() {
  auth = useAuth();
  return (
    <p data-testid="state">
      {auth.state.status} {auth.state.user?.email ?? '-'} {auth.error ?? 'no-error'}
    </p>
  );
}

const state = () => screen.getByTestId('state').textContent;
const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
const input = { firstName: 'Ana', lastName: 'Ionescu', email: 'ana@example.ro', password: 'Ceai-verde-2026' };

/**
 * The stubbed API, and the signed-in hint as `hint` says: set by the auth service with a session,
 * absent for a visitor who never signed in.
 */
const mockAuthApi = (hint: 'hint' | 'no hint', ...args: Parameters<typeof mockApi>) => {
  const fetchMock = mockApi(...args);
  if (hint === 'hint') withSessionHint();
  else withoutSessionHint();
  return fetchMock;
};

afterEach(withoutSessionHint);

describe('the signed-in hint decides whether the profile is asked for', () => {
  it('without it the visitor is anonymous at once, with no request', () => {
    const fetchMock = mockAuthApi('no hint', { kind: 'user', user: {} });
    renderProvider();
    expect(state()).toBe('anonymous - no-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with it the profile is asked for once, and signs the visitor in', async () => {
    const fetchMock = mockAuthApi('hint', { kind: 'user', user: {} });
    renderProvider();
    expect(state()).toBe('loading - no-error');
    expect(await screen.findByText(`authenticated ${sampleUser.email} no-error`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /auth/profile')).toHaveLength(1);
    expect(hasSessionHint()).toBe(true);
  });

  it('a stale hint (the profile answers 401) means anonymous, and is dropped', async () => {
    mockAuthApi('hint', { kind: 'anonymous' });
    renderProvider();
    expect(await screen.findByText('anonymous - no-error')).toBeInTheDocument();
    expect(hasSessionHint()).toBe(false);
  });

  it('is kept when the profile cannot be had at all: the session may be fine', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockAuthApi('hint', { kind: 'network-error' });
    renderProvider();
    expect(await screen.findByText('anonymous - Failed to load user profile')).toBeInTheDocument();
    expect(hasSessionHint()).toBe(true);
  });

  it('is dropped by logout, even when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockAuthApi('hint', { kind: 'user', user: {} }, { 'POST /auth/logout': 'network-error' });
    renderProvider();
    await screen.findByText(`authenticated ${sampleUser.email} no-error`);
    await act(() => auth.signOut());
    expect(hasSessionHint()).toBe(false);
  });

  it('the server render (pre-rendered pages) is the anonymous visitor’s and asks for nothing, hint or not', () => {
    const fetchMock = mockAuthApi('hint', { kind: 'user', user: {} });
    const html = renderToString(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toContain('anonymous - no-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('authentication state: unknown, then anonymous or authenticated', () => {
  it('starts unknown and becomes anonymous on a 401, with no error', async () => {
    mockAuthApi('hint', { kind: 'anonymous' });
    renderProvider();
    expect(state()).toBe('loading - no-error');
    expect(await screen.findByText('anonymous - no-error')).toBeInTheDocument();
  });

  it('becomes authenticated with the profile', async () => {
    mockAuthApi('hint', { kind: 'user', user: {} });
    renderProvider();
    expect(await screen.findByText(`authenticated ${sampleUser.email} no-error`)).toBeInTheDocument();
  });

  it("keeps 'Failed to load user profile' when the profile cannot be had, and stays usable as anonymous", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockAuthApi('hint', { kind: 'network-error' });
    renderProvider();
    expect(await screen.findByText('anonymous - Failed to load user profile')).toBeInTheDocument();
  });

  it("prefers the server's own words for a failed profile", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockAuthApi(
      'hint',
      { kind: 'anonymous' },
      { 'GET /auth/profile': json(500, { message: 'Auth service unavailable' }) },
    );
    renderProvider();
    expect(await screen.findByText('anonymous - Auth service unavailable')).toBeInTheDocument();
  });

  it('login sets the user; a failed login keeps the state and records the context text', async () => {
    let loginAnswer: PlainAnswer = 'network-error';
    mockAuthApi('hint', { kind: 'anonymous' }, { 'POST /auth/login': () => loginAnswer });
    renderProvider();
    await screen.findByText('anonymous - no-error');

    await act(() =>
      expect(auth.login('ion@example.ro', 'x')).rejects.toMatchObject({ message: 'Login failed' }),
    );
    expect(state()).toBe('anonymous - Failed to login');

    loginAnswer = json(401, { message: 'Invalid credentials' });
    await act(() => expect(auth.login('ion@example.ro', 'x')).rejects.toThrow('Invalid credentials'));
    expect(state()).toBe('anonymous - Invalid credentials');

    loginAnswer = json(200, { user: sampleUser });
    await act(() => auth.login('ion@example.ro', 'secret1'));
    expect(state()).toBe(`authenticated ${sampleUser.email} no-error`);
  });

  it('a slow 401 asked for before the login does not sign the visitor out again', async () => {
    let answerProfile: (r: Response) => void = () => undefined;
    mockAuthApi(
      'hint',
      { kind: 'anonymous' },
      {
        'GET /auth/profile': () => new Promise<Response>((resolve) => (answerProfile = resolve)),
        'POST /auth/login': json(200, { user: sampleUser }),
      },
    );
    renderProvider();
    await act(() => auth.login('ion@example.ro', 'secret1'));
    await act(async () => answerProfile(json(401, {})));
    expect(state()).toBe(`authenticated ${sampleUser.email} no-error`);
  });

  it('register sets the user when the account may sign in now, and not while it awaits activation', async () => {
    let registerAnswer = json(201, {
      user: { ...sampleUser, active: false },
      message: 'Pending',
      shouldRedirect: false,
    });
    mockAuthApi('hint', { kind: 'anonymous' }, { 'POST /auth/register': () => registerAnswer });
    renderProvider();
    await screen.findByText('anonymous - no-error');

    await act(() =>
      expect(auth.register(input)).resolves.toMatchObject({ message: 'Pending', shouldRedirect: false }),
    );
    expect(state()).toBe('anonymous - no-error');

    registerAnswer = json(201, { user: sampleUser, message: 'Welcome', shouldRedirect: true });
    await act(() => auth.register(input));
    expect(state()).toBe(`authenticated ${sampleUser.email} no-error`);
  });

  it("records 'Failed to register' when registration fails without a message", async () => {
    mockAuthApi('hint', { kind: 'anonymous' }, { 'POST /auth/register': json(500, {}) });
    renderProvider();
    await screen.findByText('anonymous - no-error');
    await act(() => expect(auth.register(input)).rejects.toThrow('Registration failed'));
    expect(state()).toBe('anonymous - Failed to register');
  });

  it('logout clears the user, even when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockAuthApi('hint', { kind: 'user', user: {} }, { 'POST /auth/logout': 'network-error' });
    renderProvider();
    await screen.findByText(`authenticated ${sampleUser.email} no-error`);
    await act(() => auth.signOut());
    expect(state()).toBe('anonymous - no-error');
  });

  it('refreshProfile (after the identity provider) fills the state', async () => {
    let signedIn = false;
    mockAuthApi(
      'hint',
      { kind: 'anonymous' },
      { 'GET /auth/profile': () => (signedIn ? json(200, { user: sampleUser }) : json(401, {})) },
    );
    renderProvider();
    await screen.findByText('anonymous - no-error');
    signedIn = true;
    await act(() => expect(auth.refreshProfile()).resolves.toMatchObject({ email: sampleUser.email }));
    expect(state()).toBe(`authenticated ${sampleUser.email} no-error`);
  });
});
