import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, CSRF_TOKEN, json, mockAuthApi, sampleUser } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
const submit = () => userEvent.click(main().getByRole('button', { name: 'Conectare' }));

async function fill(email: string, password: string) {
  if (email) await userEvent.type(main().getByLabelText('Email'), email);
  if (password) await userEvent.type(main().getByLabelText('Parolă'), password);
}

describe('/login', () => {
  it('has the fields, the identity-provider button, the disabled second button and the links', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/login');
    expect(await main().findByRole('heading', { level: 1, name: 'Conectare' })).toBeInTheDocument();
    expect(document.title).toBe('Conectare – SmartHome Iași');
    expect(main().getByRole('link', { name: 'Continuă cu Google' })).toHaveAttribute(
      'href',
      '/api/v0/auth/google',
    );
    expect(main().getByRole('button', { name: 'Continuă cu Facebook' })).toBeDisabled();
    expect(main().getByRole('link', { name: 'Creează un cont' })).toHaveAttribute('href', '/register');
    expect(main().getByRole('link', { name: 'Ai uitat parola?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(main().getByRole('link', { name: 'Termenii și Politica de Confidențialitate' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('requires email and password, next to each field, and clears an error when its field is edited', async () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' });
    await renderApp('/login');
    await submit();
    const email = main().getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email-ul este obligatoriu');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(main().getByLabelText('Parolă')).toHaveAccessibleDescription('Parola este obligatorie');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v0/auth/login', expect.anything());

    await userEvent.type(email, 'i');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(main().queryByText('Email-ul este obligatoriu')).not.toBeInTheDocument();
    expect(main().getByText('Parola este obligatorie')).toBeInTheDocument();
  });

  it("shows the server's message, else the screen fallback", async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/login': json(401, { message: 'Email sau parolă greșită' }) },
    );
    await renderApp('/login');
    await fill('ion@example.ro', 'secret1');
    await submit();
    expect(await main().findByRole('alert')).toHaveTextContent('Email sau parolă greșită');

    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/login': 'network-error' });
    await submit();
    expect(
      await main().findByText('Autentificare eșuată. Vă rugăm să verificați datele de conectare.'),
    ).toBeInTheDocument();
  });

  it("joins the server's validation list with ', '", async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/login': json(400, { errors: [{ msg: 'Email invalid' }, { msg: 'Parolă lipsă' }] }) },
    );
    await renderApp('/login');
    await fill('x@y.ro', 'p');
    await submit();
    expect(await main().findByRole('alert')).toHaveTextContent('Email invalid, Parolă lipsă');
  });

  it('signs in, sets the user and goes to returnTo (the dashboard by default)', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/login': json(200, { user: sampleUser }) });
    const { router } = await renderApp('/login?returnTo=%2Fdashboard%2Fissues');
    await fill('ion@example.ro', 'secret1');
    await submit();
    await screen.findByRole('heading', { level: 1, name: 'Support Issues' });
    expect(router.state.location.pathname).toBe('/dashboard/issues');
  });

  it('does not follow a returnTo to another site', async () => {
    mockAuthApi({ kind: 'user', user: {} });
    const { router } = await renderApp('/login?returnTo=%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ion' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('the chat sends visitors here with source=chat and returnTo=/: its hint, and the provider carries returnTo', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/login?source=chat&returnTo=%2F');
    expect(
      await main().findByText('Conectează-te pentru a continua conversația cu asistentul virtual.'),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Continuă cu Google' })).toHaveAttribute(
      'href',
      '/api/v0/auth/google?returnTo=%2F',
    );
  });

  it('confirms an activation, or says the activation link is invalid', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const { router } = await renderApp('/login?activated=1');
    expect(await main().findByRole('status')).toHaveTextContent(
      'Contul tău a fost activat. Te poți conecta acum.',
    );

    await router.navigate('/login?activation=invalid');
    const alert = await main().findByRole('alert');
    expect(alert).toHaveTextContent('Linkul de activare nu este valid sau a expirat.');
    expect(within(alert).getByRole('link', { name: 'scrie-mi' })).toHaveAttribute('href', '/contact');
  });

  it('shows and hides the password', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/login');
    const password = main().getByLabelText('Parolă');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(main().getByRole('button', { name: 'Afișează parola' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(main().getByRole('button', { name: 'Ascunde parola' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('/login: the code of the second factor', () => {
  const CHALLENGE = 'challenge-abc';
  const askForCode = () =>
    json(401, { message: 'A code is needed', code: 'SECOND_FACTOR_REQUIRED', challenge: CHALLENGE });
  const codeForm = () => within(main().getByRole('form', { name: 'Cod de verificare' }));
  const verify = () => userEvent.click(codeForm().getByRole('button', { name: 'Verifică' }));

  async function toCodeStep(routes: Parameters<typeof mockAuthApi>[1]) {
    const fetchMock = mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/login': askForCode(), ...routes });
    const app = await renderApp('/login');
    await fill('ion@example.ro', 'Ceai-verde-2026');
    await submit();
    await main().findByRole('heading', { name: 'Verificare în doi pași' });
    return { fetchMock, ...app };
  }

  it('asks for the 6 digits of the app in a one-time-code field, then signs in with the challenge', async () => {
    const { fetchMock, router } = await toCodeStep({
      'POST /auth/login/second-factor': json(200, { user: sampleUser }),
    });
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
    const field = codeForm().getByLabelText('Codul din aplicație');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await verify();
    expect(field).toHaveAccessibleDescription('Codul este obligatoriu');
    await userEvent.type(field, '12345');
    await verify();
    expect(field).toHaveAccessibleDescription('Codul are 6 cifre');
    expect(callsTo(fetchMock, 'POST /auth/login/second-factor')).toHaveLength(0);

    await userEvent.type(field, '6');
    await verify();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ion' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, 'POST /auth/login/second-factor')[0]?.body).toEqual({
      challenge: CHALLENGE,
      code: '123456',
      csrfToken: CSRF_TOKEN,
    });
  });

  it('says a wrong code in Romanian and lets the visitor try again', async () => {
    await toCodeStep({
      'POST /auth/login/second-factor': json(401, { message: 'The code is not correct.' }),
    });
    await userEvent.type(codeForm().getByLabelText('Codul din aplicație'), '000000');
    await verify();
    expect(await codeForm().findByRole('alert')).toHaveTextContent(
      'Codul nu este corect. Așteaptă codul următor din aplicație și încearcă din nou.',
    );
    expect(codeForm().getByLabelText('Codul din aplicație')).toHaveValue('');
  });

  it('switches to a recovery code, and says a used one is refused', async () => {
    const { fetchMock } = await toCodeStep({
      'POST /auth/login/second-factor': json(401, { message: 'The code is not correct.' }),
    });
    await userEvent.click(
      codeForm().getByRole('button', { name: 'Nu ai telefonul la tine? Folosește un cod de recuperare' }),
    );
    const field = codeForm().getByLabelText('Cod de recuperare');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'abc');
    await verify();
    expect(field).toHaveAccessibleDescription('Codul de recuperare are 10 litere și cifre (xxxxx-xxxxx)');

    await userEvent.clear(field);
    await userEvent.type(field, 'abcde-fgh23');
    await verify();
    expect(await codeForm().findByRole('alert')).toHaveTextContent(
      'Codul de recuperare nu este corect sau a fost deja folosit.',
    );
    expect(callsTo(fetchMock, 'POST /auth/login/second-factor')[0]?.body).toMatchObject({
      code: 'abcde-fgh23',
    });
    await userEvent.click(codeForm().getByRole('button', { name: 'Folosește codul din aplicație' }));
    expect(codeForm().getByLabelText('Codul din aplicație')).toHaveFocus();
  });

  it('goes back to the password step with a message when the challenge has expired', async () => {
    await toCodeStep({
      'POST /auth/login/second-factor': json(401, {
        message: 'This sign-in has expired or is no longer valid: sign in again with your password.',
        code: 'SECOND_FACTOR_CHALLENGE_GONE',
      }),
    });
    await userEvent.type(codeForm().getByLabelText('Codul din aplicație'), '123456');
    await verify();
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Verificarea a expirat. Conectează-te din nou cu emailul și parola.',
    );
    expect(main().getByLabelText('Email')).toHaveValue('ion@example.ro');
    expect(main().getByLabelText('Parolă')).toHaveValue('');
  });

  it('starts at the code step from #second-factor=… (the Google sign-in) and takes it off the address', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/login/second-factor': json(200, { user: sampleUser }) },
    );
    const { router } = await renderApp(`/login#second-factor=${CHALLENGE}`);
    const field = await codeForm().findByLabelText('Codul din aplicație');
    expect(router.state.location.hash).toBe('');
    await userEvent.type(field, '654321');
    await verify();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ion' });
    expect(callsTo(fetchMock, 'POST /auth/login/second-factor')[0]?.body).toMatchObject({
      challenge: CHALLENGE,
      code: '654321',
    });
  });
});
