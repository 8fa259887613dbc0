import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { postGraphQL, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';

let infra: TestInfra;
let app: FastifyInstance;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'auth_app' });
  app = await buildApp(loadServiceConfig(infra.env));
});

afterAll(async () => {
  await app?.close();
  await infra?.stop();
});

describe('auth subgraph', () => {
  it('GET /healthz and /readyz answer 200 with Mongo and Redis up', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { mongo: { ok: true }, redis: { ok: true } },
    });
  });

  it('publishes its SDL to the gateway through _service', async () => {
    const response = await postGraphQL<{ _service: { sdl: string } }>(app, { query: '{ _service { sdl } }' });
    expect(response.data!._service.sdl).toContain('me: User');
  });

  it('passes the gateway request id through', async () => {
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'gw-auth' } });
    expect(response.headers['x-request-id']).toBe('gw-auth');
  });
});
