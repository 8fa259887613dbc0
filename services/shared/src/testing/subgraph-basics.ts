/**
 * The checks every subgraph must pass, written once: health and readiness against real
 * Mongo and Redis, `/metrics`, its SDL published to the gateway through `_service`, and the
 * gateway's request id echoed back. A service's `test/app.test.ts` calls this and adds its own cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse, print, visit } from 'graphql';
import type { Env } from '../config.js';
import { postGraphQL } from './graphql.js';
import { startTestInfra, type TestInfra } from './infra.js';

export interface SubgraphBasicsOptions {
  /** Service name, used for the describe block and the test database prefix. */
  name: string;
  buildApp: (env: Env) => Promise<FastifyInstance>;
  /** A line the published SDL must contain (the service's characteristic field). */
  sdlContains: string;
}

/** The SDL printed without its descriptions, so that a field is found on one line with its arguments. */
function withoutDescriptions(sdl: string): string {
  return print(
    visit(parse(sdl), {
      enter: (node) =>
        'description' in node && node.description ? { ...node, description: undefined } : undefined,
    }),
  );
}

/** Registers the shared subgraph checks; returns accessors for extra tests in the same file. */
export function describeSubgraphBasics(options: SubgraphBasicsOptions): { app: () => FastifyInstance } {
  let infra: TestInfra | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    infra = await startTestInfra({ prefix: `${options.name}_app` });
    app = await options.buildApp(infra.env);
  });

  afterAll(async () => {
    await app?.close();
    await infra?.stop();
  });

  const current = () => {
    if (!app) throw new Error('the app is built in beforeAll');
    return app;
  };

  describe(`${options.name} subgraph`, () => {
    it('GET /healthz and /readyz answer 200 with Mongo and Redis up', async () => {
      expect((await current().inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await current().inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'ready',
        checks: { mongo: { ok: true }, redis: { ok: true } },
      });
    });

    it('publishes its SDL to the gateway through _service', async () => {
      const response = await postGraphQL<{ _service: { sdl: string } }>(current(), {
        query: '{ _service { sdl } }',
      });
      expect(withoutDescriptions(response.data!._service.sdl)).toContain(options.sdlContains);
    });

    it('serves GET /metrics in the Prometheus format, with the event bus families', async () => {
      const response = await current().inject({ url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('# TYPE events_outbox_backlog gauge');
      expect(response.body).toContain('# TYPE process_cpu_seconds_total counter');
    });

    it('passes the gateway request id through', async () => {
      const id = `gw-${options.name}`;
      const response = await current().inject({ url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    });
  });

  return { app: current };
}
