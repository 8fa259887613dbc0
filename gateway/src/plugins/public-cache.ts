/** The gateway's short cache of anonymous public reads (src/public-cache.ts). */
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { GRAPHQL_PATH } from '../paths.js';
import { registerPublicCache } from '../public-cache.js';

/** Public answers cached at most: a few hundred pages and lists is the whole public site. */
const PUBLIC_CACHE_ENTRIES = 1_000;

export const publicCache = fp<Pick<GatewayConfig, 'publicCacheMs' | 'sessionCookie'>>(
  async (app, config) =>
    registerPublicCache(app, {
      graphqlPath: GRAPHQL_PATH,
      ttlMs: config.publicCacheMs,
      maxEntries: PUBLIC_CACHE_ENTRIES,
      sessionCookie: config.sessionCookie,
    }),
  { name: 'public-cache' },
);
