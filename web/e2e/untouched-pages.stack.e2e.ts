/**
 * Every public page shows its content to a visitor who touches nothing: loaded in Chromium against
 * the whole product as `make dev` runs it (the gateway writes the news, blog and testimonial pages
 * with their items), left alone until the network is idle, and then no loading text remains
 * anywhere on it, above the fold or below.
 */
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, serverWrittenPages } from '../src/app/prerendered-paths';
import { STEP_TIMEOUT_MS, useDevStackAndBrowser } from './support/dev-stack-suite';

const suite = useDevStackAndBrowser();

/** What the public pages say while something loads ('Se încarcă noutățile...', 'Loading..'). */
const LOADING = /Se încarcă|Loading\.\./;

/** The newest item of a public list, as the facade answers it: its page's path. */
async function newestPath(list: 'news' | 'blog'): Promise<string | undefined> {
  const response = await fetch(`${suite.stack.siteUrl}/api/v0/${list}?page=1&limit=1`);
  expect(response.status, `GET /api/v0/${list}`).toBe(200);
  const [item] = ((await response.json()) as { data: Array<{ id: string; slug: string }> }).data;
  return item && `/${list}/${item.id}/${item.slug}`;
}

describe('a public page left alone', () => {
  it(
    'shows its content, with no loading text left once the network is idle',
    async () => {
      const lists = Object.keys(serverWrittenPages).filter((pattern) => !pattern.includes(':'));
      const items = await Promise.all([newestPath('news'), newestPath('blog')]);
      // The home page is both: pre-rendered, and written by the gateway with its sections.
      const routes = [
        ...new Set([...prerenderedPaths, ...lists, ...items.filter((path) => path !== undefined)]),
      ];
      const page = await suite.openPage('mobile');
      const stillLoading: string[] = [];
      for (const route of routes) {
        await page.goto(route, { waitUntil: 'networkidle', timeout: STEP_TIMEOUT_MS });
        const text = await page.locator('body').innerText();
        const line = text.split('\n').find((candidate) => LOADING.test(candidate));
        if (line !== undefined) stillLoading.push(`${route}: ${line.trim()}`);
      }
      expect(stillLoading).toEqual([]);
    },
    STEP_TIMEOUT_MS * 4,
  );
});

describe('the home page', () => {
  it('arrives with its testimonials and blog posts in its HTML, before any script runs', async () => {
    const api = async <T>(request: string) => {
      const response = await fetch(`${suite.stack.siteUrl}/api/v0${request}`);
      expect(response.status, request).toBe(200);
      return (await response.json()) as T;
    };
    const [testimonials, featured, latest] = await Promise.all([
      api<Array<{ client_name: string }>>('/testimonials/featured?limit=6'),
      api<Array<{ title: string }>>('/blog/featured?limit=3'),
      api<{ data: Array<{ title: string }> }>('/blog?page=1&limit=3'),
    ]);
    const post = (featured[0] ?? latest.data[0])?.title;
    expect(testimonials.length, 'the demo data has approved testimonials').toBeGreaterThan(0);
    expect(post, 'the demo data has a published post').toBeDefined();

    const response = await fetch(`${suite.stack.siteUrl}/`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain(testimonials[0]!.client_name);
    expect(html).toContain(post);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  });
  it('starts the testimonial carousel written into it once a visitor scrolls to it, and it then turns', async () => {
    const page = await suite.openPage('mobile');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle', timeout: STEP_TIMEOUT_MS });
    expect(scripts.filter((url) => url.includes('/testimonial-section-'))).toEqual([]);

    const carousel = page.locator('[data-island="home-testimonials"]');
    const chunk = page.waitForRequest((request) => request.url().includes('/testimonial-section-'));
    await carousel.getByRole('heading', { name: 'Ce spun clienții' }).scrollIntoViewIfNeeded();
    await chunk;
    const current = carousel.locator('[aria-current="true"]');
    const before = await current.getAttribute('aria-label');
    await carousel.getByRole('button', { name: 'Review-ul următor' }).click();
    await page.waitForFunction(
      (label) =>
        document
          .querySelector('[data-island="home-testimonials"] [aria-current="true"]')
          ?.getAttribute('aria-label') !== label,
      before,
    );
  });
});
