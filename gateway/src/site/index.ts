/**
 * The pages the server writes itself, for crawlers, link previews and readers without JavaScript:
 *   GET /robots.txt, /sitemap.xml           what may be indexed, and every public page
 *   GET /blog/rss.xml, /news/rss.xml        RSS 2.0 feeds of the newest posts and news
 *   GET /                                   the home page with its testimonials and blog preview
 *                                           (the build's pre-rendered page when they cannot be read)
 *   GET /about, /packages/basic, …          the build's pre-rendered pages, with their canonical
 *                                           address and share card
 *   GET /blog, /news, /testimonials         the app shell with the list's metadata and content
 *   GET /blog/:id/:slug, /news/:id/:slug    the app shell with the item's share card, JSON-LD and
 *                                           content; without the slug (or with an old one) a 301
 *                                           to the canonical address; unknown: the shell, 404
 * The content comes from the content service as the public sees it (no scheduled post). When the
 * service cannot answer, a page still gets the plain shell (the app shows its own error); the
 * sitemap and feeds answer 503. Any other failure of the sitemap or a feed is a 500, logged as an
 * error of the gateway.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { INTERNAL_ERROR_MESSAGE } from '@smarthome/service-kit/contracts';
import {
  BLOG_PAGE_SIZE,
  HOME_POST_COUNT,
  HOME_TESTIMONIAL_COUNT,
  NEWS_PAGE_SIZE,
  TESTIMONIALS_PAGE_SIZE,
} from '@smarthome/service-kit/contracts/page-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SiteBlogFirstPageDocument,
  SiteHomeDocument,
  SiteNewsFirstPageDocument,
  SiteNewsItemDocument,
  SitePostDocument,
  SiteTestimonialsDocument,
} from '../__generated__/operations.js';
import { unchangingAnswer } from '../compression.js';
import { PUBLIC_READ, PUBLIC_READ_ANY_QUERY } from '../public-cache.js';
import type { RunOperation } from '../rest/execute.js';
import { PAGE_SHELL, type WebPages, wantsSpaFallback } from '../web.js';
import type { SiteAddress } from './absolute-urls.js';
import {
  blogListDocument,
  blogPostDocument,
  homeDocument,
  newsItemDocument,
  newsListDocument,
  newsPath,
  postPath,
  prerenderedCard,
  testimonialsDocument,
} from './content-pages.js';
import { blogFeed, FEED_SIZE, newsFeed } from './feeds.js';
import {
  initialAnswers,
  pageHead,
  renderPageDocument,
  withShareCard,
  type PageDocument,
  type RenderedRoot,
} from './page-document.js';
import type { ServerRenderer } from './server-renderer.js';
import { isNotFound, isUnavailable, siteReader } from './site-content.js';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap.js';

export interface SiteOptions {
  run: RunOperation;
  site: SiteAddress;
  /**
   * The built web app (WEB_DIST_DIR), its pages and its server renderer when the build has one;
   * without it, only robots, sitemap and feeds.
   */
  web?: { distDir: string; pages: WebPages; renderer?: ServerRenderer };
}

const SITEMAP_LIMIT = 5_000;
/** Approved testimonials in the page's review markup. */
const REVIEWS = 50;
/** Content pages change without a deploy: revalidated on every visit, like the pre-rendered pages. */
const REVALIDATE = 'no-cache';
/**
 * A pre-rendered page is the same for everyone until the next deploy: any cache may keep it, but
 * must ask again each time (a 304 by its ETag), so that no page outlives the build's files it names.
 */
const UNTIL_DEPLOY = 'public, no-cache';
/** Sitemaps and feeds are read by robots: an hour is fresh enough and spares the content service. */
const ROBOT_CACHE = 'public, max-age=3600';

/** The web build's list of the head links of the pages written here. */
const PAGE_LINKS = 'page-links.json';

/** Pages of the app that no crawler should list (they hold no public content). */
const UNLISTED = new Set(['/login', '/register', '/oauth-callback', '/forgot-password', '/reset-password']);

/**
 * The head links of the pages written here, by route pattern, as the web build lists them
 * (page-links.json); none from a build without the file (the pages then load their code themselves).
 */
function readPageLinks(distDir: string): Record<string, string> {
  const file = path.join(distDir, PAGE_LINKS);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function staticEntries(web: SiteOptions['web']): SitemapEntry[] {
  const content = ['/news', '/blog', '/testimonials'].map((page) => ({ path: page }));
  if (!web) return content;
  const built = [...web.pages.byPath.entries()]
    .filter(([page]) => !UNLISTED.has(page))
    .map(([page, file]) => ({
      path: page,
      lastmod: statSync(path.join(web.distDir, file)).mtime.toISOString(),
    }));
  return [...built, ...content];
}

export function registerSite(app: FastifyInstance, { run, site, web }: SiteOptions): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOT_CACHE).send(robotsTxt(site)),
  );

  /**
   * A file for robots. Only a content service that cannot be reached is an outage (503, worth
   * retrying); any other failure is an error of the gateway (500), logged with its stack.
   */
  const robotFile =
    (type: string, build: (request: FastifyRequest, reply: FastifyReply) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const body = await build(request, reply);
        return reply.type(type).header('cache-control', ROBOT_CACHE).send(body);
      } catch (error) {
        void reply.header('cache-control', 'no-store');
        if (isUnavailable(error)) {
          request.log.warn({ err: error }, 'content service unavailable for a robot file');
          return reply.code(503).header('retry-after', '60').send({ message: 'Service unavailable' });
        }
        const errorId = randomUUID();
        request.log.error(
          { err: error, errorId },
          `internal error while writing ${request.routeOptions.url}`,
        );
        return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, errorId });
      }
    };

  app.get(
    '/sitemap.xml',
    robotFile('application/xml; charset=utf-8', async (request, reply) => {
      const reader = siteReader(run, request, reply);
      const [posts, news] = await Promise.all([reader.posts(SITEMAP_LIMIT), reader.news(SITEMAP_LIMIT)]);
      return sitemapXml(site, staticEntries(web), posts, news);
    }),
  );
  app.get(
    '/blog/rss.xml',
    robotFile('application/rss+xml; charset=utf-8', async (request, reply) =>
      blogFeed(site, await siteReader(run, request, reply).posts(FEED_SIZE), request.log),
    ),
  );
  app.get(
    '/news/rss.xml',
    robotFile('application/rss+xml; charset=utf-8', async (request, reply) =>
      newsFeed(site, await siteReader(run, request, reply).news(FEED_SIZE), request.log),
    ),
  );

  if (!web) return;
  const shell = readFileSync(path.join(web.distDir, web.pages.shell), 'utf8');
  const pageShellFile = path.join(web.distDir, PAGE_SHELL);
  const renderedShell = existsSync(pageShellFile) ? readFileSync(pageShellFile, 'utf8') : shell;
  const headLinks = readPageLinks(web.distDir);
  const { renderer } = web;

  /**
   * The address a list or an item is rendered for: the request's. Not one with a query string
   * (another page of a list, a tag): the page carries the first page's answers only, so the app
   * renders those itself.
   */
  const ownAddress = (request: FastifyRequest) => (request.url.includes('?') ? undefined : request.url);

  /**
   * The app's page for `address`, rendered with the answers the page carries; a failed render
   * leaves the plain content.
   */
  async function renderRoot(
    request: FastifyRequest,
    page: PageDocument,
    address: string | undefined,
  ): Promise<RenderedRoot | undefined> {
    if (!renderer || address === undefined) return undefined;
    try {
      return { path: address, html: await renderer.render(address, initialAnswers(page)) };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: sending the plain content');
      return undefined;
    }
  }

  /**
   * A content page: its document, a redirect to its canonical address, or `fallback` (404 for an
   * unknown item, 200 when the content service is down: the app then shows its own error).
   * `address` is the address the app's page is rendered for.
   */
  const contentPage =
    (
      pattern: string,
      load: (request: FastifyRequest, reply: FastifyReply) => Promise<PageDocument | { redirect: string }>,
      {
        address = ownAddress,
        fallback = shell,
      }: { address?: (request: FastifyRequest) => string | undefined; fallback?: string | Buffer } = {},
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsSpaFallback(request)) return reply.callNotFound();
      void reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
      try {
        const page = await load(request, reply);
        if ('redirect' in page) {
          const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          return reply.code(301).redirect(`${page.redirect}${query}`);
        }
        const rendered = await renderRoot(request, page, address(request));
        return reply.send(
          renderPageDocument(rendered ? renderedShell : shell, page, headLinks[pattern], rendered),
        );
      } catch (error) {
        if (isNotFound(error)) return reply.code(404).send(fallback);
        if (isUnavailable(error))
          request.log.warn({ err: error }, 'content service unavailable: serving the plain app shell');
        else
          request.log.error(
            { err: error },
            'internal error while writing a page: serving the plain app shell',
          );
        // Not the page, only a stand-in for this moment: no cache may keep it.
        return reply.header('cache-control', 'no-store').send(fallback);
      }
    };

  /**
   * The build's pre-rendered pages, each with its canonical address and share card added: they are
   * absolute addresses of the site as deployed, which only the gateway knows, so that a link to a
   * package shared on a social network shows the page's title, description and picture. The pages
   * no crawler should list are left as the build wrote them (served as files).
   */
  const prerendered = new Map(
    [...web.pages.byPath]
      .filter(([page]) => !UNLISTED.has(page))
      .map(([page, file]) => {
        const html = readFileSync(path.join(web.distDir, file), 'utf8');
        const head = pageHead(html);
        const carded = withShareCard(html, prerenderedCard(site, page, head));
        return [page, { head, bytes: unchangingAnswer(Buffer.from(carded)) }] as const;
      }),
  );
  const home = prerendered.get('/');

  /**
   * The home page, whatever its query string (a campaign's tags, a click id): its content does not
   * depend on it. Written here only with the build's renderer; otherwise, and when the content
   * service cannot answer, it is the build's pre-rendered page, whose sections read themselves.
   */
  if (renderer && home) {
    prerendered.delete('/');
    app.get(
      '/',
      { config: PUBLIC_READ_ANY_QUERY },
      contentPage(
        '/',
        async (request, reply) =>
          homeDocument(
            site,
            home.head,
            await run(request, reply, SiteHomeDocument, {
              testimonials: HOME_TESTIMONIAL_COUNT,
              limit: HOME_POST_COUNT,
            }),
          ),
        { address: () => '/', fallback: home.bytes },
      ),
    );
  }

  for (const [page, { bytes }] of prerendered) {
    const send = async (request: FastifyRequest, reply: FastifyReply) =>
      wantsSpaFallback(request)
        ? reply.type('text/html; charset=utf-8').header('cache-control', UNTIL_DEPLOY).send(bytes)
        : reply.callNotFound();
    app.get(page, { config: PUBLIC_READ_ANY_QUERY }, send);
    if (page !== '/') app.get(`${page}/`, { config: PUBLIC_READ_ANY_QUERY }, send);
  }

  type ItemParams = { id: string; slug?: string };
  const params = (request: FastifyRequest) => request.params as ItemParams;

  const blogPost = contentPage('/blog/:id/:slug', async (request, reply) => {
    const { id, slug } = params(request);
    const answer = await run(request, reply, SitePostDocument, { id });
    return slug === answer.blogPost.slug
      ? blogPostDocument(site, answer)
      : { redirect: postPath(answer.blogPost) };
  });
  const newsItem = contentPage('/news/:id/:slug', async (request, reply) => {
    const { id, slug } = params(request);
    const { newsItem: item } = await run(request, reply, SiteNewsItemDocument, { id });
    return slug === item.slug ? newsItemDocument(site, item) : { redirect: newsPath(item) };
  });

  app.get(
    '/blog',
    { config: PUBLIC_READ },
    contentPage('/blog', async (request, reply) =>
      blogListDocument(site, await run(request, reply, SiteBlogFirstPageDocument, { limit: BLOG_PAGE_SIZE })),
    ),
  );
  app.get('/blog/:id', { config: PUBLIC_READ }, blogPost);
  app.get('/blog/:id/:slug', { config: PUBLIC_READ }, blogPost);
  app.get(
    '/news',
    { config: PUBLIC_READ },
    contentPage('/news', async (request, reply) =>
      newsListDocument(site, await run(request, reply, SiteNewsFirstPageDocument, { limit: NEWS_PAGE_SIZE })),
    ),
  );
  app.get('/news/:id', { config: PUBLIC_READ }, newsItem);
  app.get('/news/:id/:slug', { config: PUBLIC_READ }, newsItem);
  app.get(
    '/testimonials',
    { config: PUBLIC_READ },
    contentPage('/testimonials', async (request, reply) =>
      testimonialsDocument(
        site,
        await run(request, reply, SiteTestimonialsDocument, {
          limit: REVIEWS,
          pageSize: TESTIMONIALS_PAGE_SIZE,
        }),
      ),
    ),
  );
}
