import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, callsTo, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
const field = (label: string) => main().getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(main().getByRole('button', { name: 'Salvează parola nouă' }));

async function fill(password: string, confirmation: string) {
  await userEvent.clear(field('Parola nouă'));
  await userEvent.type(field('Parola nouă'), password);
  await userEvent.clear(field('Confirmă parola nouă'));
  await userEvent.type(field('Confirmă parola nouă'), confirmation);
}

async function renderWith(answer: MockAnswer, path = '/reset-password?token=tok-123') {
  const fetchMock = mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/reset-password': answer });
  return { fetchMock, ...(await renderApp(path)) };
}

describe('/reset-password', () => {
  it('a link without a token is invalid and offers a new one', async () => {
    await renderWith(json(200, {}), '/reset-password');
    expect(
      await main().findByRole('heading', { level: 1, name: 'Link invalid sau expirat' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Cere un link nou' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('the new password follows the register rules', async () => {
    const { fetchMock } = await renderWith(json(200, {}));
    await submit();
    expect(field('Parola nouă')).toHaveAccessibleDescription('Parola este obligatorie');
    expect(field('Confirmă parola nouă')).toHaveAccessibleDescription('Confirmarea parolei este obligatorie');
    await fill('abc', 'abc');
    await submit();
    expect(field('Parola nouă')).toHaveAccessibleDescription(
      'Parola trebuie să conțină cel puțin 6 caractere',
    );
    await fill('Ceai-verde-2026', 'Ceai-verde-2027');
    await submit();
    expect(field('Confirmă parola nouă')).toHaveAccessibleDescription('Parolele nu corespund');
    expect(callsTo(fetchMock, 'POST /auth/reset-password')).toHaveLength(0);
  });

  it('sends the token with the new password, then links to login', async () => {
    const { fetchMock } = await renderWith(json(200, { message: 'Password updated' }));
    await fill('Ceai-verde-2026', 'Ceai-verde-2026');
    await submit();
    expect(
      await main().findByRole('heading', { level: 1, name: 'Parola a fost schimbată' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Mergi la conectare' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, 'POST /auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'Ceai-verde-2026',
      csrfToken: CSRF_TOKEN,
    });
  });

  it.each([400, 404, 410])('a token the server refuses (%i) shows the invalid-link view', async (status) => {
    await renderWith(json(status, { message: 'Invalid or expired token' }));
    await fill('Ceai-verde-2026', 'Ceai-verde-2026');
    await submit();
    expect(
      await main().findByRole('heading', { level: 1, name: 'Link invalid sau expirat' }),
    ).toBeInTheDocument();
  });

  it.each([
    'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.',
    'Parola unui cont de personal trebuie să aibă cel puțin 12 caractere',
  ])('the server refusing the new password (%s) is shown on the password field', async (message) => {
    await renderWith(json(400, { errors: [{ msg: message }] }));
    await fill('qwerty123', 'qwerty123');
    await submit();
    await expect.poll(() => field('Parola nouă').getAttribute('aria-invalid')).toBe('true');
    expect(field('Parola nouă')).toHaveAccessibleDescription(message);
    expect(main().getByRole('heading', { level: 1 })).not.toHaveTextContent('Link invalid');
  });

  it('keeps a validation list on the form, joined, and falls back to its own text', async () => {
    await renderWith(json(400, { errors: [{ msg: 'Parola e prea comună' }, { msg: 'Alege alta' }] }));
    await fill('Ceai-verde-2026', 'Ceai-verde-2026');
    await submit();
    expect(await main().findByRole('alert')).toHaveTextContent('Parola e prea comună, Alege alta');

    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/reset-password': 'network-error' });
    await submit();
    expect(
      await main().findByText('Parola nu a putut fi schimbată. Te rugăm să încerci din nou.'),
    ).toBeInTheDocument();
  });
});
