import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { startSite, type Site } from './site';

export interface Suite {
  readonly site: Site;
  readonly browser: Browser;
}

/**
 * The site under test and one Chromium for the whole file: started before its first test, closed
 * after its last. Read `site` and `browser` inside tests and hooks, once they have started.
 */
export function useSiteAndBrowser(): Suite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
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
  };
}
