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
import { uniquePrefix } from './support.js';

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
  // A queue prefix of its own: on a shared Redis (REDIS_URL) this worker takes nobody's jobs.
  const app = await buildApp(
    loadServiceConfig(testServiceEnv({ mongo, redis }, { EVENTS_PREFIX: uniquePrefix(), ...env })),
  );
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

  it('closes promptly while Redis has never answered (the queue consumer waits for Redis to start)', async () => {
    const nobody = await getFreePort();
    const app = await buildApp(
      loadServiceConfig(testServiceEnv({ mongo, redis }, { REDIS_URL: `redis://127.0.0.1:${nobody}` })),
    );
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('GET /metrics lists the event bus metrics before Redis has ever answered (the consumer not started yet)', async () => {
    const nobody = await getFreePort();
    const app = await worker({ REDIS_URL: `redis://127.0.0.1:${nobody}` });
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE events_processed_total counter');
    expect(response.body).toContain('# TYPE events_failed_total counter');
  });

  it('GET /metrics serves the event bus metrics in the Prometheus format', async () => {
    const app = await worker();
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('# TYPE events_processed_total counter');
    expect(response.body).toContain('# TYPE events_failed_total counter');
    expect(response.body).toContain('# TYPE events_queue_jobs gauge');
  });

  it('fails at start listing what is wrong in the e-mail settings', () => {
    expect(() =>
      loadServiceConfig(
        testServiceEnv(
          { mongo, redis },
          { SMTP_URL: 'http://mail', INSTALLER_EMAIL: 'nobody', MAIL_TIME_ZONE: 'Mars/Base' },
        ),
      ),
    ).toThrow(/SMTP_URL[\s\S]*INSTALLER_EMAIL[\s\S]*MAIL_TIME_ZONE/);
  });

  it('serves no GraphQL endpoint', async () => {
    const app = await worker();
    expect((await app.inject({ method: 'POST', url: '/graphql', payload: {} })).statusCode).toBe(404);
  });
});
