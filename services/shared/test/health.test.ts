import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { startEmbeddedMongo, type EmbeddedMongo } from '@smarthome/embedded-mongo';
import { createServiceApp, healthPlugin, loadConfig, serviceEnv } from '../src/index.js';
import { startTestRedis, type TestRedis } from '../src/testing/index.js';

describe('healthPlugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(healthPlugin, {
      timeoutMs: 100,
      checks: {
        fine: async () => undefined,
        broken: async () => {
          throw new Error('connection refused');
        },
        stuck: () => new Promise<void>(() => undefined),
      },
    });
  });

  afterAll(() => app.close());

  it('GET /healthz is 200 whatever the dependencies say', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 503 listing each failed check with its reason, a stuck one included', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: {
        fine: { ok: true },
        broken: { ok: false, error: 'connection refused' },
        stuck: { ok: false, error: 'no answer within 100 ms' },
      },
      failed: ['broken', 'stuck'],
    });
  });
});

describe('readiness of a service when MongoDB goes away', () => {
  // Always the embedded engine: this test stops the server, which it must own.
  let mongo: EmbeddedMongo;
  let redis: TestRedis;

  beforeAll(async () => {
    [mongo, redis] = await Promise.all([startEmbeddedMongo({ port: 0 }), startTestRedis()]);
  });

  afterAll(async () => {
    await Promise.allSettled([mongo?.stop(), redis?.stop()]);
  });

  it('turns GET /readyz from 200 to 503 naming mongo, while /healthz stays 200', async () => {
    const config = loadConfig(z.object(serviceEnv({ port: 0, dbName: 'health' })), {
      MONGODB_URI: mongo.uri,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'silent',
    });
    const { app } = await createServiceApp({ name: 'health', config });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await mongo.stop();
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        failed: ['mongo'],
        checks: { redis: { ok: true } },
      });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
