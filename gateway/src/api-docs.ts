/**
 * /api/docs: the interactive reference of the REST facade (Scalar's API reference), reading the
 * facade's own OpenAPI document. Everything it needs is served from here: Scalar's standalone
 * browser bundle from node_modules and a small start script; nothing is fetched from another
 * origin, and the page's Content-Security-Policy makes sure of it.
 *
 *   GET /api/docs                          the page
 *   GET /api/docs/scalar-<version>.js      the bundle (the version in the name: cached for a year)
 *   GET /api/docs/start.js                 starts the reference with this site's settings
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const API_DOCS_PATH = '/api/docs';

export interface ApiDocsOptions {
  /** Where the OpenAPI document is served (the REST facade's /openapi.json). */
  documentUrl: string;
}

const require = createRequire(import.meta.url);
/** `@scalar/api-reference` exports no path to its browser bundle: it is found next to its entry point. */
const SCALAR_ENTRY = require.resolve('@scalar/api-reference');
const SCALAR_BUNDLE = path.join(path.dirname(SCALAR_ENTRY), 'browser', 'standalone.js');
const SCALAR_VERSION = (
  JSON.parse(readFileSync(path.join(path.dirname(SCALAR_ENTRY), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The page's own policy, narrower than the site's (web.ts): scripts, data and fonts from this
 * origin only (the site's allows any https origin for images, fonts and API calls). Styles allow
 * 'unsafe-inline' as the site's do: the bundle injects its stylesheet as a <style> element and
 * its components set style attributes.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function pageHtml(bundleUrl: string, startUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Smart Home Iași API reference</title>
    <!-- No favicon: the browser would otherwise ask for /favicon.ico. -->
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="${bundleUrl}"></script>
    <script src="${startUrl}"></script>
  </body>
</html>
`;
}

/**
 * Scalar's @font-face rules, whose fonts are on Scalar's CDN. `withDefaultFonts: false` does not
 * keep the browser from loading them (the bundle still applies the rules), so they are taken out
 * of the bundle as it is read: the page uses the system's fonts.
 */
const CDN_FONT_FACES = /@font-face\s*\{[^}]*?fonts\.scalar\.com[^}]*\}/g;

function withoutCdnFonts(bundle: string): string {
  const stripped = bundle.replace(CDN_FONT_FACES, '');
  // A new Scalar version that names its CDN another way must not slip through unnoticed.
  if (stripped.includes('fonts.scalar.com'))
    throw new Error('the Scalar bundle still loads fonts from its CDN');
  return stripped;
}

/**
 * Scalar's settings: every feature that would call Scalar's services, or load its fonts from
 * their CDN, is off.
 */
function startScript(documentUrl: string): string {
  const configuration = {
    url: documentUrl,
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
  };
  return `Scalar.createApiReference('#api-reference', ${JSON.stringify(configuration)});\n`;
}

type Encoding = 'br' | 'gzip';

/** The bundle (about 5 MB) compressed once, on its first request, without blocking the event loop. */
function compressedOnce(bytes: Buffer): (encoding: Encoding) => Promise<Buffer> {
  const cache = new Map<Encoding, Promise<Buffer>>();
  const compress = {
    br: () => promisify(brotliCompress)(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: () => promisify(gzip)(bytes, { level: 9 }),
  };
  return (encoding) => {
    let result = cache.get(encoding);
    if (!result) {
      result = compress[encoding]();
      cache.set(encoding, result);
    }
    return result;
  };
}

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const withDocsPolicy = (reply: FastifyReply) => reply.header('content-security-policy', DOCS_CSP);

export function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  const bundleUrl = `${API_DOCS_PATH}/scalar-${SCALAR_VERSION}.js`;
  const startUrl = `${API_DOCS_PATH}/start.js`;
  const page = pageHtml(bundleUrl, startUrl);
  const start = startScript(options.documentUrl);
  const bundle = Buffer.from(withoutCdnFonts(readFileSync(SCALAR_BUNDLE, 'utf8')));
  const compressed = compressedOnce(bundle);

  app.get(API_DOCS_PATH, async (_request, reply) =>
    withDocsPolicy(reply).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(page),
  );

  app.get(startUrl, async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/javascript; charset=utf-8').send(start),
  );

  app.get(bundleUrl, async (request, reply) => {
    void reply
      .header('cache-control', IMMUTABLE)
      .header('vary', 'accept-encoding')
      .type('text/javascript; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(bundle);
    return reply.header('content-encoding', encoding).send(await compressed(encoding));
  });
}
