import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withoutSessionHint, withSessionHint } from '@/features/auth/auth-test-support';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const header = () => screen.getByRole('banner');

describe('header account entry', () => {
  // A browser with a session (or one believed to be): the profile is asked for.
  beforeEach(withSessionHint);
  afterEach(withoutSessionHint);

  it("shows 'Loading..' while the profile is loading", async () => {
    mockAuthApi({ kind: 'pending' });
    await renderApp('/');
    expect(await within(header()).findByText('Loading..')).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Conectare' })).not.toBeInTheDocument();
  });

  it('shows the login link when the profile answers 401', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const login = await within(header()).findByRole('link', { name: 'Conectare' });
    expect(login).toHaveAttribute('href', '/login');
    expect(within(header()).queryByText('Loading..')).not.toBeInTheDocument();
  });

  it('treats a network error (no API) as anonymous', async () => {
    mockAuthApi({ kind: 'network-error' });
    await renderApp('/faq');
    expect(await within(header()).findByRole('link', { name: 'Conectare' })).toBeInTheDocument();
  });

  it("shows 'Welcome' and the part of the email before '@', with Dashboard and Logout", async () => {
    mockAuthApi({ kind: 'user', user: { email: 'ion.popescu@example.ro' } });
    await renderApp('/');
    const trigger = await within(header()).findByRole('button', { name: 'Welcome ion.popescu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: 'Conectare' })).not.toBeInTheDocument();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(header()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header()).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('accepts the bare user object as the profile answer too', async () => {
    mockAuthApi({ kind: 'user', user: { email: 'maria@example.ro' }, bare: true });
    await renderApp('/');
    expect(await within(header()).findByText('maria')).toBeInTheDocument();
  });

  it('Logout posts to /api/v0/auth/logout and brings back the login link', async () => {
    const fetchMock = mockAuthApi({ kind: 'user', user: {} });
    const { router } = await renderApp('/packages/basic');
    await userEvent.click(await within(header()).findByRole('button', { name: /Welcome/ }));
    await userEvent.click(within(header()).getByRole('button', { name: 'Logout' }));

    expect(await within(header()).findByRole('link', { name: 'Conectare' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v0/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(router.state.location.pathname).toBe('/');
  });
});
