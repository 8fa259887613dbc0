/**
 * What crawlers, link previews and feed readers get without running JavaScript: robots.txt, the
 * sitemap, the RSS feeds and the content pages with their share metadata, structured data and
 * content — from the real content service behind the gateway, with a built web app's shell.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayForContent, gatewayWithoutSubgraphs, htmlUrls, rssItems, tempDir } from './helpers.js';

const SHELL =
  '<!doctype html><html lang="ro"><head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>SmartHome Iași</title></head><body><div id="root"></div></body></html>';
const BASE = 'https://smarthome-iasi.example';
const DAY = 86_400_000;

let infra: TestInfra;
let content: FastifyInstance;
let gateway: FastifyInstance;
let db: Connection;
let dist: { dir: string; remove: () => Promise<void> };
/** A second gateway, over a build with a server renderer and the page template. */
let rendering: FastifyInstance;
let renderingDist: { dir: string; remove: () => Promise<void> };
let admin: string;
const ids: Record<'post' | 'scheduled' | 'hostile' | 'news', string> = {} as never;

async function create(url: string, body: unknown): Promise<{ id: string }> {
  const response = await gateway.inject({
    method: 'POST',
    url: `/api/v0${url}`,
    headers: { authorization: admin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The build's template of the pages the gateway renders: the islands' runtime, not the app's script. */
const PAGE_SHELL = SHELL.replace(
  '</head>',
  '<script type="module" crossorigin src="/assets/islands-1.js"></script></head>',
);
/** The build's pre-rendered home page: its own title and description, its sections still to read. */
const HOME = SHELL.replace('<title>SmartHome Iași</title>', '<title>SmartHome Iași &amp; Co</title>')
  .replace('content="Default"', 'content="Case inteligente locale, fără cloud."')
  .replace('<div id="root"></div>', '<div id="root" data-prerendered="/"><main>Se încarcă</main></div>');

/**
 * A stand-in for the web build's server renderer: the path and the requests of the answers it was
 * given, so the tests see what it was asked; a post titled "Broken …" makes it fail.
 */
const RENDERER = `export async function renderPage(path, answers) {
  if (path.includes('/broken')) throw new Error('the page cannot be rendered');
  return { html: '<main data-path="' + path + '">' + answers.map((a) => a.request).join(' ') + '</main>' };
}
export function isPagePath(path) {
  return !path.startsWith('/nowhere');
}`;

/** The web build's head links of the pages the gateway writes (their modules' stylesheets). */
const PAGE_LINKS = {
  '/blog/:id/:slug': '<link rel="stylesheet" crossorigin href="/assets/styles-1.css">',
  '/testimonials': '<link rel="stylesheet" crossorigin href="/assets/testimonials-page-1.css">',
};

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_site' });
  content = await buildContent(loadServiceConfig(infra.env), { relay: false });
  await content.listen({ port: 0, host: '127.0.0.1' });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  dist = await tempDir('site-dist');
  await mkdir(path.join(dist.dir, 'packages'));
  await writeFile(path.join(dist.dir, 'app-shell.html'), SHELL);
  await writeFile(path.join(dist.dir, 'index.html'), SHELL);
  await writeFile(path.join(dist.dir, 'packages', 'basic.html'), SHELL);
  await writeFile(path.join(dist.dir, 'login.html'), SHELL);
  await writeFile(path.join(dist.dir, 'page-links.json'), JSON.stringify(PAGE_LINKS));
  gateway = await gatewayForContent(content, {
    WEB_DIST_DIR: dist.dir,
    PUBLIC_BASE_URL: `${BASE}/`,
  });
  renderingDist = await tempDir('site-dist-rendering');
  await writeFile(path.join(renderingDist.dir, 'app-shell.html'), SHELL);
  await writeFile(path.join(renderingDist.dir, 'index.html'), HOME);
  await writeFile(path.join(renderingDist.dir, 'page-shell.html'), PAGE_SHELL);
  await mkdir(path.join(renderingDist.dir, '.server'));
  await writeFile(path.join(renderingDist.dir, '.server', 'entry-server.js'), RENDERER);
  rendering = await gatewayForContent(content, {
    WEB_DIST_DIR: renderingDist.dir,
    PUBLIC_BASE_URL: `${BASE}/`,
  });
  admin = `Bearer ${await infra.jwks.sign({ sub: 'admin-1', email: 'admin@example.ro', role: 'admin' })}`;

  ids.post = (
    await create('/blog', {
      title: 'Lumina pe hol la mișcare',
      description: `<h2>Pași</h2><p>${'Un senzor Zigbee aprinde lumina doar noaptea. '.repeat(8)}</p><pre><code class="language-javascript">on()</code></pre>`,
      tags: ['zigbee', 'automatizări'],
      image_url: 'https://cdn.example/hol.jpg',
      published_date: new Date(Date.now() - DAY).toISOString(),
    })
  ).id;
  ids.scheduled = (
    await create('/blog', {
      title: 'Articol programat',
      description: '<p>Încă nu.</p>',
      published_date: new Date(Date.now() + 30 * DAY).toISOString(),
    })
  ).id;
  ids.hostile = (
    await create('/blog', {
      title: 'Titlu </script><script>alert(1)</script> $& "citat"',
      description: '<p>Conținut <img src="/api/v0/images/0123456789abcdef01234567" alt="x"></p>',
    })
  ).id;
  ids.news = (
    await create('/news', {
      title: 'Program de vară',
      description: 'Instalări și sâmbăta.\nProgramări din pagina de contact.',
      tags: ['anunț'],
    })
  ).id;
  await db.collection('testimonials').insertMany([
    {
      clientName: 'Ana Pop',
      content: 'Totul merge local, perfect.',
      rating: 5,
      isApproved: true,
      createdAt: new Date(),
    },
    {
      clientName: 'Ion Rusu',
      content: 'Foarte mulțumit de instalare.',
      rating: 4,
      isApproved: true,
      createdAt: new Date(),
    },
    {
      clientName: 'În așteptare',
      content: 'Nu apare încă.',
      rating: 1,
      isApproved: false,
      createdAt: new Date(),
    },
  ]);
});

afterAll(async () => {
  await rendering?.close();
  await renderingDist?.remove();
  await gateway?.close();
  await content?.close();
  await db?.close();
  await infra?.stop();
  await dist?.remove();
});

/** What curl and link-preview bots send. */
const get = (url: string, accept = '*/*') => gateway.inject({ url, headers: { accept } });

function headOf(html: string) {
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
    titles: html.match(/<title>/g)?.length ?? 0,
  };
}

describe('robots.txt and the sitemap', () => {
  it('allows the public site, not the dashboard or the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /dashboard');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists the static pages, the lists, and every published post and news item with lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/packages/basic`,
        `${BASE}/blog`,
        `${BASE}/news`,
        `${BASE}/testimonials`,
        `${BASE}/blog/${ids.post}/lumina-pe-hol-la-miscare`,
        `${BASE}/news/${ids.news}/program-de-vara`,
      ]),
    );
    expect(locs).not.toContain(`${BASE}/login`);
    expect(response.body).not.toContain(ids.scheduled);
    expect(response.body).toMatch(
      new RegExp(`<loc>${BASE}/blog/${ids.post}/[^<]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
  });
});

describe('the feeds', () => {
  it('has the published posts in /blog/rss.xml, never a scheduled one', async () => {
    const response = await get('/blog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(response.body).toContain('<rss version="2.0"');
    expect(response.body).toContain(`<link>${BASE}/blog/${ids.post}/lumina-pe-hol-la-miscare</link>`);
    expect(response.body).toContain('<category>zigbee</category>');
    expect(response.body).not.toContain('Articol programat');
  });

  it('has the news in /news/rss.xml', async () => {
    const response = await get('/news/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title><![CDATA[Program de vară]]></title>');
    expect(response.body).toContain(`${BASE}/news/${ids.news}/program-de-vara`);
  });
});

describe('a feed of posts whose text holds relative and odd URLs', () => {
  /** A gateway on the same content whose base has a port, as in development. */
  let local: FastifyInstance;
  const LOCAL = 'http://localhost:4000';
  const IMAGE = '/api/v0/images/0123456789abcdef01234567';
  let id: string;

  beforeAll(async () => {
    // Its first image, `x`, is its share image.
    const text = `<p>Text <img src="x"> <img src="${IMAGE}" alt="încărcată"> <a href="ghid/pasul-2">relativ</a></p>`;
    ({ id } = await create('/blog', { title: 'Adrese ciudate', description: text }));
    // What the editor's sanitiser keeps out may still be stored from before it: written directly.
    await db
      .collection('blog_posts')
      .updateOne(
        { title: 'Adrese ciudate' },
        { $set: { description: `${text}<p><a href="javascript:alert(1)">rău</a></p>` } },
      );
    local = await gatewayForContent(content, { PUBLIC_BASE_URL: `${LOCAL}/` });
  });

  afterAll(async () => {
    await local?.close();
  });

  it('is well-formed XML with every URL absolute, the unusable ones left out', async () => {
    const response = await local.inject({ url: '/blog/rss.xml' });
    expect(response.statusCode).toBe(200);
    const items = rssItems(response.body);
    const item = items.find((entry) => entry.link === `${LOCAL}/blog/${id}/adrese-ciudate`)!;
    expect(htmlUrls(item.content!)).toEqual([`${LOCAL}/x`, `${LOCAL}${IMAGE}`, `${LOCAL}/ghid/pasul-2`]);
    expect(item.content).toContain('<a>rău</a>');
    expect(item.content).not.toContain('javascript:');
    // The other posts are there too, their enclosures absolute with their media type.
    expect(items.find((entry) => entry.link.includes(ids.post))?.enclosure).toMatchObject({
      url: 'https://cdn.example/hol.jpg',
      type: 'image/jpeg',
    });
    expect(items.find((entry) => entry.link.includes(ids.hostile))?.enclosure).toMatchObject({
      url: `${LOCAL}${IMAGE}`,
      type: 'image/webp',
    });
    for (const entry of items) {
      for (const url of [entry.link, ...htmlUrls(entry.content ?? '')]) expect(url).toMatch(/^https?:\/\//);
    }
  });

  it("gives the post's page an absolute share image too", async () => {
    const response = await get(`/blog/${id}/adrese-ciudate`);
    expect(headOf(response.body).og('image')).toBe(`${BASE}/x`);
  });

  it('is well-formed XML on the news feed too', async () => {
    const response = await local.inject({ url: '/news/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(rssItems(response.body).map((entry) => entry.link)).toContain(
      `${LOCAL}/news/${ids.news}/program-de-vara`,
    );
  });
});

describe('a post page without JavaScript', () => {
  it('carries its title, description, canonical address, share card, JSON-LD and content', async () => {
    const response = await get(`/blog/${ids.post}/lumina-pe-hol-la-miscare`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const head = headOf(response.body);
    expect(head.titles).toBe(1);
    expect(head.title).toBe('Lumina pe hol la mișcare');
    expect(head.description!.length).toBe(160);
    expect(head.description!.endsWith('...')).toBe(true);
    expect(head.canonical).toBe(`${BASE}/blog/${ids.post}/lumina-pe-hol-la-miscare`);
    expect(head.og('type')).toBe('article');
    expect(head.og('image')).toBe('https://cdn.example/hol.jpg');
    expect(head.og('image:width')).toBe('1200');
    expect(head.og('image:height')).toBe('630');
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Lumina pe hol la mișcare',
      image: ['https://cdn.example/hol.jpg'],
      mainEntityOfPage: head.canonical,
    });
    expect(response.body).toContain('<h1>Lumina pe hol la mișcare</h1>');
    expect(response.body).toContain('<code class="language-javascript">on()</code>');
  });

  it('redirects an address without the slug, or with an old one, to the canonical one', async () => {
    for (const url of [`/blog/${ids.post}`, `/blog/${ids.post}/titlu-vechi`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(`/blog/${ids.post}/lumina-pe-hol-la-miscare`);
    }
  });

  it('answers an unknown or scheduled post with the app shell and 404', async () => {
    for (const url of [
      `/blog/${ids.scheduled}/articol-programat`,
      '/blog/0123456789abcdef01234567/x',
      '/blog/nope',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(SHELL);
    }
  });

  it('escapes a hostile title everywhere and uses the first inline image for the share card', async () => {
    const response = await get(`/blog/${ids.hostile}`);
    const location = response.headers.location as string;
    const page = await get(location);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const head = headOf(page.body);
    expect(head.title).toContain('&lt;/script&gt;');
    expect(head.title).toContain('$&amp;');
    expect(head.jsonLd).toMatchObject({ headline: 'Titlu </script><script>alert(1)</script> $& "citat"' });
    expect(head.og('image')).toBe(`${BASE}/api/v0/images/0123456789abcdef01234567`);
  });

  it('keeps the JSON 404 for a client that asks for JSON alone', async () => {
    const response = await get(`/blog/${ids.post}/lumina-pe-hol-la-miscare`, 'application/json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('the other content pages without JavaScript', () => {
  it('gives a news item its own title, a NewsArticle card and its paragraphs', async () => {
    const response = await get(`/news/${ids.news}/program-de-vara`);
    const head = headOf(response.body);
    expect(head.title).toBe('Program de vară');
    expect(head.jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: 'Program de vară' });
    expect(head.og('image')).toBe(`${BASE}/share-default.jpg`);
    expect(response.body).toContain('<p>Programări din pagina de contact.</p>');
  });

  it('lists the newest posts on /blog and the news on /news, as links', async () => {
    const blog = await get('/blog');
    expect(headOf(blog.body).jsonLd).toMatchObject({ '@type': 'Blog' });
    expect(blog.body).toContain(`<a href="/blog/${ids.post}/lumina-pe-hol-la-miscare">`);
    expect(blog.body).not.toContain('Articol programat');
    const news = await get('/news');
    expect(news.body).toContain(`<a href="/news/${ids.news}/program-de-vara">`);
  });

  it('sends a page compressed to a browser that accepts it, and the feeds and the API too', async () => {
    const accepts = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
    const blog = await gateway.inject({ url: '/blog', headers: accepts });
    expect(blog.headers['content-encoding']).toBe('br');
    expect(String(blog.headers.vary)).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(blog.rawPayload).toString();
    expect(html).toContain(`<a href="/blog/${ids.post}/lumina-pe-hol-la-miscare">`);
    expect(blog.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 2);

    const feed = await gateway.inject({ url: '/blog/rss.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(feed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(feed.rawPayload).toString()).toContain('<rss');
  });

  it('marks the approved testimonials up as reviews with their average rating', async () => {
    const response = await get('/testimonials');
    const jsonLd = headOf(response.body).jsonLd!;
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect((jsonLd.review as unknown[]).length).toBe(2);
    expect(response.body).toContain('Ana Pop');
    expect(response.body).not.toContain('În așteptare');
  });
});

describe('the pages the build pre-rendered', () => {
  it('carry their canonical address and a share card under their own title and description', async () => {
    for (const page of ['/packages/basic', '/packages/basic/', '/packages/basic?from=home']) {
      const response = await get(page, 'text/html');
      expect(response.statusCode, page).toBe(200);
      const head = headOf(response.body);
      expect(head.title, page).toBe('SmartHome Iași');
      expect(head.titles, page).toBe(1);
      expect(head.description, page).toBe('Default');
      expect(head.canonical, page).toBe(`${BASE}/packages/basic`);
      expect(head.og('url'), page).toBe(`${BASE}/packages/basic`);
      expect(head.og('title'), page).toBe('SmartHome Iași');
      expect(head.og('description'), page).toBe('Default');
      expect(head.og('image'), page).toBe(`${BASE}/share-default.jpg`);
      expect(head.twitter('card'), page).toBe('summary_large_image');
      // The rest is the build's page as it is.
      expect(response.body, page).toContain('<body><div id="root"></div></body>');
    }
  });

  it('is the home page too when the build has no server renderer, and leaves the unlisted ones as they are', async () => {
    const home = await get('/', 'text/html');
    expect(headOf(home.body).canonical).toBe(`${BASE}/`);
    expect(home.body).toContain('<body><div id="root"></div></body>');
    const login = await get('/login', 'text/html');
    expect(login.body).toBe(SHELL);
  });

  it('may be kept by any cache, revalidated on every load by its ETag', async () => {
    const response = await get('/packages/basic', 'text/html');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const etag = String(response.headers.etag);
    const again = await gateway.inject({
      url: '/packages/basic',
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the JSON 404 for a client that asks for JSON alone', async () => {
    const response = await get('/packages/basic', 'application/json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('the head of the content pages', () => {
  it("links the stylesheets the build lists for the page's route", async () => {
    const post = (await get(`/blog/${ids.post}/lumina-pe-hol-la-miscare`)).body;
    expect(post.slice(0, post.indexOf('</head>'))).toContain(PAGE_LINKS['/blog/:id/:slug']);
    const testimonials = (await get('/testimonials')).body;
    expect(testimonials.slice(0, testimonials.indexOf('</head>'))).toContain(PAGE_LINKS['/testimonials']);
    // A route the build lists nothing for gets the shell's own links only.
    expect((await get('/blog')).body).not.toContain('/assets/styles-1.css');
  });
});

describe('the answers written into the content pages for the app', () => {
  /** The `{request, data}` entries of a page's #initial-content script. */
  function writtenAnswers(body: string): { request: string; data: unknown }[] {
    const script = /<script type="application\/json" id="initial-content">([\s\S]*?)<\/script>/.exec(body);
    expect(script, 'the page has no #initial-content').not.toBeNull();
    return (JSON.parse(script![1]!) as { answers: { request: string; data: unknown }[] }).answers;
  }

  it.each([
    // Functions: the ids exist once the suite has created the content.
    ['a post', () => `/blog/${ids.post}/lumina-pe-hol-la-miscare`, () => [`/blog/${ids.post}`, '/blog/tags']],
    ['a news item', () => `/news/${ids.news}/program-de-vara`, () => [`/news/${ids.news}`]],
    ['the blog', () => '/blog', () => ['/blog?page=1&limit=6', '/blog/tags']],
    ['the news', () => '/news', () => ['/news?page=1&limit=12', '/news/tags']],
    ['the testimonials', () => '/testimonials', () => ['/testimonials/approved?limit=6&page=1']],
  ])('%s: each is what the facade answers to the same request', async (_name, page, requests) => {
    const answers = writtenAnswers((await get(page())).body);
    expect(answers.map((answer) => answer.request)).toEqual(requests());
    for (const { request, data } of answers) {
      const live = await gateway.inject({ method: 'GET', url: `/api/v0${request}` });
      expect(live.statusCode, request).toBe(200);
      expect(data, request).toEqual(live.json());
    }
  });
});

describe("the content pages rendered by the web build's server renderer", () => {
  const render = (url: string) => rendering.inject({ url, headers: { accept: 'text/html' } });

  it("sends the app's page, marked for hydration, with the answers it was rendered with", async () => {
    const page = `/blog/${ids.post}/lumina-pe-hol-la-miscare`;
    const response = await render(page);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root" data-prerendered="${page}"><main data-path="${page}">/blog/${ids.post} /blog/tags</main></div>`,
    );
    expect(response.body).not.toContain('<noscript>');
    // The page template (it loads the islands' runtime) and the page's own head.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/islands-1.js"></script>');
    expect(headOf(response.body).og('type')).toBe('article');
    expect(response.body).toContain('id="initial-content"');
  });

  it('renders the lists with their first page', async () => {
    expect((await render('/blog')).body).toContain(
      '<main data-path="/blog">/blog?page=1&limit=6 /blog/tags</main>',
    );
    expect((await render('/testimonials')).body).toContain(
      '<main data-path="/testimonials">/testimonials/approved?limit=6&page=1</main>',
    );
    expect((await render('/news')).body).toContain(
      '<main data-path="/news">/news?page=1&limit=12 /news/tags</main>',
    );
  });

  it('leaves an address with a query string to the app: its answers are the first page only', async () => {
    const response = await render('/blog?page=2');
    expect(response.body).not.toContain('data-prerendered');
    expect(response.body).toContain('<noscript><main><h1>Blog</h1>');
  });

  it('sends the plain content when rendering fails', async () => {
    const { id } = await create('/blog', { title: 'Broken render', description: '<p>Conținut.</p>' });
    const response = await render(`/blog/${id}/broken-render`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-prerendered');
    expect(response.body).toContain('<noscript><main><article><h1>Broken render</h1>');
  });

  it('writes the home page with its testimonials and posts, under its own title, whatever its query', async () => {
    for (const url of ['/', '/?utm_source=facebook&fbclid=x1']) {
      const response = await render(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(
        '<div id="root" data-prerendered="/"><main data-path="/">/testimonials/featured?limit=6 /blog/featured?limit=3 /blog?page=1&limit=3 /blog/tags</main></div>',
      );
      const head = headOf(response.body);
      expect(head.title).toBe('SmartHome Iași &amp; Co');
      expect(head.titles).toBe(1);
      expect(head.description).toBe('Case inteligente locale, fără cloud.');
      expect(head.canonical).toBe(`${BASE}/`);
      expect(head.og('type')).toBe('website');
      expect(head.og('image')).toBe(`${BASE}/share-default.jpg`);
      expect(head.twitter('card')).toBe('summary_large_image');
      expect(head.jsonLd).toMatchObject({ '@type': 'LocalBusiness', url: BASE });
      // Revalidated by browsers, kept for a moment by shared caches, as the other content pages.
      expect(response.headers['cache-control'], url).toMatch(/^public, max-age=0, s-maxage=/);
    }
  });

  it("carries the home page's answers as the facade gives them: the best rated testimonials, no scheduled post", async () => {
    const script = /<script type="application\/json" id="initial-content">([\s\S]*?)<\/script>/.exec(
      (await render('/')).body,
    );
    const answers = (JSON.parse(script![1]!) as { answers: { request: string; data: unknown }[] }).answers;
    for (const { request, data } of answers) {
      const live = await rendering.inject({ method: 'GET', url: `/api/v0${request}` });
      expect(data, request).toEqual(live.json());
    }
    const [testimonials, , latest] = answers.map((answer) => answer.data) as [
      { client_name: string }[],
      unknown,
      { data: { title: string }[] },
    ];
    expect(testimonials.map((testimonial) => testimonial.client_name)).toEqual(['Ana Pop', 'Ion Rusu']);
    expect(latest.data.map((post) => post.title)).not.toContain('Articol programat');
  });

  it('sends the pre-rendered home page, for this moment only, when the content service cannot answer', async () => {
    const alone = await gatewayWithoutSubgraphs({
      WEB_DIST_DIR: renderingDist.dir,
      PUBLIC_BASE_URL: `${BASE}/`,
    });
    try {
      const response = await alone.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root" data-prerendered="/"><main>Se încarcă</main></div>');
      expect(headOf(response.body).canonical).toBe(`${BASE}/`);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await alone.close();
    }
  });

  it('redirects a page navigation where the app has no page to / (302), as its router would', async () => {
    for (const url of ['/nowhere', '/nowhere/at/all?x=1']) {
      const response = await render(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
    }
    // Where it has a page that is neither pre-rendered nor written here: the app shell.
    const screen = await render('/dashboard/issues/12');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toBe(SHELL);
    // API clients still get their JSON 404.
    const api = await rendering.inject({ url: '/nowhere', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
  });

  it('never serves the renderer or the page template as files or pages', async () => {
    expect((await render('/.server/entry-server.js')).statusCode).toBe(404);
    const template = await render('/page-shell');
    expect(template.body).not.toContain('islands-1.js');
  });
});
