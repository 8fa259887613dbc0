import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));

describe('/oauth-callback', () => {
  it('completes with GET /auth/profile and goes to /', async () => {
    mockAuthApi({ kind: 'user', user: { email: 'ana@example.ro', authProvider: 'google' } });
    const { router } = await renderApp('/oauth-callback');
    expect(await screen.findByRole('button', { name: 'Welcome ana' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to returnTo when the login page sent one along', async () => {
    mockAuthApi({ kind: 'user', user: {} });
    const { router } = await renderApp('/oauth-callback?returnTo=%2Fdashboard%2Fissues');
    await screen.findByRole('heading', { level: 1, name: 'Support Issues' });
    expect(router.state.location.pathname).toBe('/dashboard/issues');
  });

  it('shows the error it was sent, with a button back to login', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/oauth-callback?error=Contul%20este%20dezactivat');
    expect(await main().findByRole('alert')).toHaveTextContent('Contul este dezactivat');
    expect(main().getByRole('link', { name: 'Înapoi la conectare' })).toHaveAttribute('href', '/login');
  });

  it("says 'Autentificare cu Google eșuată.' for a bare provider error code", async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/oauth-callback?error=access_denied&returnTo=%2F');
    expect(await main().findByRole('alert')).toHaveTextContent('Autentificare cu Google eșuată.');
    expect(main().getByRole('link', { name: 'Înapoi la conectare' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2F',
    );
  });

  it("says 'Eroare la autentificare' when no session came back", async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/oauth-callback');
    expect(await main().findByRole('alert')).toHaveTextContent('Eroare la autentificare');
  });

  it("shows the server's message when the profile call fails with one", async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /auth/profile': json(403, { message: 'Contul nu este activ' }) },
    );
    await renderApp('/oauth-callback');
    expect(await main().findByRole('alert')).toHaveTextContent('Contul nu este activ');
  });
});
