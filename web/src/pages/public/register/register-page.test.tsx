import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, callsTo, json, mockAuthApi, sampleUser } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
const field = (label: string) => main().getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(main().getByRole('button', { name: 'Creează contul' }));

async function fillForm(values: Partial<Record<string, string>> = {}) {
  const v = {
    Prenume: 'Ana',
    Nume: 'Ionescu',
    Email: 'ana@example.ro',
    Parolă: 'Ceai-verde-2026',
    'Confirmă parola': 'Ceai-verde-2026',
    ...values,
  };
  for (const [label, value] of Object.entries(v)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
}

describe('/register', () => {
  it('has the five fields, both social buttons and links to login, the terms and the privacy notice', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/register');
    expect(await main().findByRole('heading', { level: 1, name: 'Creează cont' })).toBeInTheDocument();
    for (const label of ['Prenume', 'Nume', 'Email', 'Parolă', 'Confirmă parola'])
      expect(field(label)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Continuă cu Google' })).toHaveAttribute(
      'href',
      '/api/v0/auth/google',
    );
    expect(main().getByRole('button', { name: 'Continuă cu Facebook' })).toBeDisabled();
    expect(main().getByRole('link', { name: 'Conectează-te' })).toHaveAttribute('href', '/login');
    // Said before the submit button, where it is read before the account is created.
    const consent = main().getByText(/^Prin crearea contului accepți/);
    expect(consent).toHaveTextContent(
      'Prin crearea contului accepți termenii serviciului și nota de confidențialitate.',
    );
    expect(within(consent).getByRole('link', { name: 'termenii serviciului' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(consent).getByRole('link', { name: 'nota de confidențialitate' })).toHaveAttribute(
      'href',
      '/terms#confidentialitate',
    );
    const submitButton = main().getByRole('button', { name: 'Creează contul' });
    expect(consent.compareDocumentPosition(submitButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(consent.closest('form')).toBe(submitButton.closest('form'));
  });

  it('checks every field before calling the server', async () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' });
    await renderApp('/register');
    await submit();
    expect(field('Prenume')).toHaveAccessibleDescription('Prenumele este obligatoriu');
    expect(field('Prenume')).toHaveFocus();
    expect(field('Nume')).toHaveAccessibleDescription('Numele este obligatoriu');
    expect(field('Email')).toHaveAccessibleDescription('Email-ul este obligatoriu');
    expect(field('Parolă')).toHaveAccessibleDescription('Parola este obligatorie');
    expect(field('Confirmă parola')).toHaveAccessibleDescription('Confirmarea parolei este obligatorie');

    await fillForm({ Parolă: '12345', 'Confirmă parola': '12345' });
    await submit();
    expect(field('Parolă')).toHaveAccessibleDescription('Parola trebuie să conțină cel puțin 6 caractere');
    expect(field('Parolă')).toHaveFocus();

    await fillForm({ 'Confirmă parola': 'Ceai-verde-2027' });
    await submit();
    expect(field('Confirmă parola')).toHaveAccessibleDescription('Parolele nu corespund');
    expect(callsTo(fetchMock, 'POST /auth/register')).toHaveLength(0);
  });

  it('awaiting activation: the success view with the server message and a link to login', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /auth/register': json(201, {
          user: { ...sampleUser, active: false },
          message: 'Cont creat. Verifică-ți emailul pentru activare.',
          shouldRedirect: false,
        }),
      },
    );
    await renderApp('/register');
    await fillForm({ Prenume: ' Ana ' });
    await submit();
    expect(await main().findByRole('heading', { level: 1, name: 'Contul a fost creat' })).toBeInTheDocument();
    expect(main().getByRole('status')).toHaveTextContent('Cont creat. Verifică-ți emailul pentru activare.');
    expect(main().getByRole('link', { name: 'Mergi la conectare' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, 'POST /auth/register')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Ionescu',
      email: 'ana@example.ro',
      password: 'Ceai-verde-2026',
      csrfToken: CSRF_TOKEN,
    });
    // Not signed in yet: the header still offers the login link.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Conectare' })).toBeInTheDocument();
  });

  it('an account that may sign in now goes to /dashboard', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/register': json(201, { user: sampleUser, message: 'Bun venit', shouldRedirect: true }) },
    );
    const { router } = await renderApp('/register');
    await fillForm();
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a password the server finds too easy to guess is shown on the password field', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /auth/register': json(400, {
          errors: [
            {
              msg: 'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.',
            },
          ],
        }),
      },
    );
    await renderApp('/register');
    await fillForm({ Parolă: 'parola123', 'Confirmă parola': 'parola123' });
    await submit();
    await expect.poll(() => field('Parolă').getAttribute('aria-invalid')).toBe('true');
    expect(field('Parolă')).toHaveAccessibleDescription(
      'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.',
    );
    expect(field('Parolă')).toHaveFocus();
    expect(main().queryByRole('alert')).toBeNull();
    expect(main().getByRole('button', { name: 'Creează contul' })).toBeEnabled();
  });

  it("shows the server's joined validation messages, else the screen fallback", async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'POST /auth/register': json(400, {
          errors: [{ msg: 'Email deja folosit' }, { msg: 'Parolă prea simplă' }],
        }),
      },
    );
    await renderApp('/register');
    await fillForm();
    await submit();
    expect(await main().findByRole('alert')).toHaveTextContent('Email deja folosit, Parolă prea simplă');

    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/register': 'network-error' });
    await submit();
    expect(
      await main().findByText('Înregistrarea a eșuat. Vă rugăm să încercați din nou.'),
    ).toBeInTheDocument();
  });
});
