import { getFreePort } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError, parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type BuildOptions } from '../src/app.js';
import { listenGateway } from '../src/listen.js';
import type { RestRoutes } from '../src/rest/index.js';
import {
  fixtureSupergraph,
  startFixtureSubgraph,
  testConfig,
  type FixtureContext,
  type FixtureSubgraph,
} from './helpers.js';

const NEWS = [
  {
    id: 'n2',
    title: 'Newer',
    slug: 'newer',
    description: 'Line one\nLine two',
    tags: ['promo'],
    version: 1,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-02T10:00:00.000Z',
  },
  {
    id: 'n1',
    title: 'Older',
    slug: 'older',
    description: 'Text',
    tags: [],
    version: 1,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
  },
];

/** `tag` scripts the content fixture's answer: `code:X` throws an error with that code. */
function newsResolver(_: unknown, args: { page: number; limit: number; tag?: string | null }) {
  const code = args.tag?.startsWith('code:') ? args.tag.slice(5) : undefined;
  if (code === 'BUG') throw new Error('MongoServerError: connection to 10.1.2.3:27017 closed');
  if (code === 'BAD_USER_INPUT') {
    throw new GraphQLError('Invalid paging', {
      extensions: { code, details: { fields: { limit: 'limit must be between 1 and 50' } } },
    });
  }
  if (code) throw new GraphQLError(`failed with ${code}`, { extensions: { code } });
  return { data: NEWS.slice(0, args.limit), pages: Math.ceil(NEWS.length / args.limit) };
}

let supergraph: { file: string; remove: () => Promise<void> };
let content: FixtureSubgraph;
let auth: FixtureSubgraph;
let closedUrl: string;

beforeAll(async () => {
  supergraph = await fixtureSupergraph();
  content = await startFixtureSubgraph('content', { Query: { news: newsResolver } }, { readyz: 200 });
  auth = await startFixtureSubgraph('auth', {
    Query: {
      me: () => ({
        id: 'u1',
        email: 'ana@example.ro',
        firstName: 'Ana',
        lastName: 'Pop',
        role: 'user',
        active: true,
      }),
    },
    Mutation: {
      login: (_: unknown, __: unknown, { reply }: FixtureContext) => {
        void reply.header(
          'set-cookie',
          'session=abc; Path=/; HttpOnly; SameSite=Lax; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
        );
        void reply.header('set-cookie', 'csrf=def; Path=/; SameSite=Strict');
        return {
          user: {
            id: 'u1',
            email: 'ana@example.ro',
            firstName: 'Ana',
            lastName: 'Pop',
            role: 'user',
            active: true,
          },
        };
      },
    },
  });
  closedUrl = `http://127.0.0.1:${await getFreePort()}/graphql`;
});

afterAll(async () => {
  await content?.stop();
  await auth?.stop();
  await supergraph?.remove();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  content.received.length = 0;
  auth.received.length = 0;
});

/** The fixture supergraph, content and auth up, the other two unreachable; then `env`. */
const fixtureConfig = (env: Record<string, string>) =>
  testConfig({
    SUPERGRAPH_PATH: supergraph.file,
    CONTENT_URL: content.url,
    AUTH_URL: auth.url,
    OPERATIONS_URL: closedUrl,
    ASSISTANT_URL: closedUrl,
    ...env,
  });

/** The gateway on the fixture configuration, logging at info. */
async function gateway(env: Record<string, string> = {}, options: BuildOptions = {}) {
  const logs: string[] = [];
  const app = await buildGateway(fixtureConfig({ LOG_LEVEL: 'info', ...env }), {
    logStream: { write: (line) => void logs.push(line) },
    ...options,
  });
  apps.push(app);
  return { app, logs };
}

const postGraphQL = (app: FastifyInstance, query: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query },
  });

describe('POST /graphql', () => {
  it('plans across subgraphs and answers in the standard shape', async () => {
    const { app } = await gateway();
    const response = await postGraphQL(app, '{ me { firstName } news(limit: 1) { pages data { title } } }');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { me: { firstName: 'Ana' }, news: { pages: 2, data: [{ title: 'Newer' }] } },
    });
  });

  it('answers GET /graphql too', async () => {
    const { app } = await gateway();
    const response = await app.inject({
      url: `/graphql?query=${encodeURIComponent('{ news { pages } }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { news: { pages: 1 } } });
  });

  it('a query that does not parse → 400 with GRAPHQL_PARSE_FAILED and no stack trace', async () => {
    const { app } = await gateway();
    const response = await postGraphQL(app, '{ news { ');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Array<{ message: string; extensions: Record<string, unknown> }> }>();
    expect(body.errors[0]?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(body.errors[0]?.message).toMatch(/Syntax Error/);
    expect(response.body).not.toMatch(/stacktrace|at .*\.js:\d+/);
  });

  it('an unknown field → 400 with GRAPHQL_VALIDATION_FAILED', async () => {
    const { app } = await gateway();
    const response = await postGraphQL(app, '{ nope }');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('several operations without an operationName, or an unknown operationName → 400, not a masked 500', async () => {
    const { app } = await gateway();
    const post = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const cases = [
      {
        payload: { query: 'query A { me { firstName } } query B { news { pages } }' },
        error: {
          message: 'Must provide operation name if query contains multiple operations.',
          extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
        },
      },
      {
        payload: { query: 'query A { me { firstName } }', operationName: 'B' },
        error: {
          message: 'Unknown operation named "B".',
          extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
        },
      },
      {
        payload: { query: '{ news { pages } } { me { firstName } }' },
        error: {
          message: 'This anonymous operation must be the only defined operation.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      },
    ];
    for (const { payload, error } of cases) {
      const response = await post(payload);
      expect({ status: response.statusCode, error: response.json().errors[0] }).toMatchObject({
        status: 400,
        error,
      });
    }
  });

  it('malformed JSON → 400 in the GraphQL error shape', async () => {
    const { app } = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": "{ news { pages } }"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: 'Malformed JSON in request body', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('a body over BODY_LIMIT → 413', async () => {
    const { app } = await gateway({ BODY_LIMIT: '2048' });
    const response = await postGraphQL(app, `{ news { pages } } # ${'x'.repeat(4096)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe('Request body is larger than the limit of 2048 bytes');
  });

  it('application errors keep their code and message; internal ones are masked with an errorId that is logged', async () => {
    const { app, logs } = await gateway();
    const notFound = await postGraphQL(app, '{ news(tag: "code:NOT_FOUND") { pages } }');
    expect(notFound.json().errors[0]).toMatchObject({
      message: 'failed with NOT_FOUND',
      extensions: { code: 'NOT_FOUND' },
    });

    const bug = await postGraphQL(app, '{ news(tag: "code:BUG") { pages } }');
    const error = bug.json().errors[0];
    expect(error).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(Object.keys(error.extensions).sort()).toEqual(['code', 'errorId']);
    expect(bug.body).not.toContain('10.1.2.3');
    expect(logs.find((line) => line.includes(error.extensions.errorId))).toContain('10.1.2.3');
  });

  it('an unreachable subgraph is SERVICE_UNAVAILABLE (worth a retry), not a leak of its address', async () => {
    const { app } = await gateway();
    const response = await postGraphQL(app, '{ issues { id } }');
    expect(response.json().errors[0]).toMatchObject({
      message: 'Service temporarily unavailable, please try again shortly',
      extensions: { code: 'SERVICE_UNAVAILABLE', errorId: expect.any(String) },
    });
    expect(response.body).not.toContain('127.0.0.1');
  });
});

describe('forwarding between the browser and the subgraphs', () => {
  it('returns the caller’s sane x-request-id and forwards it to the subgraph', async () => {
    const { app } = await gateway();
    const response = await postGraphQL(app, '{ news { pages } }', { 'x-request-id': 'req-42.abc' });
    expect(response.headers['x-request-id']).toBe('req-42.abc');
    expect(content.received.map((h) => h['x-request-id'])).toEqual(['req-42.abc']);
  });

  it('generates a request id when there is none and forwards that one (REST too)', async () => {
    const { app, logs } = await gateway();
    const response = await app.inject({ url: '/api/v0/news' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(content.received.map((h) => h['x-request-id'])).toEqual([id]);
    expect(logs.some((line) => JSON.parse(line).requestId === id)).toBe(true);
  });

  it('logs each request once, when its answer has gone: method, address, status and time taken', async () => {
    const { app, logs } = await gateway();
    const response = await app.inject({
      url: '/api/v0/news?page=1',
      headers: { 'x-request-id': 'access-1' },
    });
    const lines = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.filter((line) => line.requestId === 'access-1' && line.res !== undefined);
    expect(access).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/v0/news?page=1' }),
        res: { statusCode: response.statusCode },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('replaces an id that is not a sane token', async () => {
    const { app } = await gateway();
    for (const bad of ['two words', 'x'.repeat(200), 'a"b<c>']) {
      const response = await postGraphQL(app, '{ news { pages } }', { 'x-request-id': bad });
      expect(response.headers['x-request-id']).not.toBe(bad);
    }
    expect(
      content.received.every((h) => typeof h['x-request-id'] === 'string' && h['x-request-id'].length === 36),
    ).toBe(true);
  });

  it('forwards Authorization and cookies to every subgraph of the plan', async () => {
    const { app } = await gateway();
    await postGraphQL(app, '{ me { id } news { pages } }', {
      authorization: 'Bearer t0k3n',
      cookie: 'session=abc; theme=dark',
    });
    for (const headers of [...auth.received, ...content.received]) {
      expect(headers.authorization).toBe('Bearer t0k3n');
      expect(headers.cookie).toBe('session=abc; theme=dark');
    }
    expect(auth.received).toHaveLength(1);
    expect(content.received).toHaveLength(1);
  });

  it('forwards only the FORWARD_COOKIES when set', async () => {
    const { app } = await gateway({ FORWARD_COOKIES: 'session, csrf' });
    await postGraphQL(app, '{ news { pages } }', { cookie: 'theme=dark; session=abc; _ga=1; csrf=x' });
    expect(content.received[0]?.cookie).toBe('session=abc; csrf=x');
  });

  it('passes every Set-Cookie of a subgraph response back to the browser (/graphql)', async () => {
    const { app } = await gateway();
    const response = await postGraphQL(
      app,
      'mutation { login(email: "a@b.ro", password: "secret1", csrfToken: "t") { user { id } } }',
    );
    expect(response.json()).toEqual({ data: { login: { user: { id: 'u1' } } } });
    expect(response.headers['set-cookie']).toEqual([
      'session=abc; Path=/; HttpOnly; SameSite=Lax; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
      'csrf=def; Path=/; SameSite=Strict',
    ]);
  });

  it('passes Set-Cookie back on REST calls too, and forwards the caller’s headers from them', async () => {
    const TEST_LOGIN = parse(
      'mutation ($email: String!) { login(email: $email, password: "p", csrfToken: "t") { user { id } } }',
    ) as TypedDocumentNode<{ login: { user: { id: string } } }, { email: string }>;
    const loginRoute: RestRoutes = (app, { run }) => {
      app.post('/test-login', async (request, reply) => {
        const data = await run(request, reply, TEST_LOGIN, {
          email: (request.body as { email: string }).email,
        });
        return { user: data.login.user };
      });
    };
    const { app } = await gateway({}, { extraRestRoutes: [loginRoute] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/test-login',
      headers: { 'x-request-id': 'rest-1', cookie: 'csrf=old' },
      payload: { email: 'a@b.ro' },
    });
    expect(response.json()).toEqual({ user: { id: 'u1' } });
    expect(response.headers['set-cookie']).toHaveLength(2);
    expect(auth.received[0]).toMatchObject({ 'x-request-id': 'rest-1', cookie: 'csrf=old' });
  });
});

describe('GET /api/v0/news', () => {
  it('answers {data, pages} with the facade’s snake_case field names', async () => {
    const { app } = await gateway();
    const response = await app.inject({ url: '/api/v0/news?page=1&limit=12' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, /);
    expect(response.json()).toEqual({
      data: [
        {
          id: 'n2',
          title: 'Newer',
          slug: 'newer',
          description: 'Line one\nLine two',
          tags: ['promo'],
          version: 1,
          created_at: '2025-02-01T10:00:00.000Z',
          updated_at: '2025-02-02T10:00:00.000Z',
        },
        {
          id: 'n1',
          title: 'Older',
          slug: 'older',
          description: 'Text',
          tags: [],
          version: 1,
          created_at: '2025-01-01T10:00:00.000Z',
          updated_at: '2025-01-01T10:00:00.000Z',
        },
      ],
      pages: 1,
    });
  });

  it.each([
    ['NOT_FOUND', 404],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['CONFLICT', 409],
    ['RATE_LIMITED', 429],
  ])('a subgraph %s → %i {message}', async (code, status) => {
    const { app } = await gateway();
    const response = await app.inject({ url: `/api/v0/news?tag=code:${code}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: `failed with ${code}` });
  });

  it('a subgraph BAD_USER_INPUT → 400 {message} with the field messages', async () => {
    const { app } = await gateway();
    const response = await app.inject({ url: '/api/v0/news?tag=code:BAD_USER_INPUT' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'limit must be between 1 and 50' });
  });

  it('a subgraph bug → 500 {message, errorId}, errorId in the log with the cause', async () => {
    const { app, logs } = await gateway();
    const response = await app.inject({ url: '/api/v0/news?tag=code:BUG' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; errorId: string }>();
    expect(body).toEqual({ message: 'Internal server error', errorId: expect.any(String) });
    const lines = logs.filter((line) => line.includes(body.errorId));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('10.1.2.3');
  });

  it('bad paging parameters → 400 {message}', async () => {
    const { app } = await gateway();
    for (const query of ['page=0', 'page=abc', 'limit=-1', 'limit=1.5']) {
      const response = await app.inject({ url: `/api/v0/news?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/must be a positive integer/);
    }
    expect(content.received).toHaveLength(0);
  });

  it('content down → 503 with Retry-After, an errorId and no internals', async () => {
    const { app, logs } = await gateway({ CONTENT_URL: closedUrl });
    const response = await app.inject({ url: '/api/v0/news' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    const body = response.json<{ message: string; errorId: string }>();
    expect(body).toEqual({
      message: 'Service temporarily unavailable, please try again shortly',
      errorId: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain(new URL(closedUrl).port);
    // The operator finds the cause (the refused connection) under the same id.
    expect(logs.filter((line) => line.includes(body.errorId)).join('\n')).toContain('ECONNREFUSED');
  });
});

describe('unknown paths without the web app', () => {
  it('answer a JSON 404 {message}', async () => {
    const { app } = await gateway();
    for (const url of ['/api/v0/nope', '/api/v1/news', '/nope']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });
});

describe('health and metrics', () => {
  it('GET /healthz → 200 while the process runs', async () => {
    const { app } = await gateway();
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz → 503 naming the subgraphs that do not answer', async () => {
    const { app } = await gateway();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.status).toBe('unavailable');
    expect(body.failed.sort()).toEqual(['assistant', 'operations']);
    expect(body.checks.content).toEqual({ ok: true });
    // auth has no /readyz: a trivial query stands in for it.
    expect(body.checks.auth).toEqual({ ok: true });
    expect(body.message).toMatch(/^Not ready: .*assistant.*operations/);
  });

  it('GET /readyz → 200 when every subgraph answers', async () => {
    const { app } = await gateway({ OPERATIONS_URL: content.url, ASSISTANT_URL: auth.url });
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', failed: [] });
  });

  it('GET /readyz → 503 when a subgraph’s own /readyz fails', async () => {
    const sick = await startFixtureSubgraph('operations', { Query: { issues: () => [] } }, { readyz: 503 });
    try {
      const { app } = await gateway({ OPERATIONS_URL: sick.url, ASSISTANT_URL: auth.url });
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.operations).toEqual({ ok: false, error: 'readyz answered 503 (mongo)' });
    } finally {
      await sick.stop();
    }
  });

  /** A gateway listening as server.ts starts it, on free ports; closed after the test. */
  async function listening(env: Record<string, string> = {}) {
    const started = await listenGateway(fixtureConfig({ PORT: '0', METRICS_PORT: '0', ...env }));
    apps.push(started.app);
    return {
      ...started,
      site: `http://127.0.0.1:${started.port}`,
      metrics: `http://127.0.0.1:${started.metricsPort}/metrics`,
    };
  }

  it('GET /metrics on the metrics port counts requests by route pattern and status; the public port answers 404', async () => {
    const gateway = await listening();
    expect(gateway.metricsPort).not.toBe(gateway.port);
    await fetch(`${gateway.site}/api/v0/news`);
    await fetch(`${gateway.site}/api/v0/news?tag=code:NOT_FOUND`);
    await fetch(`${gateway.site}/nope`);
    const publicMetrics = await fetch(`${gateway.site}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await publicMetrics.text()).not.toContain('http_requests_total');

    const response = await fetch(gateway.metrics);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toContain('http_requests_total{method="GET",route="/api/v0/news",status_code="200"} 1');
    expect(body).toContain('http_requests_total{method="GET",route="/api/v0/news",status_code="404"} 1');
    // The unknown path and the public /metrics, both unmatched.
    expect(body).toMatch(/http_requests_total\{method="GET",route="\(unmatched\)",status_code="404"\} 2/);
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v0\/news",status_code="200"\}/,
    );
    expect(body).toContain('process_cpu_seconds_total');
    // The metrics listener serves nothing of the site.
    expect((await fetch(gateway.metrics.replace('/metrics', '/api/v0/news'))).status).toBe(404);
    expect((await fetch(gateway.metrics.replace('/metrics', '/healthz'))).status).toBe(404);
  });

  it('gateways in one process with METRICS_PORT=0 each get a metrics port of their own, closed with the gateway', async () => {
    const first = await listening();
    const second = await listening();
    expect(second.metricsPort).not.toBe(first.metricsPort);
    await fetch(`${first.site}/healthz`);
    expect(await (await fetch(first.metrics)).text()).toContain('route="/healthz"');
    expect(await (await fetch(second.metrics)).text()).not.toContain('route="/healthz"');
    await first.app.close();
    await expect(fetch(first.metrics)).rejects.toThrow();
    expect((await fetch(second.metrics)).status).toBe(200);
  });

  it('refuses to start when the metrics port is taken, and leaves nothing listening', async () => {
    const holder = await listening();
    const port = await getFreePort();
    await expect(listening({ PORT: String(port), METRICS_PORT: String(holder.metricsPort) })).rejects.toThrow(
      /EADDRINUSE/,
    );
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
