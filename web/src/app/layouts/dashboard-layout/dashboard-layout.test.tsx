import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi, mockMatchMedia } from '@/test/api-mocks';
import { gqlData, graphqlRoutes, operationCalls } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';

const sidebarLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Dashboard navigation' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('dashboard sidebar, items per role', () => {
  it('a customer sees Dashboard, Installations, Support Issues and Security', async () => {
    mockAuthApi({ kind: 'user', user: { role: 'user' } });
    await renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual(['Dashboard', 'Installations', 'Support Issues', 'Security']);
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/dashboard/security');
  });

  it('an installer also sees Blueprints', async () => {
    mockAuthApi({ kind: 'user', user: { role: 'installer' } });
    await renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Installations',
      'Support Issues',
      'Blueprints',
      'Security',
    ]);
  });

  it('an admin (role compared case-insensitively) also sees the admin screens', async () => {
    mockAuthApi({ kind: 'user', user: { role: 'ADMIN' } });
    await renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Installations',
      'Support Issues',
      'Blueprints',
      'Users',
      'Token Usage',
      'News',
      'Blog',
      'Testimonials',
      'Messages',
      'Webhooks',
      'Security',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByText('Administrator').length).toBeGreaterThan(0);
  });

  it("an admin sees the unread messages as a count beside 'Messages', read out with a word", async () => {
    mockAuthApi(
      { kind: 'user', user: { role: 'admin' } },
      graphqlRoutes({ UnreadContactMessages: gqlData({ unreadContactMessages: 3 }) }),
    );
    await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    const messages = await within(nav).findByRole('link', { name: 'Messages 3 unread' });
    expect(messages).toHaveAttribute('href', '/dashboard/messages');
    // The word is for screen readers: on screen, the count alone.
    expect(within(messages).getByText('unread')).toHaveClass('visually-hidden');
  });

  it('never asks for the unread count for anyone but an admin', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'user', user: { role: 'installer' } },
      graphqlRoutes({ UnreadContactMessages: gqlData({ unreadContactMessages: 3 }) }),
    );
    await renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(operationCalls(fetchMock, 'UnreadContactMessages')).toHaveLength(0);
  });

  it('Logout leaves the dashboard for the home page, signed out', async () => {
    const fetchMock = mockAuthApi({ kind: 'user', user: { role: 'installer' } });
    const { router } = await renderApp('/dashboard/blueprints');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Conectare' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v0/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('the language the document declares', () => {
  it('is English in the dashboard and Romanian again after Back to Website, without a reload', async () => {
    mockAuthApi({ kind: 'user', user: { role: 'user' } });
    const { router } = await renderApp('/');
    expect(document.documentElement.lang).toBe('ro');

    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(document.documentElement.lang).toBe('en');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Website' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.documentElement.lang).toBe('ro');
  });
});

describe('the navigation drawer on a narrow screen', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back to its button', async () => {
    mockMatchMedia(true);
    mockAuthApi({ kind: 'user', user: { role: 'user' } });
    await renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Open navigation' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = document.getElementById('dashboard-sidebar')!;
    const focusable = within(drawer).getAllByRole('link');
    expect(document.activeElement).toBe(focusable[0]);

    // From the drawer's last control Tab goes round to its first, not to the page behind.
    within(drawer).getByRole('button', { name: 'Logout' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(focusable[0]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Logout' }));

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open navigation');
    expect(document.activeElement).toBe(button);
  });

  it('a link followed closes it, and the focus is not lost with it', async () => {
    mockMatchMedia(true);
    mockAuthApi({ kind: 'user', user: { role: 'user' } });
    const { router } = await renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Open navigation' });
    await userEvent.click(button);
    await userEvent.click(
      within(document.getElementById('dashboard-sidebar')!).getByRole('link', { name: 'Security' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/security'));
    // The router's state moves first; the drawer closes with the render that follows.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
