/**
 * The quality bar every public page meets, at 1280 and 390 px, in Chromium:
 *   - axe-core (the npm package, injected) finds no serious or critical violation;
 *   - the page sets its own document title and a meta description (more than 50 characters: enough
 *     to say what the page is) different from the home page's;
 *   - exactly one h1;
 *   - no horizontal scrolling (checked at both widths; 390 px is where it happens);
 *   - every img has alt, width and height, and is loaded when rendered;
 *   - the breadcrumb (Home plus each path segment capitalised) on every page but the home page;
 *   - no uncaught script error and no error in the console;
 *   - a pre-rendered page is adopted by React as it is: hydration keeps the built elements.
 * Each test lists every problem of its page at once, and with E2E_SCREENSHOTS=1 leaves a screenshot
 * of its page at its width (page-<path>-<width>.png). The news, blog and testimonial pages, which read
 * their content from the API, get it from stubbed answers (support/content-fixtures) and are checked
 * once it shows. Pages run a few at a time in one browser (a context per width, whose tabs go from
 * one audited page to the next).
 */
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPaths } from '../src/app/prerendered-paths';
import { paths } from '../src/lib/paths';
import { launchChromium, newAppPage, screenshot, type ViewportName, viewports } from './support/browser';
import { beginWithForm, botCheckSolved } from './support/bot-check';
import { articlePaths, blogPost, newsItem, stubContentApi, testimonial } from './support/content-fixtures';
import { axeViolations, horizontalOverflow, imageProblems } from './support/page-audit';
import { startSite, type Site } from './support/site';

/**
 * The pages whose content comes from the API, each with what it shows once that content has
 * arrived: they are audited as a visitor reads them, not in their loading state.
 */
const contentPages: Record<string, (page: Page, timeout: number) => Promise<void>> = {
  [paths.news]: (page, timeout) =>
    page.getByRole('main').getByRole('heading', { name: newsItem.title, exact: true }).waitFor({ timeout }),
  [articlePaths.news]: (page, timeout) =>
    page.getByRole('heading', { level: 1, name: newsItem.title }).waitFor({ timeout }),
  [paths.blog]: (page, timeout) =>
    page.getByRole('main').getByRole('link', { name: blogPost.title }).first().waitFor({ timeout }),
  [articlePaths.blog]: (page, timeout) =>
    page.getByRole('heading', { level: 1, name: blogPost.title }).waitFor({ timeout }),
  [paths.testimonials]: (page, timeout) =>
    page.getByRole('main').getByText(testimonial.client_name, { exact: true }).waitFor({ timeout }),
  [paths.addTestimonial]: async (page, timeout) => {
    await beginWithForm(page);
    await botCheckSolved(page, timeout);
  },
};

/**
 * Every public route: the pre-rendered pages in the order the site lists them, then the pages of
 * content from the API and the account screens, which the browser renders itself.
 */
const publicRoutes: string[] = [
  ...prerenderedPaths,
  ...Object.keys(contentPages),
  paths.login,
  paths.register,
  paths.forgotPassword,
];

const BREADCRUMB_LABEL = 'Traseu de navigare';
const MIN_DESCRIPTION_LENGTH = 50;
const FIRST_HEADING_TIMEOUT_MS = 15_000;
/** A content page's stubbed content, or its bot check's cheap challenge solved, after the h1. */
const CONTENT_TIMEOUT_MS = 15_000;
/** One page: load, images, axe. Generous, because several pages are audited at once. */
const PAGE_TEST_TIMEOUT_MS = 60_000;

let site: Site;
let browser: Browser;
/**
 * Tabs per width, which the audits of that width take turns in: the pages only read. A context that
 * has loaded the app's code once loads the next page at half the CPU, and a tab that navigates keeps
 * its renderer process, where a new tab starts one (about 0.6 against 1.7 CPU-seconds a page).
 */
let tabs: Record<ViewportName, TabPool>;
/** The home page's title and description: every other page must have its own. */
let home: { title: string; description: string };
/** Title and description seen on each route, to check that no two pages share them. */
const metaByRoute = new Map<string, { title: string; description: string }>();

const readMeta = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  }));

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  const poolAt = async (viewport: ViewportName) =>
    new TabPool(
      await browser.newContext({ viewport: viewports[viewport], baseURL: site.baseURL, locale: 'ro-RO' }),
    );
  tabs = { desktop: await poolAt('desktop'), mobile: await poolAt('mobile') };
  home = await tabs.desktop.use(async (page) => {
    await page.goto(paths.home);
    await page.locator('h1').first().waitFor();
    return readMeta(page);
  });
});

/** The tabs of one context, each used by one audit at a time, opened as more audits run at once. */
class TabPool {
  private readonly idle: Page[] = [];
  constructor(private readonly context: BrowserContext) {}

  async use<T>(audit: (page: Page) => Promise<T>): Promise<T> {
    const page = this.idle.pop() ?? (await this.open());
    try {
      return await audit(page);
    } finally {
      this.idle.push(page);
    }
  }

  /**
   * A tab that keeps, for every page it loads, the first h1 as built (see `adoptedAsBuilt`) and
   * gets the API's answers as an anonymous visitor of the stubbed content sees them.
   */
  private async open(): Promise<Page> {
    const page = await newAppPage(this.context);
    await page.addInitScript(keepBuiltHeading);
    // An anonymous visitor, as the gateway answers one (without it the profile call fails like a dead API).
    await page.route('**/api/v0/auth/profile', (r) =>
      r.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
    );
    await stubContentApi(page);
    return page;
  }
}

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * The breadcrumb of a public page: Home, then each segment of the path with its first letter in
 * upper case; an article (/news/{id}/{slug}, /blog/{id}/{slug}) shows its slug as words, not its id.
 */
function expectedBreadcrumb(route: string): string[] {
  const segments = route.split('/').filter(Boolean);
  const [list, , slug] = segments;
  const article = segments.length === 3 && [paths.news, paths.blog].some((p) => p === `/${list}`);
  const shown = article && slug ? [list!, slug.replace(/-+/g, ' ')] : segments;
  return ['Home', ...shown.map((s) => s.charAt(0).toLocaleUpperCase('ro-RO') + s.slice(1))];
}

/** "/automations/garage-door" → "automations-garage-door", "/" → "home": a file name per page. */
const shotName = (route: string, viewport: ViewportName) =>
  `page-${route === paths.home ? 'home' : route.slice(1).replaceAll('/', '-')}-${viewport}`;

/**
 * Keeps the first h1 as the HTML built it, before the app's scripts (deferred modules) have run,
 * so that `adoptedAsBuilt` can tell whether hydration kept the element or replaced it.
 */
const keepBuiltHeading = () =>
  document.addEventListener('DOMContentLoaded', () => {
    (window as { builtHeading?: Element | null }).builtHeading = document.querySelector('h1');
  });
const adoptedAsBuilt = (page: Page) =>
  page.evaluate(() => {
    const built = (window as { builtHeading?: Element | null }).builtHeading;
    return Boolean(built) && built === document.querySelector('h1');
  });

/** Everything wrong with one page at one width, as readable lines. */
function auditPage(route: string, viewport: ViewportName): Promise<string[]> {
  return tabs[viewport].use(async (page) => {
    const problems: string[] = [];
    const onError = (error: Error) => problems.push(`uncaught error: ${error.message}`);
    const onConsole = (message: ConsoleMessage) => {
      // A refused or missing API call is logged by the browser itself; that is not the page's fault.
      const text = message.text();
      if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
        problems.push(`console error: ${text}`);
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    try {
      return await auditLoadedPage(page, route, viewport, problems);
    } finally {
      page.off('pageerror', onError);
      page.off('console', onConsole);
    }
  });
}

/** The checks of `auditPage` on its tab: loads `route` and adds what is wrong to `problems`. */
async function auditLoadedPage(
  page: Page,
  route: string,
  viewport: ViewportName,
  problems: string[],
): Promise<string[]> {
  const checkAdoption = prerenderedPaths.includes(route);
  await page.goto(route);
  const heading = await page
    .locator('h1')
    .first()
    .waitFor({ timeout: FIRST_HEADING_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  if (!heading) return [...problems, `no h1 within ${FIRST_HEADING_TIMEOUT_MS / 1000} s`];
  const contentShown = contentPages[route];
  if (contentShown) {
    const shown = await contentShown(page, CONTENT_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    if (!shown) return [...problems, `its content did not show within ${CONTENT_TIMEOUT_MS / 1000} s`];
  }
  if (new URL(page.url()).pathname !== route) problems.push(`redirected to ${new URL(page.url()).pathname}`);

  if (checkAdoption && !(await adoptedAsBuilt(page)))
    problems.push('hydration replaced the pre-rendered page instead of adopting it');

  const h1Count = await page.locator('h1').count();
  if (h1Count !== 1) problems.push(`${h1Count} h1 elements (exactly one expected)`);

  problems.push(...(await imageProblems(page)));
  problems.push(...(await horizontalOverflow(page)));

  const breadcrumb = page.getByRole('navigation', { name: BREADCRUMB_LABEL });
  if (route === paths.home) {
    if ((await breadcrumb.count()) > 0) problems.push('the home page shows a breadcrumb');
  } else {
    const crumbs = (await breadcrumb.getByRole('listitem').allTextContents()).map((c) => c.trim());
    const expected = expectedBreadcrumb(route);
    if (crumbs.join(' › ') !== expected.join(' › '))
      problems.push(`breadcrumb "${crumbs.join(' › ')}" instead of "${expected.join(' › ')}"`);
  }

  problems.push(...(await axeViolations(page)));
  await screenshot(page, shotName(route, viewport));

  // Read last: pages set their meta in an effect after the first render.
  const meta = await readMeta(page);
  metaByRoute.set(route, meta);
  if (!meta.title.trim()) problems.push('empty document title');
  if (meta.description.trim().length <= MIN_DESCRIPTION_LENGTH)
    problems.push(`meta description of ${meta.description.trim().length} characters: "${meta.description}"`);
  if (route !== paths.home) {
    if (meta.title === home.title) problems.push(`document title is the home page's ("${meta.title}")`);
    if (meta.description === home.description) problems.push("meta description is the home page's");
  }
  return problems;
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe.concurrent(`every public page at ${viewports[viewport].width} px`, () => {
    for (const route of publicRoutes) {
      it(
        route,
        async ({ expect }) => {
          expect(await auditPage(route, viewport), `problems of ${route} at ${viewport} size`).toEqual([]);
        },
        PAGE_TEST_TIMEOUT_MS,
      );
    }
  });
}

describe('titles and descriptions across pages', () => {
  it('no two public pages share a document title or a meta description', () => {
    const shared = (key: 'title' | 'description') => {
      const byValue = new Map<string, string[]>();
      for (const [route, meta] of metaByRoute)
        byValue.set(meta[key], [...(byValue.get(meta[key]) ?? []), route]);
      return [...byValue.entries()]
        .filter(([, routes]) => routes.length > 1)
        .map(([value, routes]) => `${routes.join(', ')}: "${value}"`);
    };
    expect({ titles: shared('title'), descriptions: shared('description') }).toEqual({
      titles: [],
      descriptions: [],
    });
  });
});
