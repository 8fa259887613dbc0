import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
const submit = () => userEvent.click(main().getByRole('button', { name: 'Trimite linkul de resetare' }));

describe('/forgot-password', () => {
  it('checks the address before asking the server', async () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' });
    await renderApp('/forgot-password');
    expect(await main().findByRole('heading', { level: 1, name: 'Ai uitat parola?' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Înapoi la conectare' })).toHaveAttribute('href', '/login');
    await submit();
    expect(main().getByLabelText('Email')).toHaveAccessibleDescription('Email-ul este obligatoriu');
    await userEvent.type(main().getByLabelText('Email'), 'ana@');
    await submit();
    expect(main().getByLabelText('Email')).toHaveAccessibleDescription('Email-ul nu este valid');
    expect(callsTo(fetchMock, 'POST /auth/forgot-password')).toHaveLength(0);
  });

  it('confirms in the same neutral words whether or not the address has an account', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/forgot-password': json(200, { message: 'If an account exists, we sent a link.' }) },
    );
    await renderApp('/forgot-password');
    await userEvent.type(main().getByLabelText('Email'), 'ana@example.ro');
    await submit();
    expect(await main().findByRole('heading', { level: 1, name: 'Verifică-ți emailul' })).toBeInTheDocument();
    expect(main().getByRole('status')).toHaveTextContent(
      'Dacă există un cont asociat adresei ana@example.ro, vei primi în câteva minute un email cu un link pentru resetarea parolei.',
    );
    expect(callsTo(fetchMock, 'POST /auth/forgot-password')[0]?.body).toMatchObject({
      email: 'ana@example.ro',
    });

    // "Send again" brings the form back with the address kept.
    await userEvent.click(main().getByRole('button', { name: 'Trimite din nou' }));
    expect(main().getByLabelText('Email')).toHaveValue('ana@example.ro');
  });

  it("shows the server's message, else the Romanian fallback", async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'POST /auth/forgot-password': json(429, { message: 'Prea multe cereri' }) },
    );
    await renderApp('/forgot-password');
    await userEvent.type(main().getByLabelText('Email'), 'ana@example.ro');
    await submit();
    expect(await main().findByRole('alert')).toHaveTextContent('Prea multe cereri');

    mockAuthApi({ kind: 'anonymous' }, { 'POST /auth/forgot-password': 'network-error' });
    await submit();
    expect(
      await main().findByText('Nu am putut trimite linkul de resetare. Te rugăm să încerci din nou.'),
    ).toBeInTheDocument();
  });
});
