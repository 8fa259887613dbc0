import { describe, expect, it } from 'vitest';
import { postGraphQL, describeSubgraphBasics } from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';

const { app } = describeSubgraphBasics({
  name: 'auth',
  buildApp: (env) => buildApp(loadServiceConfig(env), { relay: false }),
  sdlContains: 'me: User',
});

describe('auth subgraph, beyond the basics', () => {
  it('publishes User keyed by id and by email', async () => {
    const response = await postGraphQL<{ _service: { sdl: string } }>(app(), {
      query: '{ _service { sdl } }',
    });
    expect(response.data!._service.sdl).toMatch(/type User @key\(fields: "id"\) @key\(fields: "email"\)/);
  });

  it('serves the JWKS the other services verify against', async () => {
    const response = await app().inject({ url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().keys).toHaveLength(1);
  });
});
