// @vitest-environment node
// The server renderer runs where the gateway runs: in Node, without a DOM.
import type { PageRenderer } from '@smarthome/service-kit/contracts/page-data';
import { describe, expect, it } from 'vitest';
import { samplePost, sampleTags } from '@/features/blog/testing/sample-posts';
import { featuredAnswer } from '@/features/testimonial-carousel/testimonial-test-data';
import { peekInitialAnswer } from './initial-content';
import { isPagePath, renderPage } from './render-page';

const post = samplePost();
const POST_PATH = `/blog/${post.id}/${post.slug}`;

describe('the server renderer of the content pages', () => {
  it("renders a post from the answers the page carries, as the browser's first render shows it", async () => {
    const { html } = await renderPage(POST_PATH, [
      { request: `/blog/${post.id}`, data: post },
      { request: '/blog/tags', data: sampleTags },
    ]);
    expect(html).toContain(post.title);
    expect(html).toContain('14 martie 2026');
    expect(html).toContain('4 min de citit');
    // The post's HTML as the page adjusts it (parsed without a browser): its h2 gets an outline id.
    expect(html).toContain('<h2 id="post-ce-conteaza">Ce contează</h2>');
    expect(html).toMatch(/<pre tabindex="0"><code class="language-python">/);
    expect(html).toContain('Zigbee, 4 articole');
    // Tags whose addresses only the browser knows are left to it.
    expect(html).not.toContain('og:title');
  });

  it('keeps the answers for the one render they were given to', async () => {
    await renderPage(POST_PATH, [{ request: `/blog/${post.id}`, data: post }]);
    expect(peekInitialAnswer({ path: `/blog/${post.id}` })).toBeUndefined();
    const { html } = await renderPage(POST_PATH);
    expect(html).not.toContain(post.title);
  });

  it('renders the blog list with its first page and tag counts', async () => {
    const { html } = await renderPage('/blog', [
      { request: '/blog?limit=6&page=1', data: { data: [post], totalPages: 1 } },
      { request: '/blog/tags', data: sampleTags },
    ]);
    expect(html).toContain(post.title);
    expect(html).toContain('Home Assistant');
  });

  it('renders the news list with its first page and its tag filter, no loading text left', async () => {
    const item = {
      id: '7',
      title: 'Program de sărbători',
      slug: 'program-de-sarbatori',
      description: 'Închis pe 25 decembrie.',
      tags: ['program'],
      created_at: '2026-12-01T10:00:00.000Z',
      updated_at: '2026-12-01T10:00:00.000Z',
    };
    const { html } = await renderPage('/news', [
      { request: '/news?page=1&limit=12', data: { data: [item], pages: 1 } },
      { request: '/news/tags', data: [{ name: 'program', count: 1 }] },
    ]);
    expect(html).toContain('Program de sărbători');
    expect(html).toContain('/news/7/program-de-sarbatori');
    expect(html).not.toContain('Se încarcă');
  });

  it("renders the home page's carousel and blog preview from its answers, no loading line left", async () => {
    const { html } = await renderPage('/', [
      { request: '/testimonials/featured?limit=6', data: featuredAnswer(2) },
      { request: '/blog/featured?limit=3', data: [] },
      { request: '/blog?page=1&limit=3', data: { data: [post], totalPages: 1 } },
      { request: '/blog/tags', data: sampleTags },
    ]);
    expect(html).toContain('Mărturia numărul 1, despre instalare.');
    expect(html).toContain(post.title);
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('Se încarcă');
    // Written with what they show, the two sections start once scrolled to…
    expect(html).toContain('data-island="home-testimonials" data-hydrate-on="visible"');
    expect(html).toContain('data-island="home-blog-preview" data-hydrate-on="visible"');
  });

  it('starts the home sections at once on the pre-rendered page, where they read themselves', async () => {
    const { html } = await renderPage('/');
    expect(html).toContain('data-island="home-testimonials" data-hydrate-on="load"');
    expect(html).toContain('data-island="home-blog-preview" data-hydrate-on="load"');
  });

  it('writes the privacy notice of /terms into the page, its anchor and the links to it with it', async () => {
    const { html } = await renderPage('/terms');
    expect(html).toContain('<section id="confidentialitate" aria-labelledby="confidentialitate-title">');
    expect(html).toContain('4. Confidențialitate: datele tale');
    expect(html).toContain('Evidența se șterge automat după 90 de zile.');
    expect(html).toContain('<a href="#confidentialitate">Confidențialitate: datele tale</a>');
    // The footer's link, which a page without JavaScript follows as it is.
    expect(html).toMatch(/<a href="\/terms#confidentialitate"[^>]*>Confidențialitate<\/a>/);
  });

  it('is, as the build bundles it, the renderer the gateway loads (tsc checks its type)', async () => {
    const entry: PageRenderer = await import('@/entry-server');
    expect(entry.renderPage).toBe(renderPage);
  });
});

describe('which paths are pages', () => {
  it.each([
    '/',
    '/faq',
    '/packages/basic',
    '/automations/lights',
    '/news/3',
    '/news/3/lumini-pe-hol',
    '/blog/abc',
    '/testimonials/add',
    '/dashboard',
    '/dashboard/installations/5/edit',
    '/faq/',
  ])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each(['/nonexistent', '/packages/gold', '/automations/xyz', '/dashboard/nowhere', '/blog/1/2/3'])(
    '%s is not: the app would send it to /',
    (path) => {
      expect(isPagePath(path)).toBe(false);
    },
  );
});
