import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { parse, type GraphQLFormattedError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { OperationError, RestError, toRestError } from '../src/rest/errors.js';
import type { RunOperation } from '../src/rest/execute.js';
import { restFacade, type RestRoutes } from '../src/rest/index.js';

const gqlError = (
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLFormattedError => ({
  message,
  path: ['thing'],
  extensions: { code, ...extensions },
});

describe('toRestError: GraphQL codes → HTTP', () => {
  it.each([
    ['UNAUTHENTICATED', 401, 'Authentication required'],
    ['FORBIDDEN', 403, 'Admins only'],
    ['NOT_FOUND', 404, 'News item not found'],
    ['CONFLICT', 409, 'Email already registered'],
    ['RATE_LIMITED', 429, 'You have reached your daily message limit'],
  ])('%s → %i with {message}', (code, status, message) => {
    const response = toRestError(new OperationError([gqlError(code, message)]), 'errors', 1024);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message });
  });

  it('BAD_USER_INPUT → 400 {errors:[{msg}]} for form submissions, one per message', () => {
    const error = new OperationError([
      gqlError('BAD_USER_INPUT', 'Invalid input', {
        details: { fields: { name: 'Numele este obligatoriu', email: 'Email-ul nu este valid' } },
      }),
      gqlError('BAD_USER_INPUT', 'Parolele nu corespund'),
    ]);
    expect(toRestError(error, 'errors', 1024)).toMatchObject({
      status: 400,
      body: {
        errors: [
          { msg: 'Numele este obligatoriu' },
          { msg: 'Email-ul nu este valid' },
          { msg: 'Parolele nu corespund' },
        ],
      },
    });
  });

  it('BAD_USER_INPUT → 400 {message} where the route answers with a message', () => {
    const error = new OperationError([gqlError('BAD_USER_INPUT', 'limit must be between 1 and 50')]);
    expect(toRestError(error, 'message', 1024)).toMatchObject({
      status: 400,
      body: { message: 'limit must be between 1 and 50' },
    });
  });

  it('reads validation lists in extensions.errors ({msg} or {message})', () => {
    const error = new OperationError([
      gqlError('BAD_USER_INPUT', 'x', { errors: [{ msg: 'a' }, { message: 'b' }, 'c'] }),
    ]);
    expect(toRestError(error, 'errors', 1024).body).toEqual({
      errors: [{ msg: 'a' }, { msg: 'b' }, { msg: 'c' }],
    });
  });

  it('RATE_LIMITED passes retryAfter on as Retry-After', () => {
    const error = new OperationError([gqlError('RATE_LIMITED', 'Slow down', { retryAfter: 3600 })]);
    expect(toRestError(error, 'message', 1024).headers).toEqual({ 'retry-after': '3600' });
  });

  it('any other code → 500 with a generic message and an errorId, no internals', () => {
    const error = new OperationError([gqlError('INTERNAL', 'connect ECONNREFUSED 10.0.0.5:27017')]);
    const response = toRestError(error, 'message', 1024);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error', errorId: response.errorId });
    expect(response.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(response.body)).not.toContain('ECONNREFUSED');
  });

  it('keeps the errorId a subgraph (or the gateway) already gave the error', () => {
    const error = new OperationError([
      gqlError('INTERNAL_SERVER_ERROR', 'Internal server error', { errorId: 'abc-123' }),
    ]);
    expect(toRestError(error, 'message', 1024)).toMatchObject({
      status: 500,
      errorId: 'abc-123',
      body: { errorId: 'abc-123' },
    });
  });

  it('a service that could not be reached → 503 with Retry-After and its errorId', () => {
    const error = new OperationError([
      gqlError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable, please try again shortly', {
        errorId: 'id-9',
      }),
    ]);
    expect(toRestError(error, 'errors', 1024)).toEqual({
      status: 503,
      headers: { 'retry-after': '5' },
      errorId: 'id-9',
      body: { message: 'Service temporarily unavailable, please try again shortly', errorId: 'id-9' },
    });
  });

  it('an unreachable service beside a bug is still a 500', () => {
    const error = new OperationError([
      gqlError('SERVICE_UNAVAILABLE', 'unavailable'),
      gqlError('INTERNAL_SERVER_ERROR', 'boom'),
    ]);
    expect(toRestError(error, 'message', 1024).status).toBe(500);
  });

  it('a mix of an application error and an internal one is a 500', () => {
    const error = new OperationError([
      gqlError('NOT_FOUND', 'gone'),
      gqlError('INTERNAL_SERVER_ERROR', 'boom'),
    ]);
    expect(toRestError(error, 'message', 1024).status).toBe(500);
  });

  it('our own query failing validation against the schema is a 500, not the caller’s fault', () => {
    const error = new OperationError([
      gqlError('GRAPHQL_VALIDATION_FAILED', 'Cannot query field "nope" on type "Query".'),
    ]);
    expect(toRestError(error, 'message', 1024)).toMatchObject({
      status: 500,
      body: { message: 'Internal server error' },
    });
  });

  it('a thrown bug → 500 without its message', () => {
    const response = toRestError(
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'message',
      1024,
    );
    expect(response).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    expect(JSON.stringify(response.body)).not.toContain('undefined');
  });

  it('RestError keeps its status and message', () => {
    expect(toRestError(new RestError(404, 'News item not found'), 'message', 1024)).toMatchObject({
      status: 404,
      body: { message: 'News item not found' },
    });
  });
});

/** The REST facade in a bare Fastify with test routes and a scripted `run`. */
async function facade(run: RunOperation, routes: RestRoutes[], bodyLimit = 1024) {
  const logs: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    bodyLimit,
  });
  await app.register(restFacade, { prefix: '/api/v0', run, bodyLimit, routes });
  await app.ready();
  return { app, logs };
}

const failingWith =
  (errors: GraphQLFormattedError[]): RunOperation =>
  async () => {
    throw new OperationError(errors);
  };

/** An operation for the scripted `run`s below, which never look at it. */
const operation = (source: string) => parse(source) as TypedDocumentNode<unknown, Record<string, unknown>>;

const thingRoutes: RestRoutes = (app, { run }) => {
  app.get('/things', async (request, reply) => run(request, reply, operation('{ thing }')));
  app.post('/things', async (request, reply) =>
    run(request, reply, operation('mutation { thing }'), { body: request.body }),
  );
  app.post('/things/:id/approve', async (request) => ({
    approved: (request.params as { id: string }).id,
    body: request.body ?? null,
  }));
};

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe('the /api/v0 error handler', () => {
  it.each([
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['RATE_LIMITED', 429],
  ])('GET answering %s → %i {message}', async (code, status) => {
    const { app } = await facade(failingWith([gqlError(code, `because ${code}`)]), [thingRoutes]);
    current = app;
    const response = await app.inject({ url: '/api/v0/things' });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: `because ${code}` });
  });

  it('POST with BAD_USER_INPUT → 400 {errors:[{msg}]}', async () => {
    const { app } = await facade(failingWith([gqlError('BAD_USER_INPUT', 'Parolele nu corespund')]), [
      thingRoutes,
    ]);
    current = app;
    const response = await app.inject({ method: 'POST', url: '/api/v0/things', payload: { password: 'a' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'Parolele nu corespund' }] });
  });

  it('GET with BAD_USER_INPUT → 400 {message}', async () => {
    const { app } = await facade(
      failingWith([gqlError('BAD_USER_INPUT', 'limit must be between 1 and 50')]),
      [thingRoutes],
    );
    current = app;
    const response = await app.inject({ url: '/api/v0/things' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'limit must be between 1 and 50' });
  });

  it('a route can choose the {message} shape for its validation errors', async () => {
    const routes: RestRoutes = (app, { run }) => {
      app.post('/login', { config: { validationShape: 'message' } }, async (request, reply) =>
        run(request, reply, operation('mutation { login }')),
      );
    };
    const { app } = await facade(failingWith([gqlError('BAD_USER_INPUT', 'Email is required')]), [routes]);
    current = app;
    const response = await app.inject({ method: 'POST', url: '/api/v0/login', payload: {} });
    expect(response.json()).toEqual({ message: 'Email is required' });
  });

  it('5xx: generic message, an errorId, and the same errorId in the log line with the cause', async () => {
    const run: RunOperation = async () => {
      throw new Error('MongoServerError: E11000 at mongodb://admin:secret@db:27017');
    };
    const { app, logs } = await facade(run, [thingRoutes]);
    current = app;
    const response = await app.inject({ url: '/api/v0/things' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; errorId: string }>();
    expect(body).toEqual({ message: 'Internal server error', errorId: expect.any(String) });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
    const line = logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.errorId === body.errorId);
    expect(line).toBeDefined();
    expect(line?.level).toBe(50);
    expect(JSON.stringify(line)).toContain('E11000');
  });
});

describe('bad input on /api/v0', () => {
  it('unknown paths → JSON 404 {message}', async () => {
    const { app } = await facade(failingWith([]), [thingRoutes]);
    current = app;
    for (const [method, url] of [
      ['GET', '/api/v0/nope'],
      ['POST', '/api/v0/things/1/2/3'],
      ['DELETE', '/api/v0/things'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: `No API route ${method} ${url}` });
    }
  });

  it('malformed JSON → 400 with a clear message', async () => {
    const { app } = await facade(failingWith([]), [thingRoutes]);
    current = app;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "unterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('a body over BODY_LIMIT → 413 {message}', async () => {
    const { app } = await facade(failingWith([]), [thingRoutes], 1024);
    current = app;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/things',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'x'.repeat(2048) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is larger than the limit of 1024 bytes' });
  });

  it('a body that is not JSON → 415 {message}', async () => {
    const { app } = await facade(failingWith([]), [thingRoutes]);
    current = app;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/things',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported Content-Type; send application/json' });
  });

  it('an empty body sent as application/json is no body, not bad JSON', async () => {
    const { app } = await facade(failingWith([]), [thingRoutes]);
    current = app;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/things/7/approve',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ approved: '7', body: null });
  });
});
