import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { describe, it, onTestFailed } from 'vitest';

/** Debian's Chromium (apt package chromium); playwright-core never downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * `it` for a test, inside a `describe` per width, whose subject the layout does not change: a rule,
 * a message, a keyboard path, what a flow sends. Registered at 1280 px only; the 390 px describe
 * leaves it out (it is not counted as skipped). What the layout changes (menus, a table against a
 * list of cards, what must fit a phone, the chat panel) keeps plain `it` and runs at both widths.
 */
export function itAtOneWidth(viewport: ViewportName): typeof it {
  return viewport === 'desktop' ? it : notRegistered;
}
const notRegistered = (() => undefined) as unknown as typeof it;

/** `describe` for a group whose every test is of the kind `itAtOneWidth` registers at 1280 px only. */
export function describeAtOneWidth(viewport: ViewportName): typeof describe {
  return viewport === 'desktop' ? describe : (notRegistered as unknown as typeof describe);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Screenshots are for a person to look at, so a run takes them only when asked (E2E_SCREENSHOTS=1):
 * a full-page capture costs up to two seconds of CPU, and `make test` would take a hundred nobody
 * opens. The one of a failed test is always taken.
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1: a screenshot under web/e2e/screenshots/ (git-ignored), to look at by eye,
 * of the whole page (or of the window alone, `fullPage` false), or of one element.
 */
export async function screenshot(subject: Page | Locator, name: string, fullPage = true): Promise<void> {
  if (screenshotsWanted) await saveScreenshot(subject, name, fullPage);
}

async function saveScreenshot(subject: Page | Locator, name: string, fullPage: boolean): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const options = { path: `${screenshotDir}${name}.png`, animations: 'disabled' } as const;
  await ('goto' in subject ? subject.screenshot({ ...options, fullPage }) : subject.screenshot(options));
}

/**
 * Saves what `page` shows if the running test fails, as `failed-<test name>.png`: the state a
 * flow was stuck in is what its failure message cannot tell. Call it from inside a test.
 */
export function screenshotOnFailure(page: Page): void {
  onTestFailed(async ({ task }) => {
    const name = task.name.replace(/[^\w]+/g, '-').slice(0, 60);
    await saveScreenshot(page, `failed-${name}`, false).catch(() => undefined);
  });
}

/**
 * Waits until the island `name` of the page has started (`data-started`, set once React has taken
 * over its HTML). Its server-written HTML looks the same before: time moved on with page.clock
 * before then passes without the island's timers, and a click is only held for it.
 */
export async function islandStarted(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-started]`).waitFor({ state: 'attached' });
}

/**
 * A new page of `context` whose `goto` and `reload` resolve once React has taken over the page
 * (`html[data-hydrated]`, set by src/app/app.tsx). A pre-rendered page shows its buttons before its
 * scripts have run; a test must not click them before they respond. Pages of other sites (the
 * identity provider) have no #root and are not waited for.
 */
export async function newAppPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const appReady = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady();
    return response;
  };
  return page;
}
