/**
 * Personal API tokens at /graphql and /api/v0 (src/api-tokens): exchanged at the auth service
 * for an access token, and limited to API_TOKEN_RATE_LIMIT requests per token and minute.
 *
 * The counts are kept in Redis when API_TOKEN_RATE_LIMIT_REDIS_URL is set, so that every gateway
 * replica shares them (a token has one allowance whichever replica it reaches); without it each
 * process counts alone.
 * A count that cannot be made (Redis down) lets the request through: the limit protects the
 * services from a runaway script, it must not take the API down with Redis.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { registerBearerAuth, type TokenRateLimiter } from '../api-tokens/bearer-auth.js';
import { ApiTokenExchange } from '../api-tokens/exchange.js';
import type { GatewayConfig } from '../config.js';
import { GRAPHQL_PATH } from '../paths.js';

/** Where the counts are kept in Redis: `<namespace><tokenId>`. */
const RATE_LIMIT_NAMESPACE = 'gateway:api-token-rate:';
/** Tokens counted at once in memory (without Redis), at most. */
const LOCAL_ENTRIES = 10_000;

export type ApiTokensOptions = Pick<
  GatewayConfig,
  'apiTokenCacheMs' | 'apiTokenRateLimit' | 'readyTimeoutMs' | 'apiTokenRateLimitRedisUrl'
>;

/**
 * A Redis client that fails a command fast when Redis cannot be reached (a request waits for one
 * reconnection attempt, not for Redis to come back), and logs each distinct connection error once.
 */
function limiterRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectionName: 'gateway', connectTimeout: 500, maxRetriesPerRequest: 1 });
  const logged = new Set<string>();
  redis.on('error', (error: Error) => {
    if (logged.has(error.message)) return;
    logged.add(error.message);
    log.warn({ err: error }, 'redis connection error: API token requests are not counted meanwhile');
  });
  redis.on('ready', () => logged.clear());
  return redis;
}

export const apiTokens = fp<ApiTokensOptions>(
  async (app, config) => {
    const exchange = new ApiTokenExchange({
      authUrl: app.subgraphs.urlOf('auth'),
      cacheMs: config.apiTokenCacheMs,
      timeoutMs: config.readyTimeoutMs,
      replicas: app.subgraphs.replicas,
    });
    app.addHook('onClose', () => exchange.close());

    const redisUrl = config.apiTokenRateLimitRedisUrl;
    const redis = redisUrl ? limiterRedis(redisUrl, app.log) : undefined;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    await app.register(fastifyRateLimit, {
      // No route is limited by itself: the bearer authentication asks once it knows the token.
      global: false,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : { cache: LOCAL_ENTRIES }),
    });
    const count = app.createRateLimit({
      max: config.apiTokenRateLimit,
      timeWindow: 60_000,
      keyGenerator: (request) => request.apiToken?.tokenId ?? '',
    });
    const limiter: TokenRateLimiter = async (request) => {
      try {
        const limit = await count(request);
        return !limit.isAllowed && limit.isExceeded ? Math.max(1, limit.ttlInSeconds) : null;
      } catch (error) {
        request.log.warn(
          { err: error },
          'API token request not counted: the rate limit store did not answer',
        );
        return null;
      }
    };

    registerBearerAuth(app, { exchange, limiter, graphqlPath: GRAPHQL_PATH });
  },
  { name: 'api-tokens', dependencies: ['subgraphs'] },
);
