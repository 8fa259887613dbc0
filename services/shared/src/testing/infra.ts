import type { Env } from '../config.js';
import { createTestJwks, type TestJwks } from './jwks.js';
import { startTestMongo, type TestMongo } from './mongo.js';
import { startTestRedis, type TestRedis } from './redis.js';

export interface TestInfra {
  mongo: TestMongo;
  redis: TestRedis;
  jwks: TestJwks;
  /** The environment a service's `loadServiceConfig(env)` reads to use this infra. */
  env: Env;
  stop(): Promise<void>;
}

/** The variables that point a service at test servers (quiet logs unless LOG_LEVEL is given). */
export function testServiceEnv(
  { mongo, redis, jwks }: { mongo: TestMongo; redis: TestRedis; jwks?: TestJwks },
  extra: Env = {},
): Env {
  return {
    MONGODB_URI: mongo.uri,
    MONGODB_DB: mongo.dbName,
    REDIS_URL: redis.url,
    LOG_LEVEL: 'silent',
    ...(jwks ? { AUTH_JWKS_URL: jwks.jwksUrl, AUTH_ISSUER: jwks.issuer, AUTH_AUDIENCE: jwks.audience } : {}),
    ...extra,
  };
}

/** Mongo, Redis and a JWKS for one suite, started side by side. */
export async function startTestInfra(options: { prefix?: string } = {}): Promise<TestInfra> {
  const started = await Promise.allSettled([
    startTestMongo(options.prefix ? { prefix: options.prefix } : {}),
    startTestRedis(),
    createTestJwks(),
  ] as const);
  const [mongoResult, redisResult, jwksResult] = started;
  if (
    mongoResult.status === 'rejected' ||
    redisResult.status === 'rejected' ||
    jwksResult.status === 'rejected'
  ) {
    // Stop what did start, then report what did not.
    await Promise.allSettled(
      started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
    );
    const failure = started.find((result) => result.status === 'rejected');
    throw failure?.reason;
  }
  const [mongo, redis, jwks] = [mongoResult.value, redisResult.value, jwksResult.value];
  return {
    mongo,
    redis,
    jwks,
    env: testServiceEnv({ mongo, redis, jwks }),
    async stop() {
      await Promise.allSettled([mongo.stop(), redis.stop(), jwks.stop()]);
    },
  };
}
