import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { newAppPage } from './browser';

/** The options a pooled context is opened with: it is only reused for a test that asks for the same. */
export type PooledContextOptions = Pick<BrowserContextOptions, 'locale' | 'timezoneId' | 'bypassCSP'>;

/** A test's way into a pooled context: its one tab, or a tab of its own (`ownTab`), closed afterwards. */
export interface OpenOptions extends PooledContextOptions {
  /** A new tab, for a test that adds init scripts to it: a tab cannot take them back. */
  ownTab?: boolean;
}

interface Pooled {
  readonly key: string;
  readonly context: BrowserContext;
  tab: Page;
  taken: boolean;
}

/**
 * The browser contexts of one test file, each with one tab, that its tests take turns in. A test
 * takes a context for each visitor it plays (`open`); before the next test starts, every context
 * taken is cleaned (`cleanTaken`, see `cleanContext`): cleaning waits until then so that a failed
 * test's screenshot shows where it stopped.
 *
 * Why reuse them: a new context starts with an empty cache, so the browser fetches and compiles the
 * app's code again, at twice the CPU of a page in a context that has seen it (about 3.6 against 1.7
 * CPU-seconds per page load, measured in Chromium's processes); and a new tab starts a new renderer
 * process, where a tab that navigates keeps its own (about 0.6 against 1.7 CPU-seconds for a
 * pre-rendered page). The browser tests are CPU-bound on two cores.
 */
export class ContextPool {
  private readonly pooled: Pooled[] = [];

  /** `newContext` opens a context of the file's browser and site with these options added. */
  constructor(private readonly newContext: (options: PooledContextOptions) => Promise<BrowserContext>) {}

  async open({ ownTab = false, ...options }: OpenOptions = {}): Promise<{
    context: BrowserContext;
    page: Page;
  }> {
    const key = JSON.stringify(options);
    const entry = this.pooled.find((p) => p.key === key && !p.taken) ?? (await this.add(key, options));
    entry.taken = true;
    return { context: entry.context, page: ownTab ? await newAppPage(entry.context) : entry.tab };
  }

  /** Cleans every context a test has taken, ready for the next test. */
  async cleanTaken(): Promise<void> {
    for (const entry of this.pooled.filter((p) => p.taken)) {
      // A test may close the tab, as a visitor closes theirs.
      if (entry.tab.isClosed()) entry.tab = await newAppPage(entry.context);
      await cleanContext(entry.context, entry.tab);
      entry.taken = false;
    }
  }

  private async add(key: string, options: PooledContextOptions): Promise<Pooled> {
    const context = await this.newContext(options);
    const entry: Pooled = { key, context, tab: await newAppPage(context), taken: false };
    // A context the test closed leaves the pool.
    context.on('close', () => this.pooled.splice(this.pooled.indexOf(entry), 1));
    this.pooled.push(entry);
    return entry;
  }
}

/** Any address of the site, answered here with an empty page: somewhere to run script on its origin. */
const BLANK_PAGE = '/__e2e-blank__';

/** The page and context events tests listen to; their listeners are dropped between tests. */
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
const CONTEXT_EVENTS = [
  'console',
  'dialog',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
] as const;

/**
 * Gives the next test the context as new, but for its cache and its one tab: the other pages closed,
 * listeners, stubs and media emulation removed, no cookies, permissions, local or session storage.
 */
async function cleanContext(context: BrowserContext, tab: Page): Promise<void> {
  for (const page of context.pages()) if (page !== tab) await page.close();
  for (const event of PAGE_EVENTS) tab.removeAllListeners(event);
  for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
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
