import { describe, expect, it } from 'vitest';
import {
  googleSignInUrl,
  login,
  logout,
  readRegisterAnswer,
  register,
  requestPasswordReset,
  resetPassword,
} from '@/features/auth/api/auth-api';
import { ApiError } from '@/lib/api-client';
import { CSRF_TOKEN, callsTo, json, mockAuthApi, sampleUser } from '@/test/api-mocks';

const input = { firstName: 'Ana', lastName: 'Ionescu', email: 'ana@example.ro', password: 'Ceai-verde-2026' };

describe('POST /api/v0/auth/login', () => {
  it('fetches a CSRF token first and sends it in the body', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/login': json(200, { user: sampleUser }) },
    );
    await expect(login('ion@example.ro', 'secret1')).resolves.toMatchObject({ email: sampleUser.email });
    const [call] = callsTo(fetchMock, 'POST /auth/login');
    expect(call?.body).toEqual({ email: 'ion@example.ro', password: 'secret1', csrfToken: CSRF_TOKEN });
    expect(callsTo(fetchMock, 'GET /auth/csrf-token')).toHaveLength(1);
  });

  it("rejects with 'Login failed' when the server says nothing, and with its message when it does", async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/login': 'network-error' });
    await expect(login('a@b.ro', 'x')).rejects.toMatchObject({ message: 'Login failed', fromServer: false });

    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/login': json(401, { message: 'Invalid credentials' }) });
    await expect(login('a@b.ro', 'x')).rejects.toMatchObject({ message: 'Invalid credentials', status: 401 });
  });

  it("stops at 'Failed to get CSRF token' when no token can be had", async () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' }, { 'GET /auth/csrf-token': 'network-error' });
    await expect(login('a@b.ro', 'x')).rejects.toEqual(new ApiError('Failed to get CSRF token', 0));
    expect(callsTo(fetchMock, 'POST /auth/login')).toHaveLength(0);
  });
});

describe('POST /api/v0/auth/register', () => {
  it('sends the four fields with the CSRF token and reads user, message, shouldRedirect', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /auth/register': json(201, {
          user: { ...sampleUser, active: false },
          message: 'Check your e-mail',
          shouldRedirect: false,
        }),
      },
    );
    await expect(register(input)).resolves.toMatchObject({
      message: 'Check your e-mail',
      shouldRedirect: false,
    });
    expect(callsTo(fetchMock, 'POST /auth/register')[0]?.body).toEqual({ ...input, csrfToken: CSRF_TOKEN });
  });

  it("joins a validation list with ', ', else falls back to 'Registration failed'", async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /auth/register': json(400, {
          errors: [{ msg: 'Email already registered' }, { msg: 'Password too weak' }],
        }),
      },
    );
    await expect(register(input)).rejects.toMatchObject({
      message: 'Email already registered, Password too weak',
      isValidation: true,
    });

    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/register': json(500, {}) });
    await expect(register(input)).rejects.toMatchObject({ message: 'Registration failed', status: 500 });
  });
});

describe('the register answer: redirect only for an admin or an active account', () => {
  it('follows shouldRedirect when the account may sign in', () => {
    expect(readRegisterAnswer({ user: sampleUser, shouldRedirect: true }).shouldRedirect).toBe(true);
    expect(readRegisterAnswer({ user: { ...sampleUser, role: 'ADMIN', active: false } }).shouldRedirect).toBe(
      true,
    );
  });

  it('never redirects an inactive customer, whatever the flag says', () => {
    expect(
      readRegisterAnswer({ user: { ...sampleUser, active: false }, shouldRedirect: true }).shouldRedirect,
    ).toBe(false);
  });

  it('does not redirect when the server says no, or when there is no user', () => {
    expect(readRegisterAnswer({ user: sampleUser, shouldRedirect: false }).shouldRedirect).toBe(false);
    expect(readRegisterAnswer({ message: 'Pending' })).toEqual({
      user: null,
      message: 'Pending',
      shouldRedirect: false,
    });
  });
});

describe('password reset calls', () => {
  it('POST /auth/forgot-password and /auth/reset-password carry the CSRF token in the body', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /auth/forgot-password': json(200, { message: 'If it exists, it was sent' }),
        'POST /auth/reset-password': new Response(null, { status: 204 }),
      },
    );
    await requestPasswordReset('ana@example.ro');
    await resetPassword('tok-1', 'Ceai-verde-2026');
    expect(callsTo(fetchMock, 'POST /auth/forgot-password')[0]?.body).toEqual({
      email: 'ana@example.ro',
      csrfToken: CSRF_TOKEN,
    });
    expect(callsTo(fetchMock, 'POST /auth/reset-password')[0]?.body).toEqual({
      token: 'tok-1',
      password: 'Ceai-verde-2026',
      csrfToken: CSRF_TOKEN,
    });
  });
});

describe('POST /api/v0/auth/logout', () => {
  it('carries a CSRF token in the header, no body, and accepts an answer without a body', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/logout': new Response(null, { status: 204 }) },
    );
    await expect(logout()).resolves.toBeUndefined();
    const [call] = callsTo(fetchMock, 'POST /auth/logout');
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    expect(call?.body).toBeUndefined();
  });

  it("still tries without a token, and fails with 'Logout failed'", async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /auth/csrf-token': 'network-error', 'POST /auth/logout': 'network-error' },
    );
    await expect(logout()).rejects.toEqual(new ApiError('Logout failed', 0));
    expect(callsTo(fetchMock, 'POST /auth/logout')[0]?.headers.has('x-csrf-token')).toBe(false);
  });
});

describe('identity provider', () => {
  it('navigates to /api/v0/auth/google, carrying returnTo when given', () => {
    expect(googleSignInUrl()).toBe('/api/v0/auth/google');
    expect(googleSignInUrl('/dashboard/issues?x=1')).toBe(
      '/api/v0/auth/google?returnTo=%2Fdashboard%2Fissues%3Fx%3D1',
    );
  });
});
