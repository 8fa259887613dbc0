/**
 * /packages and /packages/{basic,advanced,premium} in Chromium at 1280 and 390 px: the pages' Romanian texts
 * and numbers, the live exchange rate (stubbed with page.route) and its fallback when the API is
 * down, the comparison table on a phone, and screenshots for review.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itAtOneWidth, screenshot, type ViewportName, viewports } from './support/browser';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

const FALLBACK_TEXT = 'Nu s-a putut actualiza cursul valutar. Se folosește valoarea implicită.';
const UPDATED = '2025-03-14T11:05:00.000Z';

type RateAnswer = { rate: number } | 'down';

/** A page whose GET /api/v0/exchange-rate answers `rate` (or fails), counting the calls. */
async function openPage(
  viewport: ViewportName,
  answer: RateAnswer,
): Promise<{ context: BrowserContext; page: Page; rateCalls: () => number }> {
  const { context, page } = await suite.openPage(viewport);
  let calls = 0;
  await context.route('**/api/v0/exchange-rate', (route) => {
    calls += 1;
    if (answer === 'down') return route.abort('connectionrefused');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ rate: answer.rate, lastUpdated: UPDATED, source: 'www.bnr.ro' }),
    });
  });
  return { context, page, rateCalls: () => calls };
}

const main = (page: Page) => page.getByRole('main');

/** The page is no wider than the window: nothing sticks out sideways on a phone. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`packages at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it('/packages shows the pricing model, three cards with 4 features, the live rate and the comparison', async () => {
      const { page } = await openPage(viewport, { rate: 5.0123 });
      await page.goto('/packages');
      await page.getByRole('heading', { level: 1, name: 'Pachete și prețuri' }).waitFor();
      expect(await page.title()).toBe('Pachete și prețuri – SmartHome Iași');

      for (const heading of [
        'Cum se formează prețul',
        'Prețurile în lei',
        'Zona de deservire',
        'De ce merită',
      ]) {
        expect(await main(page).getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
      }
      const cards = main(page)
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: /Detalii pachet/ }) });
      expect(await cards.count()).toBe(3);
      for (let index = 0; index < 3; index += 1) {
        expect(await cards.nth(index).getByRole('listitem').count()).toBe(4);
        expect(
          await cards
            .nth(index)
            .getByText(/^\+\d+ caracteristici adiționale$/)
            .count(),
        ).toBe(1);
      }

      // The stubbed rate: shown with 2 decimals, RON rounded (100 × 5.0123 = 501.23 → 501).
      await main(page).getByText('1 EUR = 5,01 lei').waitFor();
      expect(await main(page).getByText('Actualizat la 14 martie 2025').count()).toBe(1);
      expect(await cards.first().getByText('≈ 501 lei').count()).toBe(1);
      expect(await main(page).getByText(FALLBACK_TEXT).count()).toBe(0);

      const table = main(page).getByRole('table', {
        name: 'Comparație între pachetele Basic, Advanced și Premium',
      });
      expect(await table.locator('thead th').allTextContents()).toEqual([
        'Caracteristică',
        'Basic',
        'Advanced',
        'Premium',
      ]);
      expect(await pageOverflow(page)).toBe(0);
      await screenshot(page, `packages-${viewport}`);
    });

    itAtOneWidth(viewport)(
      '/packages falls back to 4.95 with the fallback text when the rate API is down',
      async () => {
        const { page } = await openPage(viewport, 'down');
        await page.goto('/packages');
        await main(page).getByText(FALLBACK_TEXT).waitFor();
        expect(await main(page).getByText('1 EUR = 4,95 lei').count()).toBe(1);
        expect(await main(page).getByText('Curs implicit').count()).toBe(1);
        // 100 × 4.95 = 495, 170 × 4.95 = 841.5 → 842, 300 × 4.95 = 1485.
        const rateTable = main(page).getByRole('table', {
          name: 'Prețul fiecărui pachet în euro și aproximativ în lei',
        });
        expect(await rateTable.locator('tbody td:last-child').allTextContents()).toEqual([
          '≈ 495 lei',
          '≈ 842 lei',
          '≈ 1.485 lei',
        ]);
        await screenshot(page, `packages-rate-fallback-${viewport}`, false);
        await main(page).getByText(FALLBACK_TEXT).scrollIntoViewIfNeeded();
        await screenshot(page, `packages-rate-fallback-${viewport}-block`, false);
      },
    );

    for (const [id, name, price] of [
      ['basic', 'Basic', 100],
      ['advanced', 'Advanced', 170],
      ['premium', 'Premium', 300],
    ] as const) {
      itAtOneWidth(viewport)(
        `/packages/${id} shows price, RON, what is included and the table with ${name} highlighted`,
        async () => {
          const { page } = await openPage(viewport, { rate: 4.9763 });
          await page.goto(`/packages/${id}`);
          await page.getByRole('heading', { level: 1, name: `Pachetul ${name}` }).waitFor();
          const expectedRon = `≈ ${Math.round(price * 4.9763).toLocaleString('ro-RO')} lei`;
          await main(page).getByText(expectedRon, { exact: true }).first().waitFor();
          expect(await main(page).getByText(`${price} €`, { exact: false }).count()).toBeGreaterThan(0);
          for (const heading of [
            'Ce include',
            'Exemple de automatizări',
            'Ideal pentru',
            'Zona de deservire',
            'Despre hardware',
          ]) {
            expect(await main(page).getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
          }
          if (id !== 'basic') {
            expect(
              await main(page).getByRole('heading', { level: 3, name: 'Din pachetul Basic' }).count(),
            ).toBe(1);
          }
          const current = main(page).getByRole('columnheader', { name: /pachetul curent/ });
          expect(await current.textContent()).toBe(`${name} pachetul curent`);
          expect(await pageOverflow(page)).toBe(0);
          await screenshot(page, `package-${id}-${viewport}`);
        },
      );
    }
  });
}

describe('comparison table on a 390 px phone', () => {
  it('scrolls sideways inside its own region while the feature names stay in place', async () => {
    const { page } = await openPage('mobile', { rate: 4.9763 });
    await page.goto('/packages/advanced');
    const region = main(page).getByRole('region', {
      name: 'Comparație între pachetele Basic, Advanced și Premium',
    });
    await region.scrollIntoViewIfNeeded();
    const firstName = region.getByRole('rowheader', { name: 'Dispozitive integrate' });
    const before = await firstName.boundingBox();
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);

    // Keyboard: the region takes focus and the arrow keys scroll it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const handle = await region.elementHandle();
    await page.waitForFunction((el) => (el as HTMLElement).scrollLeft > 0, handle);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForFunction((el) => {
      const box = el as HTMLElement;
      return box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
    }, handle);
    const after = await firstName.boundingBox();
    expect(after?.x).toBe(before?.x);
    const premium = region.getByRole('columnheader', { name: 'Premium' });
    const box = await premium.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await screenshot(page, 'packages-comparison-scrolled-mobile', false);
  });
});

describe('exchange-rate cache in the browser', () => {
  it('uses a cached rate under 24 hours old without asking the API, and asks again once it is older', async () => {
    const { page, rateCalls } = await openPage('desktop', { rate: 5.1 });
    const store = (rate: number, hoursAgo: number) =>
      page.evaluate(
        (value) => localStorage.setItem('exchangeRate', value),
        JSON.stringify({ rate, lastUpdated: new Date(Date.now() - hoursAgo * 3_600_000).toISOString() }),
      );
    await page.goto('/terms');
    await store(4.8, 1);
    const callsBefore = rateCalls();
    await page.goto('/packages');
    await main(page).getByText('1 EUR = 4,80 lei').waitFor();
    expect(rateCalls()).toBe(callsBefore);

    await store(4.8, 25);
    await page.reload();
    await main(page).getByText('1 EUR = 5,10 lei').waitFor();
    expect(rateCalls()).toBe(callsBefore + 1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('exchangeRate'))) ?? '{}')).toEqual({
      rate: 5.1,
      lastUpdated: UPDATED,
    });
  });
});
