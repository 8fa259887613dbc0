/**
 * The RSS feeds whatever the posts hold: well-formed XML, every URL absolute against the site's
 * base or left out, an item that cannot be written left out with a warning naming it, and a
 * content service that cannot be reached (503) told apart from an error of the gateway (500).
 * The site tests (site.test.ts) read the same feeds from the real content service.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteNewsFragment, SitePostFragment } from '../src/__generated__/operations.js';
import { OperationError } from '../src/rest/errors.js';
import type { RunOperation } from '../src/rest/execute.js';
import { blogFeed, newsFeed } from '../src/site/feeds.js';
import { registerSite } from '../src/site/index.js';
import { htmlUrls, rssItems } from './helpers.js';

/** A base with a port, as in development: `${base}x` is no URL at all. */
const site = { base: 'http://localhost:4000' };
const IMAGE_PATH = '/api/v0/images/0123456789abcdef01234567';

function post(id: string, fields: Partial<SitePostFragment> = {}): SitePostFragment {
  return {
    id,
    title: `Articol ${id}`,
    slug: `articol-${id}`,
    description: '<p>Text.</p>',
    excerpt: 'Text.',
    readingMinutes: 1,
    tags: ['zigbee'],
    featured: false,
    publishedDate: null,
    visibleFrom: '2026-01-02T10:00:00.000Z',
    scheduled: false,
    imageUrl: null,
    shareImageUrl: null,
    version: 1,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...fields,
  };
}

function newsItem(id: string, fields: Partial<SiteNewsFragment> = {}): SiteNewsFragment {
  return {
    id,
    title: `Noutate ${id}`,
    slug: `noutate-${id}`,
    description: 'Program nou.\nDin luni.',
    tags: ['anunț'],
    version: 1,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...fields,
  };
}

function quietLog() {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

/** Every URL of an item: its link, its enclosure's and those inside its HTML. */
const urlsOf = (item: ReturnType<typeof rssItems>[number]) => [
  item.link,
  ...(item.enclosure ? [String(item.enclosure.url)] : []),
  ...htmlUrls(item.content ?? ''),
];

describe('the blog feed', () => {
  it('makes every URL of a post absolute, or leaves it out when it cannot be one', () => {
    const { logger } = quietLog();
    const odd = post('a1', {
      // The post's first image, `x`, is its share image.
      shareImageUrl: 'x',
      description:
        `<p>Text <img src="x"> <img src="${IMAGE_PATH}" alt="încărcată"> ` +
        '<a href="ghid/pasul-2">relativ</a> <a href="javascript:alert(1)">rău</a> ' +
        '<img src="data:image/png;base64,AAAA"> <a href=" JaVa&#x53;cript:alert(2)">ascuns</a> ' +
        '<a href="https://ha.example/docs?a=1&amp;b=2" title="a > b">extern</a> ' +
        '<a href="mailto:ana@example.ro">scrie</a> <a href="http://[bad">stricat</a></p>',
    });
    const uploaded = post('a2', { shareImageUrl: IMAGE_PATH });
    const external = post('a3', { shareImageUrl: 'https://cdn.example/hol.jpg' });

    const [first, second, third] = rssItems(blogFeed(site, [odd, uploaded, external], logger));

    expect(first!.link).toBe('http://localhost:4000/blog/a1/articol-a1');
    expect(htmlUrls(first!.content!)).toEqual([
      'http://localhost:4000/x',
      `http://localhost:4000${IMAGE_PATH}`,
      'http://localhost:4000/ghid/pasul-2',
      'https://ha.example/docs?a=1&amp;b=2',
      'mailto:ana@example.ro',
    ]);
    expect(first!.content).toContain('<a>rău</a>');
    expect(first!.content).toContain('<a>stricat</a>');
    expect(first!.content).not.toMatch(/javascript|data:/i);
    // An enclosure states its media type: `x` has none to tell, so the image stays in the text only.
    expect(first!.enclosure).toBeUndefined();
    expect(second!.enclosure).toMatchObject({
      url: `http://localhost:4000${IMAGE_PATH}`,
      type: 'image/webp',
    });
    expect(third!.enclosure).toMatchObject({ url: 'https://cdn.example/hol.jpg', type: 'image/jpeg' });
    for (const item of [first!, second!, third!]) {
      for (const url of urlsOf(item)) expect(url).toMatch(/^(?:https?:\/\/[^/]+\/|mailto:)/);
    }
  });

  it('writes any text as XML: control characters dropped, no CDATA section ended early', () => {
    const { logger } = quietLog();
    const rss = blogFeed(
      site,
      [
        post('b1', {
          title: 'Titlu\u0000 cu\u000c ]]> de două ori ]]>',
          excerpt: 'a[b[0]]> și c[d[1]]>\u0008',
          description: '<pre><code>x = a[b[0]]>1 &amp;&amp; c[d[0]]>2\ud800</code></pre>',
        }),
      ],
      logger,
    );
    const [item] = rssItems(rss);
    expect(item!.title).toBe('Titlu cu ]]&gt; de două ori ]]&gt;');
    expect(item!.description).toBe('a[b[0]]&gt; și c[d[1]]&gt;');
    expect(item!.content).toBe('<pre><code>x = a[b[0]]&gt;1 &amp;&amp; c[d[0]]&gt;2</code></pre>');
    // The excerpt is plain text, which readers would read as HTML.
    const [plain] = rssItems(blogFeed(site, [post('b2', { excerpt: 'Senzori <ieftini> & buni' })], logger));
    expect(plain!.description).toBe('Senzori &lt;ieftini&gt; &amp; buni');
  });

  it('leaves out an item that cannot be written, with a warning naming it, and keeps the others', () => {
    const { log, logger } = quietLog();
    const broken = post('c2', { tags: null as unknown as string[] });
    const undated = post('c3', { visibleFrom: 'not a date' });
    const items = rssItems(blogFeed(site, [post('c1'), broken, undated, post('c4')], logger));
    expect(items.map((item) => item.link)).toEqual([
      'http://localhost:4000/blog/c1/articol-c1',
      'http://localhost:4000/blog/c4/articol-c4',
    ]);
    const warned = log.warn.mock.calls.map(([fields]) => (fields as { id: string }).id);
    expect(warned).toEqual(['c2', 'c3']);
    expect((log.warn.mock.calls[0]![0] as { err: Error }).err).toBeInstanceOf(TypeError);
  });
});

describe('the news feed', () => {
  it('has absolute links and XML text', () => {
    const { logger } = quietLog();
    const items = rssItems(
      newsFeed(site, [newsItem('n1', { title: 'Program\u0001 ]]> ]]>', slug: 'program' })], logger),
    );
    expect(items).toEqual([
      expect.objectContaining({
        title: 'Program ]]&gt; ]]&gt;',
        link: 'http://localhost:4000/news/n1/program',
        // Plain text as the HTML readers expect there: one paragraph per line, markup escaped.
        description: '<p>Program nou.</p><p>Din luni.</p>',
      }),
    ]);
    const [escaped] = rssItems(
      newsFeed(site, [newsItem('n2', { description: 'Prețuri <noi> & vechi' })], logger),
    );
    expect(escaped!.description).toBe('<p>Prețuri &lt;noi&gt; &amp; vechi</p>');
  });
});

describe('a feed that cannot be written', () => {
  const lines: Array<{ level: number; msg: string; err?: { stack?: string } }> = [];
  const apps: Array<ReturnType<typeof Fastify>> = [];

  async function feedAnswering(failure: Error) {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    apps.push(app);
    const run = (async () => {
      throw failure;
    }) as RunOperation;
    registerSite(app, { run, site });
    return app.inject({ url: '/blog/rss.xml' });
  }

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    lines.length = 0;
  });

  it('is 503 while the content service cannot be reached', async () => {
    const response = await feedAnswering(
      new OperationError([
        { message: 'Service temporarily unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ]),
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(lines.find((line) => line.level === 40)?.msg).toBe('content service unavailable for a robot file');
  });

  it('is 500 for an error of the gateway, logged as one with its stack, not as an outage', async () => {
    const response = await feedAnswering(
      new TypeError("Cannot read properties of undefined (reading 'map')"),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', errorId: expect.any(String) });
    expect(response.headers['cache-control']).toBe('no-store');
    const logged = lines.find((line) => line.level === 50);
    expect(logged?.msg).toBe('internal error while writing /blog/rss.xml');
    expect(logged?.err?.stack).toContain('TypeError');
    expect(lines.map((line) => line.msg).join('\n')).not.toContain('unavailable');
  });
});
