/**
 * HTTP caching of public reads (src/http-cache.ts), around the gateway's public cache: the
 * caching headers and the ETag are set before the cache keeps an answer (so that it keeps them),
 * the 304 is decided after (so that it keeps the full answer even when the request that computed
 * it gets a 304). Hence two plugins, registered on either side of `publicCache`.
 */
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { registerCacheHeaders, registerConditionalGet } from '../http-cache.js';

/** How long a CDN may serve a public answer past its age while it fetches a fresh one. */
const STALE_WHILE_REVALIDATE_SECONDS = 60;

export const cacheHeaders = fp<Pick<GatewayConfig, 'publicCacheMs' | 'sessionCookie'>>(
  async (app, config) =>
    registerCacheHeaders(app, {
      sharedMaxAgeSeconds: config.publicCacheMs / 1_000,
      staleWhileRevalidateSeconds: STALE_WHILE_REVALIDATE_SECONDS,
      sessionCookie: config.sessionCookie,
    }),
  { name: 'cache-headers' },
);

export const conditionalGet = fp(async (app) => registerConditionalGet(app), {
  name: 'conditional-get',
  dependencies: ['cache-headers'],
});
