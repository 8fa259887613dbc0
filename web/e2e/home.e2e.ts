/**
 * The home page's shop window in Chromium: the hero visual, the dashboard carousel (5 s rotation with
 * the browser clock driven by the test, wrap, indicators, pause rules, link to /dashboards), the
 * /dashboards gallery modal, and no broken image, at 1280 and 390 px. Screenshots go to e2e/screenshots/.
 */
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAppPage, screenshot, type ViewportName, viewports } from './support/browser';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

async function openPage(
  viewport: ViewportName,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    viewport: viewports[viewport],
    baseURL: suite.site.baseURL,
    locale: 'ro-RO',
    reducedMotion,
  });
  const page = await newAppPage(context);
  return { context, page };
}

const INTERVAL = 5000;
/** Full-page screenshots and a build served by vite preview on a shared 2-CPU machine need more than the default 30 s. */
const SLOW = 180_000;
const titles = [
  'Panoul principal',
  'Diverse',
  'Monitorizarea energiei',
  'Irigații',
  'Parametri',
  'Statistici',
];
const carousel = (page: Page) =>
  page.getByRole('region', { name: 'Exemple de dashboard-uri Home Assistant' });
const dot = (page: Page, position: number) =>
  carousel(page).getByRole('button', { name: `Afișează exemplul ${position}: ${titles[position - 1]}` });

/** Waits until slide `position` is the current one: its indicator marked and the slide itself visible. */
async function expectSlide(page: Page, position: number): Promise<void> {
  await carousel(page)
    .locator(`button[aria-current="true"][aria-label^="Afișează exemplul ${position}:"]`)
    .waitFor();
  await carousel(page)
    .getByRole('group', { name: `${position} din 6: ${titles[position - 1]}` })
    .waitFor({ state: 'visible' });
  expect(await carousel(page).locator('button[aria-current="true"]').count()).toBe(1);
}

/**
 * Browser time stands still until the test moves it (page.clock.runFor): the carousel turns only when
 * told to, however slow the machine. An installed clock alone would keep flowing at real speed.
 */
async function stopTime(page: Page): Promise<void> {
  const start = new Date('2026-05-16T10:00:00+03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Pointer and keyboard focus out of the carousel: the two things that pause it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * axe-core's serious and critical violations inside one part of the page (the whole pages are audited
 * by accessibility.e2e.ts; here the carousel on its own and the open dialog, which only this file reaches).
 */
async function axeViolationsIn(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (context) => {
    const results = await window.axe.run(context, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/**
 * Brings every image into view (lazy ones load then), waits for all to finish and returns those that
 * failed: an image is broken when it completed with no pixels.
 */
async function brokenImages(page: Page): Promise<string[]> {
  const count = await page.locator('img').count();
  for (let i = 0; i < count; i++) await page.locator('img').nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
    timeout: 15_000,
    polling: 100,
  });
  const broken = await page.evaluate(() =>
    [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  return broken;
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`home and /dashboards at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it(
      'GET / shows the hero visual first, at high priority, and no broken image',
      async () => {
        const { context, page } = await openPage(viewport);
        const imageSizes: Promise<number>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'image')
            imageSizes.push(request.sizes().then((s) => s.responseBodySize));
        });
        // A still carousel: the screenshot shows its first slide, whatever time the test takes.
        await stopTime(page);
        await page.goto('/');
        const hero = page.getByRole('img', { name: /tabletă cu panoul Home Assistant/ });
        await hero.waitFor();
        expect(await hero.getAttribute('loading')).toBe('eager');
        expect(await hero.getAttribute('fetchpriority')).toBe('high');
        await page.waitForFunction(() => document.images[0]?.complete, undefined, { polling: 100 });
        await screenshot(page, `home-${viewport}-first-screen`, false);

        expect(await brokenImages(page)).toEqual([]);
        for (const img of await page.locator('img').all()) {
          expect(await img.getAttribute('alt')).toBeTruthy();
          expect(await img.getAttribute('width')).toMatch(/^\d+$/);
          expect(await img.getAttribute('height')).toMatch(/^\d+$/);
          expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
        }
        const imageBytes = (await Promise.all(imageSizes)).reduce((sum, size) => sum + size, 0);
        console.log(
          `[home ${viewport}] ${imageSizes.length} images, ${(imageBytes / 1024).toFixed(0)} KiB in all`,
        );
        await screenshot(page, `home-${viewport}`);
        // axe-core waits on timers of its own: let time run again.
        await page.clock.resume();
        expect(await axeViolationsIn(page, '[aria-roledescription="carousel"]')).toEqual([]);
        await context.close();
      },
      SLOW,
    );

    it(
      'the carousel turns every 5 s and wraps, jumps with its indicators, pauses, and leads to /dashboards',
      async () => {
        const { context, page } = await openPage(viewport);
        await stopTime(page);
        await page.goto('/');
        await carousel(page).scrollIntoViewIfNeeded();
        await leaveCarousel(page);
        await expectSlide(page, 1);

        for (const position of [2, 3, 4, 5, 6, 1]) {
          await page.clock.runFor(INTERVAL);
          await expectSlide(page, position);
        }

        // A click on a dot jumps there; pointer and focus on the carousel then hold it still.
        await dot(page, 4).click();
        await expectSlide(page, 4);
        await page.clock.runFor(3 * INTERVAL);
        await expectSlide(page, 4);
        await leaveCarousel(page);
        await page.clock.runFor(INTERVAL);
        await expectSlide(page, 5);

        // The pause button stops it for good; play starts it again.
        await carousel(page).getByRole('button', { name: 'Oprește derularea automată' }).click();
        await leaveCarousel(page);
        await page.clock.runFor(3 * INTERVAL);
        await expectSlide(page, 5);
        await carousel(page).getByRole('button', { name: 'Pornește derularea automată' }).click();
        await leaveCarousel(page);
        await page.clock.runFor(INTERVAL);
        await expectSlide(page, 6);
        await screenshot(page, `home-carousel-${viewport}`, false);

        // A click on the picture itself (the slide's link covers it) leads to the gallery.
        await carousel(page)
          .getByRole('group', { name: '6 din 6: Statistici' })
          .getByRole('img')
          .click({ force: true });
        await page.waitForURL((url) => url.pathname === '/dashboards');
        await page.getByRole('heading', { level: 1, name: 'Exemple de dashboard-uri' }).waitFor();
        await context.close();
      },
      SLOW,
    );

    it(
      '/dashboards enlarges an image in a modal; Escape closes it and focus returns to the thumbnail',
      async () => {
        const { context, page } = await openPage(viewport);
        await page.goto('/dashboards');
        await page.getByRole('heading', { level: 1, name: 'Exemple de dashboard-uri' }).waitFor();
        expect(await brokenImages(page)).toEqual([]);
        await screenshot(page, `dashboards-${viewport}`);

        await page.getByRole('button', { name: 'Mărește imaginea: Monitorizarea energiei' }).click();
        const dialog = page.getByRole('dialog', { name: 'Monitorizarea energiei' });
        await dialog.waitFor();
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
          return Boolean(img?.complete && img.naturalWidth > 0);
        });
        expect(await dialog.getByText('3 din 6').isVisible()).toBe(true);
        await screenshot(page, `dashboards-modal-${viewport}`, false);
        expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);

        await page.keyboard.press('ArrowRight');
        await page.getByRole('dialog', { name: 'Irigații' }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
          'Mărește imaginea: Irigații',
        );
        await context.close();
      },
      SLOW,
    );
  });
}

describe('home carousel with reduced motion', () => {
  it(
    'does not turn by itself until the visitor presses play',
    async () => {
      const { context, page } = await openPage('desktop', 'reduce');
      await stopTime(page);
      await page.goto('/');
      await carousel(page).scrollIntoViewIfNeeded();
      await leaveCarousel(page);
      await expectSlide(page, 1);
      await page.clock.runFor(3 * INTERVAL);
      await expectSlide(page, 1);
      await carousel(page).getByRole('button', { name: 'Pornește derularea automată' }).click();
      await leaveCarousel(page);
      await page.clock.runFor(INTERVAL);
      await expectSlide(page, 2);
      await context.close();
    },
    SLOW,
  );
});
