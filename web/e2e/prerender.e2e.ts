/**
 * The pre-rendered public pages (vite-plugins/prerender.ts): complete and styled before any script
 * runs, each with its own title and description, and their code fetched after the first paint; every
 * other route is rendered by the browser from the app shell. That React adopts each page in place
 * (hydration without a mismatch) is checked by the page audit, accessibility.e2e.ts, which loads
 * every page with its scripts anyway.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from '../src/app/prerendered-paths';
import { paths, privacyPath } from '../src/lib/paths';
import { newAppPage, screenshot, type ViewportName, viewports } from './support/browser';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

/** A page at a time, each loaded in full: bounded by the whole list, not the default per-test time. */
const WHOLE_LIST_MS = 180_000;

/** CSS-module class names (`_name_hash_n`) used in the page that no loaded stylesheet styles. */
const unstyledModuleClasses = (page: Page) =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const styled = new Set(selectors.join(' ').match(/_[A-Za-z0-9]+_[a-z0-9]{5}_\d+/g) ?? []);
    const used = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => /^_[A-Za-z0-9]+_[a-z0-9]{5}_\d+$/.test(name)),
      ),
    );
    return [...used].filter((name) => !styled.has(name));
  });

/**
 * Has the page note in the tab's session storage when the runtime starts its page island (it marks
 * the island data-live as it does): the next page can read it, while a page that is being left can
 * no longer be asked.
 */
async function notePageIslandStart(page: Page): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.removeItem('island-started');
    const element = document.querySelector('[data-island="page"]');
    if (!element) throw new Error('no page island');
    new MutationObserver(() => {
      if (element.hasAttribute('data-live')) sessionStorage.setItem('island-started', 'yes');
    }).observe(element, { attributes: true });
  });
}

const pageIslandStarted = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('island-started') === 'yes');

describe('pre-rendered pages', () => {
  it(
    'every page is complete and styled with JavaScript off, with its own title and description',
    async () => {
      const context = await suite.browser.newContext({
        javaScriptEnabled: false,
        viewport: viewports.mobile,
        baseURL: suite.site.baseURL,
      });
      const page = await context.newPage();
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      try {
        for (const route of prerenderedPaths) {
          await page.goto(route);
          const heading = (await page.locator('h1').first().textContent())?.trim();
          expect(heading, route).toBeTruthy();
          expect(await page.getByRole('contentinfo').count(), `${route}: footer`).toBe(1);
          expect(await unstyledModuleClasses(page), `${route}: classes without their stylesheet`).toEqual([]);
          titles.set(await page.title(), route);
          descriptions.set(
            (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
            route,
          );
          if (route === paths.home || route === paths.packages) {
            await screenshot(
              page,
              `prerendered-no-js${route === '/' ? '-home' : route.replaceAll('/', '-')}`,
            );
          }
        }
      } finally {
        await context.close();
      }
      expect(titles.size, 'distinct titles').toBe(prerenderedPaths.length);
      expect(descriptions.size, 'distinct descriptions').toBe(prerenderedPaths.length);
    },
    WHOLE_LIST_MS,
  );

  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    it(`/terms carries the privacy notice in its HTML, and its address opens it without JavaScript (${viewport})`, async () => {
      const context = await suite.browser.newContext({
        javaScriptEnabled: false,
        viewport: viewports[viewport],
        baseURL: suite.site.baseURL,
      });
      try {
        const page = await context.newPage();
        const html = await (await page.request.get(paths.terms)).text();
        expect(html).toContain('<section id="confidentialitate" aria-labelledby="confidentialitate-title">');
        expect(html).toMatch(/<a href="\/terms#confidentialitate"[^>]*>Confidențialitate<\/a>/);
        await page.goto(privacyPath);
        const section = page.locator('#confidentialitate');
        const heading = section.getByRole('heading', { level: 2, name: '4. Confidențialitate: datele tale' });
        // The browser itself brought the notice's heading to the top, below the sticky header.
        const box = await heading.boundingBox();
        expect(box?.y).toBeGreaterThan(0);
        expect(box?.y).toBeLessThan(viewports[viewport].height / 3);
        for (const part of ['#date-personale', '#cine-are-acces', '#cookie-uri', '#drepturi']) {
          expect(await section.locator(part).count(), part).toBe(1);
        }
        await screenshot(page, `terms-privacy-${viewport}`, false);
        await screenshot(section, `terms-privacy-section-${viewport}`);
      } finally {
        await context.close();
      }
    });
  }

  it('fetches any code beyond the islands’ runtime only after the page has been painted', async () => {
    const context = await suite.browser.newContext({
      viewport: viewports.mobile,
      baseURL: suite.site.baseURL,
    });
    try {
      const page = await newAppPage(context);
      await page.goto(paths.packages);
      // The islands' runtime: the scripts the page's HTML itself names (the script and its preloads).
      const html = await (await page.request.get(paths.packages)).text();
      const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
      expect(named.length).toBeGreaterThan(0);
      // /packages loads the code that writes the live rate into its prices, once it has been painted.
      const later = await page.waitForFunction((runtime) => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js$/.test(entry.name) && !runtime.includes(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        return scripts.length > 0 && scripts;
      }, named);
      const timing = {
        paint: await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        ),
        scripts: (await later.jsonValue()) as number[],
      };
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
    } finally {
      await context.close();
    }
  });

  it('a tap on a link to another page leaves the page’s island asleep; a focus from the keyboard starts it', async () => {
    const context = await suite.browser.newContext({
      viewport: viewports.mobile,
      isMobile: true,
      hasTouch: true,
      baseURL: suite.site.baseURL,
    });
    try {
      const page = await newAppPage(context);
      await page.goto(paths.packages);
      const island = page.locator('[data-island="page"]');
      expect(await island.getAttribute('data-hydrate-on')).toBe('touch');
      await notePageIslandStart(page);
      await page.getByRole('link', { name: 'Detalii pachet Basic' }).tap();
      await page.waitForURL((url) => url.pathname === '/packages/basic');
      expect(await pageIslandStarted(page)).toBe(false);

      await page.goto(paths.packages);
      await notePageIslandStart(page);
      await page.getByRole('link', { name: 'Detalii pachet Basic' }).focus();
      await page.waitForFunction(() => sessionStorage.getItem('island-started') === 'yes');
    } finally {
      await context.close();
    }
  });

  it('a page asked for with a query string, and a route without a page file, are rendered by the browser', async () => {
    const context = await suite.browser.newContext({
      viewport: viewports.desktop,
      baseURL: suite.site.baseURL,
    });
    const page = await newAppPage(context);
    try {
      await page.goto(`${paths.faq}?from=newsletter`);
      await page.getByRole('heading', { level: 1, name: 'Întrebări frecvente' }).waitFor();

      await page.goto(paths.news);
      await page.locator('h1').first().waitFor();
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();

      await page.goto('/no-such-page');
      await page.waitForURL((url) => url.pathname === paths.home);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
