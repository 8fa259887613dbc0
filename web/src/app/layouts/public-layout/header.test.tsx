import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi, mockMatchMedia } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Navigație principală' });

describe('header navigation groups', () => {
  it('has the Platform, Solutions and Resources groups, a Contact link and the routes', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const nav = mainNav();
    const groups = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(groups).toEqual(['Platformă', 'Soluții', 'Resurse']);
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    const hrefs = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/hardware',
      '/integrari',
      '/installation-process',
      '/packages',
      '/automations',
      '/hardware/calculator',
      '/news',
      '/blog',
      '/testimonials',
      '/faq',
      '/contact',
    ]);
  });

  it('keeps only one submenu open at a time', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const platform = screen.getByRole('button', { name: 'Platformă' });
    const solutions = screen.getByRole('button', { name: 'Soluții' });

    await userEvent.click(platform);
    expect(platform).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Hardware/ })).toBeVisible();

    await userEvent.click(solutions);
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(platform).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Hardware/ })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });

  it('the account submenu also closes the open navigation group', async () => {
    mockAuthApi({ kind: 'user', user: {} });
    await renderApp('/');
    const resources = screen.getByRole('button', { name: 'Resurse' });
    await userEvent.click(resources);
    await userEvent.click(await screen.findByRole('button', { name: /Welcome/ }));
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Welcome/ })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('keyboard', () => {
  it('Enter and Space open a group; Escape closes it and gives the focus back to its button', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const platform = screen.getByRole('button', { name: 'Platformă' });
    platform.focus();
    await userEvent.keyboard('{Enter}');
    expect(platform).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    expect(within(mainNav()).getByRole('link', { name: /Hardware/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(platform).toHaveAttribute('aria-expanded', 'false');
    expect(platform).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(platform).toHaveAttribute('aria-expanded', 'true');
  });

  it('tabbing past the last link of an open group closes it', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const platform = screen.getByRole('button', { name: 'Platformă' });
    await userEvent.click(platform);
    await userEvent.tab(); // Hardware
    await userEvent.tab(); // Integrări
    await userEvent.tab(); // Proces de instalare
    expect(platform).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Soluții' })).toHaveFocus();
    expect(platform).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the mobile menu and gives the focus back to its toggle', async () => {
    mockMatchMedia(true);
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Deschide meniul' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Soluții' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Soluții' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('mobile menu (below 1000 px)', () => {
  it('locks page scrolling while open', async () => {
    mockMatchMedia(true);
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Deschide meniul' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Închide meniul');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on route change, with its submenu, and releases the scroll lock', async () => {
    mockMatchMedia(true);
    mockAuthApi({ kind: 'anonymous' });
    const { router } = await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Deschide meniul' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Platformă' }));
    await userEvent.click(within(mainNav()).getByRole('link', { name: /Proces de instalare/ }));

    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(router.state.location.pathname).toBe('/installation-process');
    expect(screen.getByRole('button', { name: 'Platformă' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('does not lock scrolling on the desktop layout', async () => {
    mockMatchMedia(false);
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Deschide meniul' }));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('current section', () => {
  it('marks the group of the most specific link as active', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/hardware/calculator');
    expect(screen.getByRole('button', { name: 'Soluții' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('button', { name: 'Platformă' })).toHaveAttribute('data-active', 'false');
  });
});
