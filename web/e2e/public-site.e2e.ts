import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, type ViewportName, viewports } from './support/browser';
import { signInAs } from './support/session';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

async function openPage(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await suite.openPage(viewport);
  return { context, page };
}

/**
 * The breadcrumbs, an unknown path and the installation steps are unit tests (src/app/routes.test.tsx);
 * a browser checks what the layout and the real scripts do.
 */
const breadcrumbItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Traseu de navigare' }).getByRole('listitem');

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`public site at ${viewport} size (${viewports[viewport].width}×${viewports[viewport].height})`, () => {
    it('GET / shows the hero with its two buttons, and the login link when no API answers', async () => {
      const { page } = await openPage(viewport);
      await page.goto('/');
      const hero = page.getByRole('heading', { level: 1 });
      await hero.waitFor();
      expect(await hero.textContent()).toBe('Casa ta inteligentă, controlată local, fără cloud');
      expect(await page.getByRole('link', { name: 'Vezi automatizările' }).getAttribute('href')).toBe(
        '/automations',
      );
      expect(await page.getByRole('link', { name: 'Calculează costul' }).getAttribute('href')).toBe(
        '/hardware/calculator',
      );
      expect(await page.getByRole('navigation', { name: 'Traseu de navigare' }).count()).toBe(0);
      if (suite.site.apiAbsent) {
        // The profile call fails (no gateway): the account entry must settle on the login link.
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Deschide meniul' }).click();
        await page.getByRole('link', { name: 'Conectare' }).waitFor();
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Închide meniul' }).click();
      }
      await screenshot(page, `home-${viewport}`);
      await screenshot(page, `home-${viewport}-first-screen`, false);
    });
  });
}

describe('mobile menu in Chromium', () => {
  it('opens over a locked page, keeps one submenu open and closes on navigation', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/automations/lights');
    const toggle = page.getByRole('button', { name: 'Deschide meniul' });
    await toggle.click();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // The menu covers the floating chat launcher: a tap there lands on the menu.
    const launcher = await page.getByRole('button', { name: 'Deschide asistentul virtual' }).boundingBox();
    expect(launcher).not.toBeNull();
    const tapped = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null,
      [launcher!.x + launcher!.width / 2, launcher!.y + launcher!.height / 2],
    );
    expect(tapped).toBe(true);

    const platform = page.getByRole('button', { name: 'Platformă' });
    const solutions = page.getByRole('button', { name: 'Soluții' });
    await platform.click();
    await solutions.click();
    expect(await platform.getAttribute('aria-expanded')).toBe('false');
    expect(await solutions.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'menu-open-mobile', false);

    await page
      .getByRole('link', { name: /Pachete/ })
      .first()
      .click();
    await page.waitForURL('**/packages');
    expect(await page.getByRole('button', { name: 'Deschide meniul' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('signed-in area in Chromium', () => {
  it('sends an anonymous visitor from /dashboard to /login', async () => {
    const { page } = await openPage('desktop');
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v0/auth/profile') profileCalls.push(request.url());
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Conectare' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // No signed-in hint cookie, so no profile call: nothing refused for the console to log.
    expect(profileCalls).toEqual([]);
    await screenshot(page, 'login-desktop');
  });

  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    it(`shows the admin sidebar and the header account entry (${viewport})`, async () => {
      const { context, page } = await openPage(viewport);
      // Signed in without the services, so the shell can be seen.
      await signInAs(context, suite.site.baseURL, {
        id: '1',
        firstName: 'Andrei',
        lastName: 'Popescu',
        email: 'andrei.popescu@example.ro',
        role: 'Admin',
        active: true,
        authProvider: '',
      });
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Welcome, Andrei' }).waitFor();
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Open navigation' }).click();
      const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
      expect(await sidebar.getByRole('link').allTextContents()).toEqual([
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
      await screenshot(page, `dashboard-${viewport}`, viewport === 'mobile' ? false : true);

      await page.getByRole('link', { name: 'Back to Website' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Deschide meniul' }).click();
      await page.getByRole('button', { name: 'Welcome andrei.popescu' }).click();
      await page.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      await screenshot(page, `account-menu-${viewport}`, false);
    });
  }
});

describe('layout behaviour in Chromium', () => {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    it(`the header offers Platform, Solutions, Resources, Contact and the account entry (${viewport})`, async () => {
      const { page } = await openPage(viewport);
      await page.goto('/about');
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Deschide meniul' }).click();
      const nav = page.getByRole('navigation', { name: 'Navigație principală' });
      expect(await nav.getByRole('button').allTextContents()).toEqual(['Platformă', 'Soluții', 'Resurse']);
      expect(await nav.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
      expect(
        await page.getByRole('banner').getByRole('link', { name: 'Conectare' }).getAttribute('href'),
      ).toBe('/login');
    });
  }

  it('a link followed from the bottom of a page opens the next page at its top', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/installation-process');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').locator('a[href="/faq"]').click();
    // The breadcrumb changes in the same render as the scroll reset (the URL changes earlier).
    await breadcrumbItems(page).filter({ hasText: 'Faq' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('the footer’s privacy link opens /terms at the privacy notice, not at its top', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/installation-process');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Confidențialitate' }).click();
    const heading = page.getByRole('heading', { level: 2, name: '4. Confidențialitate: datele tale' });
    await heading.waitFor();
    expect(new URL(page.url()).hash).toBe('#confidentialitate');
    // The browser scrolls to the fragment once the page is laid out, which on a busy machine comes
    // after the heading is in the document: the page's position is read once it has.
    await page.waitForFunction(() => window.scrollY > 0);
    const box = await heading.boundingBox();
    expect(box?.y).toBeGreaterThan(0);
    expect(box?.y).toBeLessThan(viewports.desktop.height / 2);
  });

  it('the header menus work from the keyboard: Enter and Space open a group, Escape closes it', async () => {
    const { page } = await openPage('desktop');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const platform = page.getByRole('button', { name: 'Platformă' });
    const isFocused = (locator: typeof platform) => locator.evaluate((el) => el === document.activeElement);
    // Skip link, brand, then the first group.
    for (let presses = 0; presses < 5 && !(await isFocused(platform)); presses++)
      await page.keyboard.press('Tab');
    expect(await isFocused(platform)).toBe(true);

    await page.keyboard.press('Enter');
    expect(await platform.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/hardware');
    await screenshot(page, 'header-keyboard-desktop', false);
    await page.keyboard.press('Escape');
    expect(await platform.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(platform)).toBe(true);

    await page.keyboard.press('Tab');
    const solutions = page.getByRole('button', { name: 'Soluții' });
    expect(await isFocused(solutions)).toBe(true);
    await page.keyboard.press('Space');
    expect(await solutions.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await solutions.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(solutions)).toBe(true);
  });
});

describe('the chat launcher in Chromium', () => {
  it('answers a tap made before its code is there with the panel’s frame at once, then opens the panel', async () => {
    const { page } = await openPage('mobile');
    // The launcher's code is held back, as on a slow phone: the tap comes before it.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/public-chat-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const frame = page.locator('[data-pending-view]');
    expect(await frame.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Deschide asistentul virtual' }).click();
    await frame.getByText('Asistent virtual').waitFor();
    expect(await frame.getByText('Pachete, hardware, instalare').isVisible()).toBe(true);
    await screenshot(page, 'chat-first-moment-mobile', false);

    release();
    const panel = page.getByRole('dialog', { name: 'Asistent virtual' });
    await panel.getByPlaceholder('Scrie întrebarea ta...').waitFor();
    expect(await frame.count()).toBe(0);
  });
});

describe('an island of a build replaced by a deploy', () => {
  it('reloads the page once when its module is gone, then leaves the page as it is', async () => {
    const { page } = await openPage('mobile');
    // The new build names its files by other hashes: the chat island's old module is gone.
    await page.route(/\/assets\/public-chat-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await page.goto('/about');
    const launcher = page.getByRole('button', { name: 'Deschide asistentul virtual' });
    await launcher.waitFor();
    let loads = 0;
    page.on('load', () => (loads += 1));

    const reloaded = page.waitForEvent('load');
    await launcher.click();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/about');

    // Still gone after the reload: no second one, the island stays the server's HTML.
    const failed = page.waitForEvent('console', (message) =>
      message.text().includes('island chat could not start'),
    );
    await launcher.click();
    await failed;
    expect(loads).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
