import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium, type ViewportName, viewports } from './browser';
import { ContextPool } from './context-pool';
import { startSite, type Site } from './site';

type Locale = 'ro-RO' | 'en-US';

export interface Suite {
  readonly site: Site;
  readonly browser: Browser;
  /**
   * A page at `viewport`'s size for a visitor whose browser speaks `locale` (Romanian for the site,
   * English for the dashboard): the tab of a browser context of the file's pool (see `ContextPool`),
   * cleaned before the next test. Stubs, cookies, listeners, permissions and media emulation may be
   * set for the test at hand. Use `browser.newContext` instead for what a context cannot take back:
   * a fake clock, scripts off, reduced motion, a time zone.
   */
  openPage(viewport: ViewportName, locale?: Locale): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The site under test, one Chromium and a pool of browser contexts for the whole file: started before
 * its first test, closed after its last. Read `site` and `browser` inside tests and hooks, once they
 * have started.
 */
export function useSiteAndBrowser(): Suite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  const contexts = new ContextPool((options) =>
    started(browser, 'browser').newContext({ baseURL: started(site, 'site').baseURL, ...options }),
  );
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });
  beforeEach(() => contexts.cleanTaken());
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
      const opened = await contexts.open({ locale });
      await opened.page.setViewportSize(viewports[viewport]);
      return opened;
    },
  };
}
