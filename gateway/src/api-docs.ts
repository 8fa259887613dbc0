/**
 * /api/docs: the interactive reference of the REST facade (Swagger UI), reading the facade's own
 * OpenAPI document. Everything it needs is served from here: Swagger UI's browser bundle and
 * stylesheet from node_modules and a small start script; nothing is fetched from another origin,
 * and the page's Content-Security-Policy makes sure of it. "Authorize" takes a personal API
 * token, so that an integrator can try calls with it.
 *
 *   GET /api/docs                                the page
 *   GET /api/docs/swagger-ui-<version>.js|.css   the bundle and its styles (cached for a year)
 *   GET /api/docs/start.js                       starts the reference with this site's settings
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { compressedOnce, preferredEncoding } from './compression.js';

export const API_DOCS_PATH = '/api/docs';

export interface ApiDocsOptions {
  /** Where the OpenAPI document is served (the REST facade's /openapi.json). */
  documentUrl: string;
}

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION = (
  JSON.parse(readFileSync(path.join(SWAGGER_UI_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * The page's own policy, narrower than the site's (src/plugins/security-headers.ts): scripts, data and fonts from this
 * origin only (the site's allows any https origin for images, fonts and API calls). Styles allow
 * 'unsafe-inline' as the site's do: Swagger UI's components set style attributes.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function pageHtml(urls: { script: string; style: string; start: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Smart Home Iași API reference</title>
    <!-- No favicon: the browser would otherwise ask for /favicon.ico. -->
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${urls.style}" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="${urls.script}"></script>
    <script src="${urls.start}"></script>
  </body>
</html>
`;
}

/**
 * Swagger UI's settings: no validator badge (it would send the document to swagger.io), the
 * calls grouped by tag and linkable, and "Try it out" against this same origin.
 */
function startScript(documentUrl: string): string {
  const configuration = {
    url: documentUrl,
    dom_id: '#api-reference',
    validatorUrl: null,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
  };
  return `window.ui = SwaggerUIBundle(${JSON.stringify(configuration)});\n`;
}

const withDocsPolicy = (reply: FastifyReply) => reply.header('content-security-policy', DOCS_CSP);

/** A file of Swagger UI, served compressed when the browser takes it, and cached for a year. */
function serveAsset(app: FastifyInstance, url: string, file: string, type: string): void {
  const bytes = readFileSync(path.join(SWAGGER_UI_DIR, file));
  const compressed = compressedOnce(bytes);
  app.get(url, async (request, reply) => {
    void reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').type(type);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(bytes);
    return reply.header('content-encoding', encoding).send(await compressed(encoding));
  });
}

export function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  const urls = {
    script: `${API_DOCS_PATH}/swagger-ui-${SWAGGER_UI_VERSION}.js`,
    style: `${API_DOCS_PATH}/swagger-ui-${SWAGGER_UI_VERSION}.css`,
    start: `${API_DOCS_PATH}/start.js`,
  };
  const page = pageHtml(urls);
  const start = startScript(options.documentUrl);

  app.get(API_DOCS_PATH, async (_request, reply) =>
    withDocsPolicy(reply).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(page),
  );
  app.get(urls.start, async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/javascript; charset=utf-8').send(start),
  );
  serveAsset(app, urls.script, 'swagger-ui-bundle.js', 'text/javascript; charset=utf-8');
  serveAsset(app, urls.style, 'swagger-ui.css', 'text/css; charset=utf-8');
}
