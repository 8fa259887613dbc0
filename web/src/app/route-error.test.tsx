import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_AT_KEY } from '@/lib/stale-build';
import { RouteError, routeErrorTexts, type RouteErrorLanguage } from './route-error';

/** A layout with a header, and under it a screen whose module fails to load with `error`. */
function renderFailingScreen(error: Error, language: RouteErrorLanguage = 'ro') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>Antet</header>
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <RouteError language={language} />,
            children: [{ path: 'screen', lazy: () => Promise.reject(error) }],
          },
        ],
      },
    ],
    { initialEntries: ['/screen'] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('shows what failed in Romanian under the layout, with a reload and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingScreen(new Error('Cannot read properties of undefined'));
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('Antet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: routeErrorTexts.ro.title })).toBeTruthy();
    expect(alert.textContent).toContain(routeErrorTexts.ro.message);
    expect(screen.getByRole('button', { name: routeErrorTexts.ro.reload })).toBeTruthy();
    expect(screen.getByRole('link', { name: routeErrorTexts.ro.home }).getAttribute('href')).toBe('/');
    // Not taken for a new build: nothing was reloaded.
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('speaks English in the signed-in area, its way home the dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingScreen(new Error('boom'), 'en');
    await screen.findByRole('heading', { level: 1, name: routeErrorTexts.en.title });
    expect(screen.getByRole('link', { name: routeErrorTexts.en.home }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows the error when the page already reloaded for a new build moments ago', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    renderFailingScreen(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x-1.js'),
    );
    await screen.findByRole('heading', { level: 1, name: routeErrorTexts.ro.title });
    expect(screen.queryByText(routeErrorTexts.ro.newBuild)).toBeNull();
  });
});
