/**
 * /hardware/calculator and /hardware in Chromium at 1280 and 390 px: what only a browser shows. The
 * page becoming React after its first paint (the Zigbee adapter follows the first tick), the selection
 * kept in the address across a reload, the back button and a shared link, the scroll position, the
 * clipboard, the print view and its single A4 page, the keyboard, accessibility with a selection
 * made, and the way from /hardware into the calculator. The calculator's rules themselves (required
 * items, the Xiaomi hub's sensors, one package at most, totals at the live rate, links it cannot
 * use) are unit tests: src/pages/public/calculator/calculator-page.test.tsx,
 * src/features/calculator/calculator-query.test.ts and the catalog's calculator.test.ts; the width
 * and a screenshot of each page, the page audit's (accessibility.e2e.ts). The exchange-rate API is
 * stubbed with a rate of 5, so prices in RON are round.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { hardwareItems } from '@smarthome/catalog';
import { describe, expect, it } from 'vitest';
import {
  describeAtOneWidth,
  itAtOneWidth,
  screenshot,
  type ViewportName,
  viewports,
} from './support/browser';
import { axeViolations } from './support/page-audit';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

const CALCULATOR = '/hardware/calculator';

async function openPage(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await suite.openPage(viewport);
  await context.route('**/api/v0/exchange-rate', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ rate: 5, lastUpdated: '2026-03-12T10:00:00.000Z', source: 'www.bnr.ro' }),
    }),
  );
  return { context, page };
}

async function openCalculator(
  viewport: ViewportName,
  query = '',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(viewport);
  await opened.page.goto(`${CALCULATOR}${query}`);
  await opened.page.getByRole('heading', { level: 1, name: 'Calculator de costuri' }).waitFor();
  // The live rate has arrived once the summary shows it.
  await opened.page.getByText('1 EUR = 5,00 lei').first().waitFor();
  return opened;
}

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const packageButton = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Adaugă un pachet de servicii' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
const summary = (page: Page) => page.getByRole('region', { name: 'Estimarea ta' });
const totalText = (page: Page) => summary(page).locator('p', { hasText: 'Total estimat' }).innerText();
const search = (page: Page) => new URL(page.url()).search;

/**
 * The page's state after an action is waited for, not read at once: the calculator becomes React
 * after its first paint (a tick before that is shown at once, its consequences once React is there), it
 * writes the address through the router, whose navigation renders asynchronously, and a busy
 * machine may show the outcome of a click a moment after the click returns.
 */
const SETTLE_MS = 5_000;

async function expectChecked(box: Locator, checked: boolean) {
  await expect.poll(() => box.isChecked(), { timeout: SETTLE_MS }).toBe(checked);
}

async function expectEnabled(control: Locator) {
  await expect.poll(() => control.isEnabled(), { timeout: SETTLE_MS }).toBe(true);
}

async function expectPressed(button: Locator, pressed: boolean) {
  await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: SETTLE_MS }).toBe(String(pressed));
}

async function expectTotal(page: Page, total: RegExp) {
  await expect.poll(() => totalText(page), { timeout: SETTLE_MS }).toMatch(total);
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`calculator at ${viewport} size (${viewports[viewport].width} px)`, () => {
    itAtOneWidth(viewport)(
      'selects the Zigbee adapter with the first Zigbee item and deselects it with the last',
      async () => {
        const { page } = await openCalculator(viewport);
        const adapter = checkbox(page, 'Adaptor Zigbee USB');
        await expectChecked(adapter, false);
        await checkbox(page, 'Priză Zigbee').check();
        await expectChecked(adapter, true);
        await checkbox(page, 'Priză Nous Zigbee').check();
        await checkbox(page, 'Priză Zigbee').uncheck();
        await expectChecked(adapter, true);
        await checkbox(page, 'Priză Nous Zigbee').uncheck();
        await expectChecked(adapter, false);

        // Deselecting the adapter takes the Zigbee items with it, zeroed.
        await checkbox(page, 'Senzor de lumină Zigbee').check();
        await page.getByRole('button', { name: 'Crește cantitatea: Senzor de lumină Zigbee' }).click();
        await adapter.uncheck();
        await expectChecked(checkbox(page, 'Senzor de lumină Zigbee'), false);
        expect(
          await page.getByRole('spinbutton', { name: 'Cantitate: Senzor de lumină Zigbee' }).inputValue(),
        ).toBe('0');
      },
    );

    itAtOneWidth(viewport)(
      'keeps the selection in the address: reload, back button and a shared link show it again',
      async () => {
        const { page } = await openCalculator(viewport);
        await checkbox(page, 'Hub Xiaomi').check();
        await checkbox(page, 'Senzor de ușă și fereastră').check();
        await page.getByRole('spinbutton', { name: 'Cantitate: Senzor de ușă și fereastră' }).fill('4');
        await packageButton(page, 'Basic').click();
        expect(search(page)).toBe('?xiaomi-hub=1&door-sensor=4&package=basic');
        const historyLength = await page.evaluate(() => history.length);

        await page.reload();
        await page.getByText('1 EUR = 5,00 lei').first().waitFor();
        await expectChecked(checkbox(page, 'Senzor de ușă și fereastră'), true);
        expect(
          await page.getByRole('spinbutton', { name: 'Cantitate: Senzor de ușă și fereastră' }).inputValue(),
        ).toBe('4');
        await expectPressed(packageButton(page, 'Basic'), true);
        // 500 + 65 + 200 + 4 × 55 + 500 (100 EUR × 5)
        await expectTotal(page, /1\.485 lei/);
        // The clicks replaced the entry instead of piling up history.
        expect(await page.evaluate(() => history.length)).toBe(historyLength);

        await summary(page).getByRole('link', { name: 'Cere o ofertă' }).click();
        await page.waitForURL('**/contact');
        await page.goBack();
        await page.waitForURL(`**${CALCULATOR}?xiaomi-hub=1&door-sensor=4&package=basic`);
        await expectChecked(checkbox(page, 'Senzor de ușă și fereastră'), true);
      },
    );

    it('keeps the scroll position while items are chosen far down the page', async () => {
      const { page } = await openCalculator(viewport);
      const bot = checkbox(page, 'Finger bot (apăsător de butoane)');
      await bot.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(500);
      await bot.check();
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });

    itAtOneWidth(viewport)('copies the link of the estimate', async () => {
      const { context, page } = await openCalculator(viewport, '?finger-bot=2');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.baseURL });
      await summary(page).getByRole('button', { name: 'Copiază linkul' }).click();
      await summary(page).getByText('Linkul estimării a fost copiat.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${suite.site.baseURL}${CALCULATOR}?finger-bot=2`,
      );
    });

    itAtOneWidth(viewport)('prints a clean one-page estimate: no header, footer or controls', async () => {
      const { page } = await openCalculator(
        viewport,
        '?xiaomi-hub=1&temperature-sensor=3&zigbee-plug=2&package=advanced',
      );
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await summary(page).getByRole('button', { name: 'Printează estimarea' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

      await page.emulateMedia({ media: 'print' });
      const visible = async (selector: string) => page.locator(selector).first().isVisible();
      expect(await visible('header')).toBe(false);
      expect(await visible('footer')).toBe(false);
      expect(await visible('nav[aria-label="Traseu de navigare"]')).toBe(false);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
      expect(await page.getByRole('checkbox').first().isVisible()).toBe(false);
      const sheet = page.locator('[data-print-estimate]');
      expect(await sheet.isVisible()).toBe(true);
      const text = await sheet.innerText();
      expect(text).toContain('Estimare de cost pentru o casă inteligentă');
      expect(text).toMatch(/Data: \d{1,2} \p{L}+ \d{4}/u);
      expect(text).toContain('Senzor de temperatură și umiditate');
      // 500 + 65 + 180 + 200 + 3 × 42 + 2 × 40 = 1.151; + 850
      expect(text).toMatch(/Total hardware\s+1\.151 lei/);
      expect(text).toMatch(/Total estimat\s+2\.001 lei/);
      expect(text).toContain(`${suite.site.baseURL}/contact`);
      // One A4 page (about 1123 CSS px at 96 dpi, less the margins) holds the whole sheet.
      expect((await sheet.boundingBox())?.height ?? Infinity).toBeLessThan(1000);
      await screenshot(page, `calculator-${viewport}-print`);
      await page.emulateMedia({ media: 'screen' });
    });

    itAtOneWidth(viewport)('prints every item at its maximum on a single A4 page', async () => {
      const everything = hardwareItems
        .filter((item) => !item.required)
        .map((item) => `${item.id}=${item.maxCount}`)
        .join('&');
      const { page } = await openCalculator(viewport, `?${everything}&package=premium`);
      expect(await page.getByRole('checkbox', { checked: false }).count()).toBe(0);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
      expect(pages).toHaveLength(1);
    });

    itAtOneWidth(viewport)('works with the keyboard alone', async () => {
      const { page } = await openCalculator(viewport);
      const bulb = checkbox(page, 'Bec inteligent Yeelight');
      await bulb.focus();
      await page.keyboard.press('Space');
      await expectChecked(bulb, true);
      const field = page.getByRole('spinbutton', { name: 'Cantitate: Bec inteligent Yeelight' });
      await expectEnabled(field);
      await field.focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => field.inputValue(), { timeout: SETTLE_MS }).toBe('3');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Crește cantitatea: Bec inteligent Yeelight',
      );
      const basic = packageButton(page, 'Basic');
      await basic.focus();
      await page.keyboard.press('Enter');
      await expectPressed(basic, true);
      await page.keyboard.press('Space');
      await expectPressed(basic, false);
    });

    it('has no serious or critical accessibility problem with a selection made', async () => {
      const { page } = await openCalculator(
        viewport,
        '?xiaomi-hub=1&door-sensor=2&zigbee-plug=3&package=premium',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  describeAtOneWidth(viewport)(`/hardware at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it("shows the brands and opens the calculator with a brand's items chosen", async () => {
      const { page } = await openPage(viewport);
      await page.goto('/hardware');
      await page.getByRole('heading', { level: 1, name: 'Hardware recomandat' }).waitFor();
      for (const brand of ['Raspberry Pi', 'Sonoff', 'Xiaomi și Aqara', 'Yeelight', 'Shelly', 'Nous']) {
        await page.getByRole('heading', { level: 3, name: brand, exact: true }).waitFor();
      }
      await screenshot(page, `hardware-${viewport}-first-screen`, false);

      await page.getByRole('link', { name: 'Adaugă în calculator Xiaomi și Aqara' }).click();
      await page.getByRole('heading', { level: 1, name: 'Calculator de costuri' }).waitFor();
      await expectChecked(checkbox(page, 'Hub Xiaomi'), true);
      await expectChecked(checkbox(page, 'Senzor de ușă și fereastră'), true);
      await expectChecked(checkbox(page, 'Senzor de temperatură și umiditate'), true);
    });
  });
}

describe('calculator before its code is there', () => {
  it('ticks the Zigbee adapter with a Zigbee item at once, and React keeps both once it has started', async () => {
    const { page } = await openPage('mobile');
    // The page's code is held back, as on a slow phone: the tick comes before it.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = () => undefined as void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/calculator-page-[^/]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    // The frame's own goto: the page's waits for React, which is held back here.
    await page.mainFrame().goto(CALCULATOR);
    const adapter = checkbox(page, 'Adaptor Zigbee USB');
    await adapter.waitFor();
    expect(await adapter.isChecked()).toBe(false);
    // The islands' runtime, which holds input, is running once it asks for the page's code.
    await requested;

    await checkbox(page, 'Priză Zigbee').click();
    // Read at once, not polled: the answer comes from the page's HTML, not from its code.
    expect(await adapter.isChecked()).toBe(true);

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await expectChecked(checkbox(page, 'Priză Zigbee'), true);
    await expectChecked(adapter, true);
    // React's own state has both: the address it writes lists them.
    await expect.poll(() => search(page), { timeout: SETTLE_MS }).toMatch(/zigbee-adapter=1.*zigbee-plug=1/);
  });
});
