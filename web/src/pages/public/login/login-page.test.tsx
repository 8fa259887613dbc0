import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockAuthApi, sampleUser } from '@/test/api-mocks';
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
    expect(within(alert).getByRole('link', { name: 'scrie-ne' })).toHaveAttribute('href', '/contact');
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
