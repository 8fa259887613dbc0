/**
 * A package card's link swaps the package's page into the document instead of loading a new one
 * (src/rendering/page-swap.ts), on a phone in Chromium: what the visitor and a screen reader get is
 * what a new document would give (address, title, head, the whole page with its live prices, focus
 * at its heading, its header and islands working), and Back and Forward bring each page back.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newAppPage, screenshot, viewports } from './support/browser';
import { signInAs } from './support/session';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await suite.browser.newContext({
    viewport: viewports.mobile,
    isMobile: true,
    hasTouch: true,
    baseURL: suite.site.baseURL,
  });
  // A fixed rate, so that the prices the runtime writes into the swapped-in page are known.
  await context.route('**/api/v0/exchange-rate', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ rate: 5.0123, lastUpdated: '2025-03-14T11:05:00.000Z', source: 'www.bnr.ro' }),
    }),
  );
  page = await newAppPage(context);
});

afterEach(async () => {
  await context.close();
});

/** Marks the document, so that a test can tell a swap (the mark stays) from a new document. */
const markDocument = () => page.evaluate(() => ((globalThis as { swapMark?: string }).swapMark = 'same'));
const sameDocument = () => page.evaluate(() => (globalThis as { swapMark?: string }).swapMark === 'same');

const basicCard = () => page.getByRole('link', { name: 'Detalii pachet Basic' });

describe('a package card swaps its page in', () => {
  it('shows the whole package page, with its address, title, description, focus and live prices, in the same document', async () => {
    await page.goto('/packages');
    await markDocument();
    await basicCard().tap();

    await page.getByRole('heading', { level: 1, name: 'Pachetul Basic' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/packages/basic');
    expect(await sameDocument()).toBe(true);
    expect(await page.title()).toBe('Pachetul Basic – SmartHome Iași');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Pachetul Basic \(100 EUR\)/,
    );
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/packages/basic');
    // The page's start has the focus, and a screen reader is told which page this is.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pachetul Basic');
    await page.getByText('Pachetul Basic – SmartHome Iași', { exact: true }).waitFor({ state: 'attached' });
    // The rest of the page follows the first frame: the comparison, with Basic highlighted.
    await page
      .getByRole('table', { name: 'Comparație între pachetele Basic, Advanced și Premium' })
      .waitFor();
    // The runtime started on the new page: its prices are written at the live rate (100 × 5.0123).
    await page.getByRole('main').getByText('≈ 501 lei').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'page-swap-basic-mobile', false);
  });

  it('leaves a working header and islands: the menu opens, the assistant’s launcher answers and Back closes its sheet', async () => {
    await page.goto('/packages');
    await basicCard().tap();
    await page.getByRole('heading', { level: 1, name: 'Pachetul Basic' }).waitFor();

    await page.getByRole('button', { name: 'Deschide meniul' }).tap();
    await page.getByRole('link', { name: 'Contact' }).first().waitFor();
    await page.getByRole('button', { name: 'Închide meniul' }).tap();

    const launcher = page.getByRole('button', { name: 'Deschide asistentul virtual' });
    await launcher.tap();
    await page.getByText('Asistent virtual').first().waitFor();
    // The assistant's sheet covers the page: Back closes it, on the page swapped in (once the
    // sheet itself is there, not the frame the runtime shows while its code loads).
    await page.getByRole('dialog', { name: 'Asistent virtual' }).waitFor();
    await page.goBack();
    await launcher.waitFor();
    expect(new URL(page.url()).pathname).toBe('/packages/basic');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pachetul Basic');
  });

  it('keeps a signed-in visitor’s account entry as it runs, never showing the sign-in link between', async () => {
    await signInAs(context, suite.site.baseURL, {
      id: '7',
      firstName: 'Ioana',
      lastName: 'Munteanu',
      email: 'ioana@example.ro',
      role: 'client',
      active: true,
      createdAt: '2025-01-10T10:00:00.000Z',
    });
    await page.goto('/packages');
    // On a phone the entry is in the closed site menu: there, but not shown.
    const welcome = page.locator('[data-island="account"]').getByText('ioana', { exact: true });
    await welcome.waitFor({ state: 'attached' });
    // Whatever the header's account entry shows from here on is recorded.
    await page.evaluate(() => {
      const seen: string[] = [];
      const entry = document.querySelector('[data-island="account"]')!;
      (globalThis as { accountTexts?: string[] }).accountTexts = seen;
      (entry as Element & { kept?: boolean }).kept = true;
      new MutationObserver(() => seen.push(entry.textContent ?? '')).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await basicCard().tap();
    await page.getByRole('heading', { level: 1, name: 'Pachetul Basic' }).waitFor();
    await page.getByRole('main').getByText('≈ 501 lei').first().waitFor();

    const [kept, texts] = await page.evaluate(() => [
      (document.querySelector('[data-island="account"]') as (Element & { kept?: boolean }) | null)?.kept,
      (globalThis as { accountTexts?: string[] }).accountTexts,
    ]);
    expect(kept).toBe(true);
    expect((texts as string[]).filter((text) => text.includes('Conectare'))).toEqual([]);
    // The entry's menu still works on the new page.
    await page.getByRole('button', { name: 'Deschide meniul' }).tap();
    await welcome.tap();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('Back shows the packages where the visitor left them, Forward the package again, in the same document', async () => {
    await page.goto('/packages');
    await markDocument();
    await basicCard().scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(0);
    await basicCard().tap();
    await page.getByRole('heading', { level: 1, name: 'Pachetul Basic' }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Pachete și prețuri' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/packages');
    expect(await page.title()).toBe('Pachete și prețuri – SmartHome Iași');
    expect(await page.evaluate(() => window.scrollY)).toBe(leftAt);
    expect(await page.getByRole('heading', { level: 1, name: 'Pachetul Basic' }).count()).toBe(0);

    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Pachetul Basic' }).waitFor();
    expect(await page.title()).toBe('Pachetul Basic – SmartHome Iași');
    expect(await sameDocument()).toBe(true);

    // A second card from the page brought back: swapped in as well.
    await page.goBack();
    await page.getByRole('link', { name: 'Detalii pachet Premium' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Pachetul Premium' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/packages/premium');
    expect(await sameDocument()).toBe(true);
  });

  it('a page that is not a pre-rendered page of the site is loaded as a document', async () => {
    await page.goto('/packages');
    await markDocument();
    // The card now leads to an address the site has no page for: the browser follows it as HTML.
    await basicCard().evaluate((link) => link.setAttribute('href', '/packages/no-such-package'));
    await basicCard().tap();
    await page.waitForURL((url) => url.pathname === '/packages/no-such-package');
    await page.waitForFunction(() => (globalThis as { swapMark?: string }).swapMark === undefined);
  });
});
