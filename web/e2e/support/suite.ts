import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, newAppPage, type ViewportName, viewports } from './browser';
import { startSite, type Site } from './site';

type Locale = 'ro-RO' | 'en-US';

export interface Suite {
  readonly site: Site;
  readonly browser: Browser;
  /**
   * A page at `viewport`'s size in the file's browser context for `locale` (Romanian for the site,
   * English for the dashboard): the context's one tab for the test's first page, a new tab for any
   * more it opens. Both are cleaned after each test (see `cleanContext`). Stubs, cookies, listeners,
   * permissions and media emulation may be set for the test at hand. Use `browser.newContext` instead
   * for what a tab cannot take back: init scripts, a fake clock, scripts off, a time zone.
   */
  openPage(viewport: ViewportName, locale?: Locale): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The site under test, one Chromium and one browser context per locale for the whole file: started
 * before its first test, closed after its last. Read `site` and `browser` inside tests and hooks, once
 * they have started.
 *
 * Why one context and one tab: a new context starts with an empty cache, so the browser fetches and
 * compiles the app's code again, at twice the CPU of a page in a context that has seen it (about 3.6
 * against 1.7 CPU-seconds per page load, measured in Chromium's processes); and a new tab starts a
 * new renderer process, where a tab that navigates keeps its own (about 0.6 against 1.7 CPU-seconds
 * for a pre-rendered page). The page tests are CPU-bound on two cores.
 */
export function useSiteAndBrowser(): Suite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  const shared = new Map<Locale, { context: BrowserContext; tab: Page; tabInUse: boolean }>();
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });
  afterEach(async () => {
    for (const entry of shared.values()) {
      // A test may close the tab, as a visitor closes theirs.
      if (entry.tab.isClosed()) entry.tab = await newAppPage(entry.context);
      await cleanContext(entry.context, entry.tab);
      entry.tabInUse = false;
    }
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
      let entry = shared.get(locale);
      if (!entry) {
        const context = await started(browser, 'browser').newContext({
          baseURL: started(site, 'site').baseURL,
          locale,
        });
        entry = { context, tab: await newAppPage(context), tabInUse: false };
        shared.set(locale, entry);
      }
      const page = entry.tabInUse ? await newAppPage(entry.context) : entry.tab;
      entry.tabInUse = true;
      await page.setViewportSize(viewports[viewport]);
      return { context: entry.context, page };
    },
  };
}

/** Any address of the site, answered here with an empty page: somewhere to run script on its origin. */
const BLANK_PAGE = '/__e2e-blank__';

/** The page events tests listen to; the tab drops their listeners between tests. */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'pageerror',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'popup',
  'load',
  'domcontentloaded',
  'framenavigated',
] as const;

/**
 * Gives the next test the context as new, but for its cache and its one tab: the other pages closed,
 * the tab's listeners, stubs and media emulation removed and its session storage cleared, the
 * context's stubs removed, no cookies, permissions or local storage.
 */
async function cleanContext(context: BrowserContext, tab: Page): Promise<void> {
  for (const page of context.pages()) if (page !== tab) await page.close();
  for (const event of PAGE_EVENTS) tab.removeAllListeners(event);
  // A stub still waiting for the test to answer it is dropped, not awaited.
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  await context.clearCookies();
  await context.clearPermissions();
  const { origins } = await context.storageState();
  const stored = new Set(
    origins.filter((origin) => origin.localStorage.length > 0).map(({ origin }) => origin),
  );
  const tabOrigin = new URL(tab.url()).origin;
  if (tabOrigin.startsWith('http')) stored.add(tabOrigin);
  // The tab ends on an empty page of the site's origin, so that the next test's first page loads in
  // the same renderer process, with nothing of the last page's running.
  await tab.route(`**${BLANK_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  for (const origin of stored) {
    await tab.goto(`${origin}${BLANK_PAGE}`);
    await tab.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await tab.unroute(`**${BLANK_PAGE}`);
}
