import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, newAppPage, type ViewportName, viewports } from './browser';
import { startSite, type Site } from './site';

type Locale = 'ro-RO' | 'en-US';

export interface Suite {
  readonly site: Site;
  readonly browser: Browser;
  /**
   * A new page at `viewport`'s size in the file's browser context for `locale` (Romanian for the
   * site, English for the dashboard), cleaned after each test (see `cleanContext`). Stubs, cookies
   * and permissions may be set on the context for the test at hand. Use `browser.newContext` instead
   * for what a context cannot take back: a fake clock, scripts off, reduced motion, a time zone.
   */
  openPage(viewport: ViewportName, locale?: Locale): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The site under test, one Chromium and one browser context per locale for the whole file: started
 * before its first test, closed after its last. Read `site` and `browser` inside tests and hooks, once
 * they have started.
 *
 * Why one context: a new context starts with an empty cache, so the browser fetches and compiles the
 * app's code again, at twice the CPU of a page in a context that has seen it (about 3.6 against 1.7
 * CPU-seconds per page load, measured in Chromium's processes); the page tests are CPU-bound on two
 * cores.
 */
export function useSiteAndBrowser(): Suite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  const shared = new Map<Locale, BrowserContext>();
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });
  afterEach(async () => {
    for (const context of shared.values()) await cleanContext(context);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the ${name} is not started yet: use it inside a test or hook`);
    return value;
  };
  return {
    get site() {
      return started(site, 'site');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async openPage(viewport, locale = 'ro-RO') {
      let context = shared.get(locale);
      if (!context) {
        context = await started(browser, 'browser').newContext({
          baseURL: started(site, 'site').baseURL,
          locale,
        });
        shared.set(locale, context);
      }
      const page = await newAppPage(context);
      await page.setViewportSize(viewports[viewport]);
      return { context, page };
    },
  };
}

/** Any address of the site, answered here with an empty page: somewhere to run script on its origin. */
const BLANK_PAGE = '/__e2e-blank__';

/**
 * Gives the next test the context as new, but for its cache: its pages closed (with their listeners,
 * stubs and session storage), its own stubs removed, no cookies, permissions or local storage.
 */
async function cleanContext(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await page.close();
  // A stub still waiting for the test to answer it is dropped, not awaited.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  const { origins } = await context.storageState();
  if (origins.some((origin) => origin.localStorage.length > 0)) {
    const page = await context.newPage();
    await page.route(`**${BLANK_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    for (const { origin } of origins) {
      await page.goto(`${origin}${BLANK_PAGE}`);
      await page.evaluate(() => localStorage.clear());
    }
    await page.close();
  }
}
