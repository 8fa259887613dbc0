/**
 * Production mode: the built web app (WEB_DIST_DIR, Vite's output) served from `/`.
 *
 * Caching: Vite writes content-hashed bundles to `assets/`, so those may be cached for a year
 * (`immutable`); `index.html` names the current hashes and must be revalidated on every load
 * (`no-cache`), so a deploy is picked up at once; other files of `public/` (images, favicon)
 * keep their names across deploys and get a short cache.
 *
 * Compression: the web build writes a Brotli and a gzip copy next to every text file
 * (web/vite-plugins/precompress.ts, highest levels); they are served as they are to a browser
 * that accepts them (`preCompressed`, with `Vary: accept-encoding`), so no request pays for
 * compressing. A file without copies is sent uncompressed.
 *
 * Pages: the build pre-renders the public pages to HTML (web/vite-plugins/prerender.ts): `/` is
 * `index.html`, `/packages/basic` is `packages/basic.html`. The site module (site/index.ts) sends
 * them with their share cards; a page navigation it does not answer gets its page's file here, else
 * `app-shell.html`, the empty page the client router renders itself (the dashboard); a path where
 * the app has no page is redirected to `/` (302), as the client router would; a build without a
 * shell falls back to `index.html`.
 * API-like paths never do: they get a JSON 404, so a mistyped API call is not answered with a web page.
 *
 * A page path answers its HTML to any GET that does not ask for JSON alone: link-preview bots and
 * `curl` accept any type (or send no Accept header at all), and must get the page a browser gets. A path with a
 * file extension is a file, never a page: a missing image is a 404, not the shell.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConfigError, type GatewayConfig } from './config.js';
import { echoedPath } from './echo.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Paths that belong to the server, never to the client router. /metrics is served on the metrics
 * port only, yet stays here: on the public port it is a 404, never the app shell.
 */
const SERVER_PREFIXES = ['/api', '/graphql', '/healthz', '/readyz', '/metrics', '/dev'];

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** `Accept: application/json` (with parameters, or a JSON subtype) and nothing else. */
const JSON_ONLY = /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;[^,]*)?$/i;

function asksForJsonOnly(request: FastifyRequest): boolean {
  return JSON_ONLY.test(request.headers.accept ?? '');
}

/** The path of a request URL, without its query string. */
const pathnameOf = (url: string) => url.split('?')[0] ?? '/';

export function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request.url);
  if (isServerPath(pathname) || path.posix.extname(pathname) !== '') return false;
  return !asksForJsonOnly(request);
}

/** A precompressed copy is cached like the file it stands for (index.html.br is still index.html). */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep).join('/').replace(COMPRESSED_COPY, '');
  if (relative.endsWith('.html')) return REVALIDATE;
  if (relative.startsWith('assets/')) return IMMUTABLE;
  return SHORT;
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file found at start (the dist folder is immutable per deploy); anything
    // else reaches the not-found handler, where the SPA fallback lives.
    wildcard: false,
    // Not `/`: the site writes the home page itself (site/index.ts); without it, `/` is the
    // not-found handler's, which sends the pre-rendered index.html like any other page.
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', cacheControlFor(distDir, filePath));
    },
  });
}

const APP_SHELL = 'app-shell.html';
/** The web build's template of a content page rendered by the gateway (site/index.ts). */
export const PAGE_SHELL = 'page-shell.html';
/** HTML files of the build that are templates, not pages. */
const TEMPLATES = new Set([APP_SHELL, PAGE_SHELL]);

/** The HTML files of a build: one per pre-rendered page, by path, and the shell for every other route. */
export interface WebPages {
  byPath: ReadonlyMap<string, string>;
  shell: string;
}

/**
 * `index.html` → `/`, `packages/basic.html` → `/packages/basic`; the templates, `assets/` and dot
 * folders (the server renderer) are not pages.
 */
export function readWebPages(distDir: string): WebPages {
  const byPath = new Map<string, string>();
  for (const entry of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (!file.endsWith('.html') || TEMPLATES.has(file) || file.startsWith('assets/') || file.startsWith('.'))
      continue;
    const page = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
    byPath.set(page, file);
  }
  return { byPath, shell: existsSync(path.join(distDir, APP_SHELL)) ? APP_SHELL : 'index.html' };
}

/** The file a page navigation gets: its pre-rendered page (a trailing slash ignored), else the shell. */
export function pageFileFor(pages: WebPages, url: string): string {
  const pathname = pathnameOf(url);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.byPath.get(trimmed || '/') ?? pages.shell;
}

/**
 * The not-found answer outside /api/v0: for page navigations, the page (or the SPA shell), or a
 * redirect to / where the app has no page (its router would send the visitor there anyway; an
 * HTTP redirect also tells crawlers and link checkers that nothing lives at that address); JSON
 * otherwise.
 */
export function notFoundHandler(
  pages: WebPages | undefined,
  isPagePath: ((pathname: string) => boolean) | undefined,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (pages && wantsSpaFallback(request)) {
      if (isPagePath && !isPagePath(pathnameOf(request.url))) {
        return reply.header('cache-control', REVALIDATE).redirect('/', 302);
      }
      return reply.code(200).header('cache-control', REVALIDATE).sendFile(pageFileFor(pages, request.url));
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${echoedPath(request.url)}` });
  };
}

/**
 * The business's accounts the web build wrote beside its pages (its `.business-settings.json`):
 * the WhatsApp number and the Facebook page the public pages link to, by the variable that gave them.
 */
const BUSINESS_SETTINGS = {
  whatsappNumber: 'BUSINESS_WHATSAPP_NUMBER',
  facebookUrl: 'BUSINESS_FACEBOOK_URL',
};

/**
 * A production site (COOKIE_SECURE) must link to the business's own accounts: a build made without
 * them shows no WhatsApp or Facebook link at all, which is a development build's choice only.
 */
export function checkBusinessSettings(config: Pick<GatewayConfig, 'cookieSecure' | 'webDistDir'>): void {
  if (!config.cookieSecure || !config.webDistDir) return;
  const file = path.join(config.webDistDir, '.business-settings.json');
  const given: Record<string, unknown> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const missing = Object.entries(BUSINESS_SETTINGS).filter(([key]) => !given[key]);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(
        ([, variable]) =>
          `WEB_DIST_DIR: the web build was made without ${variable}, which a production site needs (build the image with --build-arg ${variable}=...)`,
      ),
    );
  }
}
