/**
 * Regression tests for the bad input a fuzz run found: every answer is a client error in the
 * shape the clients read, never a 500, never Fastify's own error shape, never an echo of
 * an unbounded URL. Nothing here needs a running subgraph (the input is refused first), except
 * the subgraph-413 case, which runs a fixture subgraph.
 */
import { createHash } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getFreePort } from '@smarthome/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { SUBGRAPH_PAYLOAD_TOO_LARGE_MESSAGE } from '../src/graphql/datasource.js';
import type { RestRoutes } from '../src/rest/index.js';
import { GRAPHQL_INT_MAX, MAX_PARAM_LENGTH } from '../src/rest/schemas.js';
import {
  contentOnlyConfig,
  fixtureSupergraph,
  startFixtureSubgraph,
  testConfig,
  type FixtureSubgraph,
} from './helpers.js';

let gateway: FastifyInstance;

beforeAll(async () => {
  // The committed supergraph; no subgraph listens, and none may be needed.
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  gateway = await buildGateway(
    testConfig({ AUTH_URL: closed, CONTENT_URL: closed, OPERATIONS_URL: closed, ASSISTANT_URL: closed }),
  );
});

afterAll(async () => {
  await gateway?.close();
});

/**
 * A credential nobody can check here (auth is closed). It lets a route that needs a signed-in
 * caller describe its bad input: the caller cannot be known, so the 400 stands.
 */
const UNCHECKED_CALLER = { authorization: 'Bearer unchecked' };

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) =>
  gateway.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...UNCHECKED_CALLER },
    payload: JSON.stringify(body),
  });

const messagesOf = (response: LightMyRequestResponse) =>
  response.json<{ errors: Array<{ msg: string }> }>().errors.map((error) => error.msg);

/** Just under the 1 MiB body limit with the JSON around it: the size the fuzz run sent. */
const NEARLY_ONE_MIB = 'x'.repeat(1_040_000);

describe('a text field just under 1 MiB', () => {
  it.each([
    ['POST', '/api/v0/contact', 'message'],
    ['POST', '/api/v0/contact', 'botToken'],
    ['POST', '/api/v0/auth/login', 'password'],
    ['POST', '/api/v0/auth/register', 'firstName'],
    ['POST', '/api/v0/auth/forgot-password', 'email'],
    ['PUT', '/api/v0/users/64b7f0c2a1b2c3d4e5f60718', 'lastName'],
  ] as const)(
    "%s %s with a long %s → 400 {errors:[{msg}]}, without the cap (the field's own limit is lower)",
    async (method, url, field) => {
      const response = await send(method, url, { [field]: NEARLY_ONE_MIB });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual([`${field} is too long`]);
    },
  );
});

describe('schema failures answer the route’s own messages', () => {
  it.each([
    ['/api/v0/contact', { consent: 'true' }, ['Invalid value for consent']],
    [
      '/api/v0/contact',
      { email: { $gt: '' }, name: 7 },
      ['Invalid value for name', 'Invalid value for email'],
    ],
    ['/api/v0/auth/login', { email: 'a@b.ro', password: ['a'] }, ['Invalid value for password']],
    ['/api/v0/auth/login', { bearer: 'yes' }, ['bearer must be true or false']],
    ['/api/v0/auth/login', ['not', 'an', 'object'], ['The body must be a JSON object']],
    ['/api/v0/auth/login', 'a string', ['The body must be a JSON object']],
  ])('POST %s %j → 400 %j', async (url, body, messages) => {
    const response = await send('POST', url, body);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(messages);
  });

  it('an anonymous caller of a route for signed-in callers hears 401 first, from no service', async () => {
    const response = await gateway.inject({
      method: 'PATCH',
      url: '/api/v0/users/u1/active',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required' });
  });

  it('a missing required flag', async () => {
    const response = await send('PATCH', '/api/v0/users/u1/active', { csrfToken: 'x' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(['active must be true or false']);
  });
});

describe('GET /api/v0/news paging bounds (what the content service accepts)', () => {
  it.each([
    ['page=2147483648', `page must be at most ${GRAPHQL_INT_MAX}`],
    [`page=${2 ** 53}`, `page must be at most ${GRAPHQL_INT_MAX}`],
    ['page=99999999999999999999999', `page must be at most ${GRAPHQL_INT_MAX}`],
    ['limit=51', 'limit must be at most 50'],
    ['limit=100', 'limit must be at most 50'],
    ['page=0', 'page must be a positive integer'],
    ['page=1.5', 'page must be a positive integer'],
    ['page=2e3', 'page must be a positive integer'],
    [`tag=${'t'.repeat(201)}`, 'tag is too long (at most 200 characters)'],
  ])('?%s → 400 {message: %j}', async (query, message) => {
    const response = await gateway.inject({ url: `/api/v0/news?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('malformed and oversized URLs', () => {
  const long = 'a'.repeat(5_000);

  /** The facade's shape, a request id, and nothing of the URL beyond a bounded prefix. */
  function expectMessageOnly(response: LightMyRequestResponse, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.body.length).toBeLessThan(300);
  }

  it('a path segment that is not valid percent-encoding → 400 {message}', async () => {
    for (const url of ['/api/v0/news/%zz', '/api/v0/users/%E0%A4%A', '/graphql%zz']) {
      const response = await gateway.inject({ url });
      expectMessageOnly(response, 400);
      expect(response.body).not.toContain('FST_ERR');
    }
  });

  it(`a path parameter over ${MAX_PARAM_LENGTH} characters → 414 {message}, the URL not echoed`, async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await gateway.inject({ method, url: `/api/v0/users/${long}` });
      expectMessageOnly(response, 414);
      expect(response.json().message).toBe(`A path parameter is longer than ${MAX_PARAM_LENGTH} characters`);
    }
  });

  it('an unknown path of 5,000 characters → 404 {message} with a bounded echo', async () => {
    const response = await gateway.inject({ url: `/api/v0/${long}?q=${long}` });
    expectMessageOnly(response, 404);
    expect(response.json().message).toMatch(/^No API route GET \/api\/v0\/a+…$/);
    expectMessageOnly(await gateway.inject({ url: `/${long}` }), 404);
  });
});

describe('/graphql requests that cannot run', () => {
  const post = (payload: Record<string, unknown>) =>
    gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('a subscription (the supergraph has no Subscription type) → 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const response = await post({ query: 'subscription { __typename }' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        message: 'The subscription operation is not supported by the schema.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it('a persisted query whose hash does not match its text → 400 BAD_REQUEST, not masked', async () => {
    const query = '{ __typename }';
    const wrong = createHash('sha256').update(`${query} `).digest('hex');
    const response = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } },
    ]);
  });
});

describe('a request too large for the subgraph (its HTTP 413)', () => {
  let supergraph: { file: string; remove: () => Promise<void> };
  let content: FixtureSubgraph;
  let big: FastifyInstance;

  const NEWS = parse('query ($tag: String) { news(tag: $tag) { pages } }') as TypedDocumentNode<
    { news: { pages: number } },
    { tag: string }
  >;
  /** A route without a cap, as a route with a forgotten schema would be. */
  const uncapped: RestRoutes = (app, { run }) => {
    app.post('/test-uncapped', async (request, reply) =>
      run(request, reply, NEWS, { tag: (request.body as { tag: string }).tag }),
    );
  };

  beforeAll(async () => {
    supergraph = await fixtureSupergraph();
    // The fixture subgraph keeps Fastify's 1 MiB body limit; the gateway takes more.
    content = await startFixtureSubgraph('content', { Query: { news: () => ({ data: [], pages: 0 }) } });
    const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
    big = await buildGateway(
      contentOnlyConfig(content.url, closed, {
        SUPERGRAPH_PATH: supergraph.file,
        BODY_LIMIT: String(4 * 1_048_576),
      }),
      { extraRestRoutes: [uncapped] },
    );
  });

  afterAll(async () => {
    await big?.close();
    await content?.stop();
    await supergraph?.remove();
  });

  const tag = 'x'.repeat(1_100_000);

  it('is PAYLOAD_TOO_LARGE on /graphql, with its message', async () => {
    const response = await big.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'query ($tag: String) { news(tag: $tag) { pages } }', variables: { tag } },
    });
    const [error] = response.json<{ errors: Array<{ message: string; extensions: { code: string } }> }>()
      .errors;
    expect(error).toMatchObject({
      message: SUBGRAPH_PAYLOAD_TOO_LARGE_MESSAGE,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('is 413 {message} on /api/v0, never a 500', async () => {
    const response = await big.inject({
      method: 'POST',
      url: '/api/v0/test-uncapped',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ tag }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: SUBGRAPH_PAYLOAD_TOO_LARGE_MESSAGE });
  });
});
