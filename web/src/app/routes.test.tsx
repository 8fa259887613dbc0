import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const heroTitle = 'Casa ta inteligentă, controlată local, fără cloud';

describe('route table', () => {
  it('renders the home hero at / with buttons to /automations and /hardware/calculator', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: heroTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi automatizările' })).toHaveAttribute('href', '/automations');
    expect(screen.getByRole('link', { name: 'Calculează costul' })).toHaveAttribute(
      'href',
      '/hardware/calculator',
    );
  });

  it.each(['/no-such-page', '/packages/gold', '/dashboard/no-such-screen'])(
    'redirects the unknown path %s to /',
    async (path) => {
      mockAuthApi({ kind: 'anonymous' });
      const { router } = await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heroTitle })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows no breadcrumb on the home page and Home › Packages › Basic on /packages/basic', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const { router } = await renderApp('/');
    expect(screen.queryByRole('navigation', { name: 'Traseu de navigare' })).not.toBeInTheDocument();

    await act(() => router.navigate('/packages/basic'));
    const crumbs = within(screen.getByRole('navigation', { name: 'Traseu de navigare' })).getAllByRole(
      'listitem',
    );
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Packages', 'Basic']);
    expect(within(crumbs[0]!).getByRole('link')).toHaveAttribute('href', '/');
    expect(within(crumbs[1]!).getByRole('link')).toHaveAttribute('href', '/packages');
    expect(within(crumbs[2]!).getByText('Basic')).toHaveAttribute('aria-current', 'page');
  });

  it('lists the six installation steps with their durations', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/installation-process');
    expect(document.title).toBe('Procesul de instalare – SmartHome Iași');
    const steps = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).slice(0, 6);
    expect(steps.map((h) => h.textContent)).toEqual([
      'Consultație',
      'Planificare',
      'Achiziția hardware-ului',
      'Instalare și configurare',
      'Instruire',
      'Suport',
    ]);
    for (const duration of ['1-2 ore', '2-3 zile', '3-5 zile', '1-2 zile', '3-4 ore', '30 de zile']) {
      expect(
        within(screen.getByRole('main')).getAllByText(duration, { exact: false }).length,
      ).toBeGreaterThan(0);
    }
  });
});

describe('scroll to top on navigation', () => {
  it('scrolls to the top when the route changes', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = await renderApp('/');
    scrollTo.mockClear();

    await userEvent.click(screen.getAllByRole('link', { name: /Vezi procesul de instalare/ })[0]!);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(router.state.location.pathname).toBe('/installation-process');

    scrollTo.mockClear();
    await act(() => router.navigate('/packages/premium'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('signed-in area guard', () => {
  it('sends an anonymous visitor from /dashboard to /login', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const { router } = await renderApp('/dashboard/issues');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conectare' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fdashboard%2Fissues');
  });

  it('sends a customer away from an admin-only screen to /dashboard', async () => {
    mockAuthApi({ kind: 'user', user: { role: 'user' } });
    const { router } = await renderApp('/dashboard/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
