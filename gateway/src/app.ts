/**
 * The gateway as a Fastify instance, not listening (server.ts listens; tests use inject()):
 *   /graphql  Apollo Gateway over the committed supergraph;  /api/v0/*  the REST facade (src/rest)
 *   /api/docs  its reference;  /healthz /readyz  (/metrics has a listener of its own: src/listen.ts)
 *   /dev/mailbox  development only;  /robots.txt, sitemap, feeds and content pages (src/site)
 *   /  the built web app when WEB_DIST_DIR is set
 * Each concern is a plugin of src/plugins, registered below in the order a request meets them;
 * those that add hooks or decorations for every route act on the root scope (fastify-plugin).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { GatewayConfig } from './config.js';
import { apiDocs } from './plugins/api-docs.js';
import { apiTokens } from './plugins/api-tokens.js';
import { apollo } from './plugins/apollo.js';
import { compression } from './plugins/compression.js';
import { csrfProtection } from './plugins/csrf.js';
import { devMailbox } from './plugins/dev-mailbox.js';
import { errorAnswers } from './plugins/errors.js';
import { graphqlEndpoint } from './plugins/graphql.js';
import { health } from './plugins/health.js';
import { cacheHeaders, conditionalGet } from './plugins/http-cache.js';
import { requestMetrics } from './plugins/metrics.js';
import { publicCache } from './plugins/public-cache.js';
import { requestTracing } from './plugins/request-tracing.js';
import { restApi } from './plugins/rest.js';
import { securityHeaders } from './plugins/security-headers.js';
import { sessionRenewal } from './plugins/session-renewal.js';
import { sitePages } from './plugins/site.js';
import { subgraphs } from './plugins/subgraphs.js';
import { webApp } from './plugins/web-app.js';
import type { RestRoutes } from './rest/index.js';
import { serverOptions } from './server-options.js';
import { loadServerRenderer } from './site/server-renderer.js';
import { readWebPages } from './web.js';

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** REST modules added to DOMAINS (tests exercise the facade with routes of their own). */
  extraRestRoutes?: RestRoutes[];
  /** Where requests are counted: the metrics listener's registry; one of its own otherwise (tests). */
  metricsRegistry?: Registry;
}

export async function buildGateway(
  config: GatewayConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, options.logStream));
  const pages = config.webDistDir ? readWebPages(config.webDistDir) : undefined;
  // The build's server renderer: it writes the content pages, and knows which paths are pages.
  const renderer = config.webDistDir ? await loadServerRenderer(config.webDistDir) : undefined;

  // Hooks run in the order they are added, and a hook that answers (the public cache, a refused
  // token) skips the ones after it; a route keeps the error handlers set before it was added.
  await app.register(requestTracing); // first: everything a request causes is one trace
  await app.register(errorAnswers, { bodyLimit: config.bodyLimit, pages, isPagePath: renderer?.isPagePath });
  await app.register(requestMetrics, { registry: options.metricsRegistry ?? new Registry() });
  await app.register(securityHeaders, config); // before the cache: a cached answer carries them too
  // Around the public cache: it keeps an answer with its caching headers and ETag, and keeps the
  // full answer even when the request that computed it gets a 304.
  await app.register(cacheHeaders, config);
  await app.register(publicCache, config);
  await app.register(conditionalGet);
  // After the cache and the 304: the cache keeps the answer as computed, each client gets its coding.
  await app.register(compression);
  await app.register(subgraphs, config);
  await app.register(apollo, config);
  await app.register(apiTokens, config);
  // preHandlers, after the body is parsed: CSRF first, so that a refused write renews no session.
  await app.register(csrfProtection, config);
  await app.register(sessionRenewal, config);
  // The routes: each plugin below sees every hook, handler and decoration registered above.
  await app.register(graphqlEndpoint);
  await app.register(restApi, { config, extraRoutes: options.extraRestRoutes ?? [] });
  await app.register(apiDocs);
  await app.register(sitePages, { config, pages, renderer });
  await app.register(health, config);
  if (config.devMailboxUrl) await app.register(devMailbox, { target: config.devMailboxUrl });
  if (config.webDistDir) await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
