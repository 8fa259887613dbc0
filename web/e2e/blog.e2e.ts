/**
 * /blog and a post in Chromium at 1280 and 390 px, with the blog calls of the REST facade stubbed:
 * the tag filter, the pages in the address, the retry after a failure, the empty list, a post's
 * address replaced by its slug form, its content (typography, highlighted code, a wide table that
 * scrolls in place), the error of a missing post; axe-core on every state shown, and screenshots for
 * review. Pictures are served from a stubbed image host.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  itAtOneWidth,
  screenshot,
  screenshotOnFailure,
  type ViewportName,
  viewports,
} from './support/browser';
import { axeViolations, horizontalOverflow, imageProblems } from './support/page-audit';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

const SETTLE_MS = 5_000;

const IMAGE_HOST = 'https://images.example.com';
const picture = readFileSync(new URL('../src/features/blog/assets/blog-share.jpg', import.meta.url));

const tags = [
  { name: 'Home Assistant', count: 14 },
  { name: 'Zigbee', count: 9 },
  { name: 'Automatizări', count: 8 },
  { name: 'Iluminat', count: 6 },
  { name: 'Senzori', count: 5 },
  { name: 'Raspberry Pi', count: 4 },
  { name: 'Securitate', count: 3 },
  { name: 'Energie', count: 2 },
  { name: 'Irigații', count: 2 },
  { name: 'ESPHome', count: 1 },
];

const titles = [
  'Cum alegi un senzor de mișcare Zigbee pentru fiecare cameră',
  'Home Assistant pe Raspberry Pi: ce card de memorie să cumperi',
  'Lumini care se aprind singure seara, fără cloud',
  'Irigații automate după umiditatea solului',
  'Monitorizarea panourilor solare în Home Assistant',
  'Poarta garajului: notificare după 5 minute deschisă',
];

interface PostFields {
  id: string;
  title: string;
  slug: string;
  description: string;
  excerpt: string;
  reading_time: number;
  tags: string[];
  featured: boolean;
  published_date: string | null;
  scheduled: boolean;
  image_url: string | null;
  share_image_url: string | null;
  created_at: string;
  updated_at: string;
}

const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const postContent = `
<p>Un senzor de mișcare bun aprinde lumina <strong>înainte</strong> să ajungi la întrerupător. Mai jos găsești ce contează, cu un exemplu de automatizare și <a href="https://www.home-assistant.io/">documentația Home Assistant</a>.</p>
<h2>Ce contează la un senzor</h2>
<ul><li>Autonomia bateriei, de obicei 1-2 ani</li><li>Unghiul de detecție</li><li>Timpul de revenire după o detecție</li></ul>
<blockquote><p>Un senzor pus greșit aprinde lumina când trece pisica, nu când intri tu.</p></blockquote>
<h3>Un exemplu de automatizare</h3>
<p>Regula de mai jos pornește lumina pe hol doar după apus, apelată din <code>automations.yaml</code>:</p>
<pre><code class="language-python">def porneste_lumina(miscare: bool, dupa_apus: bool) -> bool:
    # pornește doar seara
    return miscare and dupa_apus
</code></pre>
<pre><code class="language-javascript">const prag = 30; // secunde fără mișcare
export function stinge(ultimaMiscare) {
  return Date.now() - ultimaMiscare > prag * 1000;
}
</code></pre>
<pre><code class="language-markup">&lt;button class="lumina" aria-pressed="false"&gt;Hol&lt;/button&gt;</code></pre>
<h2>Comparație rapidă</h2>
<table><thead><tr><th>Senzor</th><th>Protocol</th><th>Baterie</th><th>Unghi de detecție</th><th>Preț orientativ</th></tr></thead>
<tbody><tr><td>Sonoff SNZB-03</td><td>Zigbee</td><td>CR2450</td><td>110°</td><td>75 lei</td></tr>
<tr><td>Aqara P1</td><td>Zigbee</td><td>2 × CR2450</td><td>170°</td><td>93 lei</td></tr></tbody></table>
<figure><img src="${IMAGE_HOST}/hol.jpg" alt="Senzor montat pe hol" width="1200" height="630"><figcaption>Senzorul montat la 2 m înălțime, în colțul holului.</figcaption></figure>
<ol><li>Montează senzorul</li><li>Adaugă-l în Home Assistant</li><li>Scrie automatizarea</li></ol>`;

function makePost(index: number, overrides: Partial<PostFields> = {}): PostFields {
  const title = titles[index % titles.length]!;
  return {
    id: `66a0${String(index).padStart(20, '0')}`,
    title,
    slug: slugOf(title),
    description: '<p>Text</p>',
    excerpt:
      'Un senzor de mișcare bun aprinde lumina înainte să ajungi la întrerupător. Mai jos găsești ce contează la alegere, unde îl montezi și cum scrii automatizarea în Home Assistant pas cu pas...',
    reading_time: 3 + (index % 4),
    tags: [tags[index % tags.length]!.name, tags[(index + 1) % tags.length]!.name],
    featured: false,
    published_date: new Date(Date.UTC(2026, 2, 20 - index, 9)).toISOString(),
    scheduled: false,
    image_url: index % 3 === 2 ? null : `${IMAGE_HOST}/post-${index}.jpg`,
    share_image_url: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-03-20T10:00:00.000Z',
    ...overrides,
  };
}

const article = makePost(0, { description: postContent, tags: ['Zigbee', 'Senzori', 'Shelly'] });

interface BlogApi {
  /** The query of every GET /blog list call, in order. */
  listQueries: URLSearchParams[];
  postCalls: number;
}

interface BlogApiOptions {
  /** How GET /blog answers: posts (18 of them, 3 pages), none, a 500 until `recover()`, or never. */
  list?: 'posts' | 'empty' | 'fail' | 'hang';
  tags?: 'ok' | 'fail';
  post?: 'ok' | 'missing';
  /** The post GET /blog/{id} answers with (at the article's id). */
  article?: PostFields;
}

async function openBlog(
  viewport: ViewportName,
  options: BlogApiOptions = {},
): Promise<{ context: BrowserContext; page: Page; api: BlogApi; recover: () => void }> {
  const { context, page } = await suite.openPage(viewport);
  const api: BlogApi = { listQueries: [], postCalls: 0 };
  let list = options.list ?? 'posts';
  const fulfillJson = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await context.route('**/api/v0/blog**', (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api\/v0/, '');
    if (path === '/blog/tags')
      return options.tags === 'fail'
        ? fulfillJson(route, 500, { message: 'Internal server error', errorId: 'e2e' })
        : fulfillJson(route, 200, tags);
    if (path === '/blog') {
      api.listQueries.push(url.searchParams);
      if (list === 'hang') return undefined; // never answered
      if (list === 'fail')
        return fulfillJson(route, 500, { message: 'Internal server error', errorId: 'e2e' });
      if (list === 'empty') return fulfillJson(route, 200, { data: [], totalPages: 0 });
      const page = Number(url.searchParams.get('page') ?? '1');
      const tag = url.searchParams.get('tag');
      const all = Array.from({ length: tag ? 4 : 18 }, (_, index) => makePost(index));
      const data = all.slice((page - 1) * 6, page * 6).map((post) => (tag ? { ...post, tags: [tag] } : post));
      return fulfillJson(route, 200, { data, totalPages: Math.ceil(all.length / 6) });
    }
    if (path === `/blog/${article.id}`) {
      api.postCalls += 1;
      return options.post === 'missing'
        ? fulfillJson(route, 404, { message: 'Blog post not found' })
        : fulfillJson(route, 200, options.article ?? article);
    }
    return fulfillJson(route, 404, { message: 'Not found' });
  });
  await context.route(`${IMAGE_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: picture }),
  );
  screenshotOnFailure(page);
  return { context, page, api, recover: () => (list = 'posts') };
}

const postsRegion = (page: Page) => page.getByRole('region', { name: /^Articole/ });
const tagFilter = (page: Page) => page.getByRole('region', { name: 'Teme populare' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Paginile articolelor' });

async function expectCleanPage(page: Page) {
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`blog at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it('lists 6 posts as cards under the top 10 tags, with the pages below', async () => {
      const { page, api } = await openBlog(viewport);
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await expect.poll(() => postsRegion(page).getByRole('article').count(), { timeout: SETTLE_MS }).toBe(6);
      expect(await page.title()).toBe('Blog – SmartHome Iași');
      expect(await tagFilter(page).getByRole('button').count()).toBe(11);
      expect(await tagFilter(page).getByRole('button', { name: 'Zigbee, 9 articole' }).isVisible()).toBe(
        true,
      );

      const first = postsRegion(page).getByRole('article').first();
      expect(await first.getByRole('link', { name: titles[0] }).getAttribute('href')).toBe(
        `/blog/${article.id}/${article.slug}`,
      );
      expect(await first.getByText('20 martie 2026').isVisible()).toBe(true);
      expect(await first.getByText('3 min de citit').isVisible()).toBe(true);

      const pages = pagination(page);
      expect(await pages.getByRole('link', { name: 'Pagina 1' }).getAttribute('aria-current')).toBe('page');
      expect(await pages.getByRole('link', { name: 'Pagina 3' }).isVisible()).toBe(true);
      expect(api.listQueries[0]?.toString()).toBe('page=1&limit=6');

      expect(await imageProblems(page)).toEqual([]);
      await expectCleanPage(page);
      await screenshot(page, `blog-${viewport}`);
      await screenshot(page, `blog-${viewport}-first-screen`, false);
      await postsRegion(page)
        .getByRole('heading', { level: 2 })
        .evaluate((heading) => heading.scrollIntoView());
      await screenshot(page, `blog-${viewport}-posts`, false);
      await pages.evaluate((nav) => nav.scrollIntoView({ block: 'center' }));
      await screenshot(page, `blog-${viewport}-pagination`, false);
    });

    itAtOneWidth(viewport)('filters by the tag pressed, keeps it in the address and clears it', async () => {
      const { page, api } = await openBlog(viewport);
      await page.goto('/blog');
      const zigbee = tagFilter(page).getByRole('button', { name: 'Zigbee, 9 articole' });
      await zigbee.click();
      await expect.poll(() => new URL(page.url()).search, { timeout: SETTLE_MS }).toBe('?tag=Zigbee');
      await expect.poll(() => zigbee.getAttribute('aria-pressed'), { timeout: SETTLE_MS }).toBe('true');
      await page.getByRole('heading', { level: 2, name: 'Articole despre „Zigbee”' }).waitFor();
      await expect.poll(() => api.listQueries.at(-1)?.get('tag'), { timeout: SETTLE_MS }).toBe('Zigbee');
      // 4 posts of that tag: one page, no page links.
      await expect.poll(() => postsRegion(page).getByRole('article').count(), { timeout: SETTLE_MS }).toBe(4);
      expect(await pagination(page).count()).toBe(0);
      await expectCleanPage(page);
      await screenshot(page, `blog-${viewport}-tag`, false);

      await page.getByRole('link', { name: 'Șterge filtrul' }).click();
      await expect.poll(() => new URL(page.url()).search, { timeout: SETTLE_MS }).toBe('');
      await expect
        .poll(
          () =>
            tagFilter(page).getByRole('button', { name: 'Toate articolele' }).getAttribute('aria-pressed'),
          {
            timeout: SETTLE_MS,
          },
        )
        .toBe('true');
    });

    itAtOneWidth(viewport)(
      'moves between pages by number, Următor and the back button, the page in the address',
      async () => {
        const { page } = await openBlog(viewport);
        await page.goto('/blog');
        await pagination(page).getByRole('link', { name: 'Următor' }).click();
        await expect.poll(() => new URL(page.url()).search, { timeout: SETTLE_MS }).toBe('?page=2');
        await expect
          .poll(() => pagination(page).getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current'), {
            timeout: SETTLE_MS,
          })
          .toBe('page');
        // The new posts are in view and their heading has the focus.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: SETTLE_MS })
          .toBe('blog-posts-title');
        expect(await page.getByRole('heading', { level: 2, name: 'Articole recente' }).isVisible()).toBe(
          true,
        );
        await screenshot(page, `blog-${viewport}-page-2`, false);

        await pagination(page).getByRole('link', { name: 'Pagina 3' }).click();
        await expect.poll(() => new URL(page.url()).search, { timeout: SETTLE_MS }).toBe('?page=3');
        expect(await pagination(page).locator('[aria-disabled="true"]').textContent()).toBe('Următor');
        expect(await pagination(page).getByRole('link', { name: 'Următor' }).count()).toBe(0);
        await page.goBack();
        await expect.poll(() => new URL(page.url()).search, { timeout: SETTLE_MS }).toBe('?page=2');
        await page.reload();
        await expect
          .poll(() => pagination(page).getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current'), {
            timeout: SETTLE_MS,
          })
          .toBe('page');
      },
    );

    itAtOneWidth(viewport)(
      "shows 'Failed to load blog posts' and loads them on retry; a tag failure only hides the tags",
      async () => {
        const { page, recover } = await openBlog(viewport, { list: 'fail', tags: 'fail' });
        await page.goto('/blog');
        await page.getByRole('alert').filter({ hasText: 'Failed to load blog posts' }).waitFor();
        expect(await tagFilter(page).count()).toBe(0);
        await expectCleanPage(page);
        await screenshot(page, `blog-${viewport}-error`, false);
        recover();
        await page.getByRole('button', { name: 'Încearcă din nou' }).click();
        await expect
          .poll(() => postsRegion(page).getByRole('article').count(), { timeout: SETTLE_MS })
          .toBe(6);
        expect(await page.getByRole('alert').count()).toBe(0);
      },
    );

    itAtOneWidth(viewport)('shows the shape of the posts while they load', async () => {
      const { page } = await openBlog(viewport, { list: 'hang' });
      await page.goto('/blog');
      await page
        .getByRole('status')
        .filter({ hasText: 'Se încarcă articolele...' })
        .waitFor({ state: 'attached' });
      expect(await postsRegion(page).getAttribute('aria-busy')).toBe('true');
      await expectCleanPage(page);
      await postsRegion(page).evaluate((region) => region.scrollIntoView());
      await screenshot(page, `blog-${viewport}-loading`, false);
    });

    itAtOneWidth(viewport)('says so when there are no posts', async () => {
      const { page } = await openBlog(viewport, { list: 'empty' });
      await page.goto('/blog');
      const empty = page.getByRole('heading', { name: 'Niciun articol deocamdată' });
      await empty.waitFor();
      await expectCleanPage(page);
      await empty.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
      await screenshot(page, `blog-${viewport}-empty`, false);
    });

    it('opens a post at its slug address, with its tags, picture, typography and highlighted code', async () => {
      const { page, api } = await openBlog(viewport);
      await page.goto(`/blog/${article.id}`);
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: SETTLE_MS })
        .toBe(`/blog/${article.id}/${article.slug}`);
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      expect(await page.title()).toBe(article.title);
      expect(api.postCalls).toBe(1);

      const tagList = page.getByRole('list', { name: 'Etichete' });
      expect(await tagList.getByRole('link', { name: 'Zigbee, 9 articole' }).getAttribute('href')).toBe(
        '/blog?tag=Zigbee',
      );
      expect(await tagList.getByRole('link', { name: 'Shelly' }).isVisible()).toBe(true);
      expect(await page.getByText('20 martie 2026').isVisible()).toBe(true);

      // Highlighted once the highlighter has loaded: keywords in their own colour.
      const keyword = page.locator('pre code.language-python .hljs-keyword').first();
      await keyword.waitFor();
      const colours = await keyword.evaluate((element) => [
        getComputedStyle(element).color,
        getComputedStyle(element.closest('pre')!).color,
      ]);
      expect(colours[0]).not.toBe(colours[1]);
      expect(await page.locator('pre code.language-markup .hljs-tag').count()).toBeGreaterThan(0);

      // Its sections beside it on a wide screen; a phone reads the post alone.
      const outline = page.getByRole('navigation', { name: 'În acest articol' });
      expect(await outline.isVisible()).toBe(viewport === 'desktop');
      if (viewport === 'desktop') {
        await outline.getByRole('link', { name: 'Comparație rapidă' }).click();
        await expect
          .poll(() => page.getByRole('table').evaluate((table) => table.getBoundingClientRect().top), {
            timeout: SETTLE_MS,
          })
          .toBeLessThan(viewports.desktop.height / 2);
      }

      // A wide table scrolls inside the post on a phone; the page itself never does.
      expect(await page.getByRole('table').isVisible()).toBe(true);
      expect(await imageProblems(page)).toEqual([]);
      await expectCleanPage(page);
      await screenshot(page, `blog-post-${viewport}`);
      await screenshot(page, `blog-post-${viewport}-first-screen`, false);
      for (const part of ['blockquote', 'pre', 'table'] as const) {
        await page
          .locator(`article ${part}`)
          .first()
          .evaluate((element) => element.scrollIntoView());
        await screenshot(page, `blog-post-${viewport}-${part}`, false);
      }

      await page.getByRole('link', { name: 'Zigbee, 9 articole' }).click();
      await expect.poll(() => new URL(page.url()).search, { timeout: SETTLE_MS }).toBe('?tag=Zigbee');
      await page.getByRole('heading', { level: 2, name: 'Articole despre „Zigbee”' }).waitFor();
    });

    it('wraps a title and a tag written as one long word, not the page', async () => {
      const word = 'Supercalifragilisticexpialidocious'.repeat(4);
      const long = makePost(0, { title: `Despre ${word}`, slug: 'despre', tags: [word, 'Zigbee'] });
      const { page } = await openBlog(viewport, { article: { ...long, id: article.id } });
      await page.goto(`/blog/${article.id}/despre`);
      await page.getByRole('heading', { level: 1, name: long.title }).waitFor();
      await page.getByRole('list', { name: 'Etichete' }).getByRole('link', { name: word }).waitFor();
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `blog-post-${viewport}-long-words`, false);
    });

    itAtOneWidth(viewport)('says a missing post cannot be shown, with a link back to the blog', async () => {
      const { page } = await openBlog(viewport, { post: 'missing' });
      await page.goto(`/blog/${article.id}/${article.slug}`);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Failed to load the blog post. It may have been removed or is unavailable.' })
        .waitFor();
      await expectCleanPage(page);
      await screenshot(page, `blog-post-${viewport}-missing`, false);
      await page.getByRole('link', { name: 'Înapoi la blog' }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    });
  });
}
