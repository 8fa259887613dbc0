import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  getFreePort,
  startTestMongo,
  startTestRedis,
  testServiceEnv,
  type TestMongo,
  type TestRedis,
} from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';

let mongo: TestMongo;
let redis: TestRedis;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  [mongo, redis] = await Promise.all([startTestMongo({ prefix: 'notifications' }), startTestRedis()]);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.allSettled([mongo?.stop(), redis?.stop()]);
});

async function worker(env: Record<string, string> = {}) {
  const app = await buildApp(loadServiceConfig(testServiceEnv({ mongo, redis }, env)));
  apps.push(app);
  return app;
}

describe('notifications worker health', () => {
  it('GET /readyz is 200 once Mongo and Redis answer', async () => {
    const app = await worker();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { mongo: { ok: true }, redis: { ok: true } },
      failed: [],
    });
  });

  it('GET /readyz is 503 naming redis while Redis is unreachable, and /healthz stays 200', async () => {
    const nobody = await getFreePort();
    const app = await worker({ REDIS_URL: `redis://127.0.0.1:${nobody}` });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      failed: ['redis'],
      checks: { mongo: { ok: true } },
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('serves no GraphQL endpoint', async () => {
    const app = await worker();
    expect((await app.inject({ method: 'POST', url: '/graphql', payload: {} })).statusCode).toBe(404);
  });
});
