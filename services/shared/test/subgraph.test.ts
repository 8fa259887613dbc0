import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  connectMongo,
  createLogger,
  createServiceApp,
  loadConfig,
  serviceEnv,
  tokenVerifierEnv,
  type Connection,
} from '../src/index.js';
import {
  errorCodes,
  getFreePort,
  postGraphQL,
  startTestInfra,
  type TestInfra,
} from '../src/testing/index.js';
import { buildFixtureApp } from './fixtures/fixture-app.js';

const schema = z.object({ ...serviceEnv({ port: 0, dbName: 'fixture' }), ...tokenVerifierEnv() });

/** Log lines of the app, parsed. */
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let infra: TestInfra;
let app: FastifyInstance;
let db: Connection;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'kit_subgraph' });
  const config = loadConfig(schema, { ...infra.env, LOG_LEVEL: 'debug' });
  app = await buildFixtureApp(config, {
    logger: createLogger({ name: 'fixture', level: 'debug', destination: sink }),
  });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  await db.collection<{ _id: string; name: string; createdAt: Date }>('things').insertMany([
    { _id: 't1', name: 'Zigbee adapter', createdAt: new Date('2025-01-02T03:04:05.000Z') },
    { _id: 't2', name: 'Relay', createdAt: new Date('2025-01-03T03:04:05.000Z') },
  ]);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await infra?.stop();
});

const token = (role: string) => infra.jwks.sign({ sub: `id-${role}`, email: `${role}@example.ro`, role });

describe('POST /graphql of a subgraph built by createSubgraphApp', () => {
  it('reads from the service database', async () => {
    const response = await postGraphQL(app, { query: '{ thing(id: "t1") { id name createdAt } }' });
    expect(response.data).toEqual({
      thing: { id: 't1', name: 'Zigbee adapter', createdAt: '2025-01-02T03:04:05.000Z' },
    });
  });

  it('resolves @key entities through _entities', async () => {
    const response = await postGraphQL(app, {
      query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Thing { id name } } }',
      variables: {
        r: [
          { __typename: 'Thing', id: 't2' },
          { __typename: 'Thing', id: 'missing' },
        ],
      },
    });
    expect(response.data).toEqual({ _entities: [{ id: 't2', name: 'Relay' }, null] });
  });

  it('puts the verified caller into the context', async () => {
    const response = await postGraphQL(app, {
      query: '{ whoami { id email role } }',
      token: await token('INSTALLER'),
    });
    expect(response.data).toEqual({
      whoami: { id: 'id-INSTALLER', email: 'INSTALLER@example.ro', role: 'installer' },
    });
  });

  it('answers UNAUTHENTICATED to anonymous callers of guarded fields, with the reason NO_SESSION', async () => {
    const response = await postGraphQL(app, { query: '{ whoami { id } }' });
    expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
    expect(response.errors![0]!.message).toBe('Authentication required');
    // What tells a client its session is gone, from a wrong password that is UNAUTHENTICATED too.
    expect(response.errors![0]!.extensions?.details).toEqual({ reason: 'NO_SESSION' });
  });

  it('answers FORBIDDEN to the wrong role and lets the right roles through', async () => {
    const asUser = await postGraphQL(app, { query: '{ staffOnly }', token: await token('user') });
    expect(errorCodes(asUser)).toEqual(['FORBIDDEN']);
    const asInstaller = await postGraphQL(app, { query: '{ adminOnly }', token: await token('installer') });
    expect(errorCodes(asInstaller)).toEqual(['FORBIDDEN']);
    expect(
      (await postGraphQL(app, { query: '{ staffOnly }', token: await token('installer') })).data,
    ).toEqual({ staffOnly: 'installer' });
    expect((await postGraphQL(app, { query: '{ adminOnly }', token: await token('Admin') })).data).toEqual({
      adminOnly: 'admin',
    });
  });

  it('lets a token that must enrol its second factor act in its name only in the allowed root fields', async () => {
    const pending = await infra.jwks.sign({
      sub: 'id-staff',
      email: 'staff@example.ro',
      role: 'installer',
      secondFactorEnrolmentPending: true,
    });
    const allowed = await postGraphQL(app, {
      query: 'query { __typename ...Me } fragment Me on Query { whoami { id } }',
      token: pending,
    });
    expect(allowed.data).toEqual({ __typename: 'Query', whoami: { id: 'id-staff' } });
    // Anything else runs as an anonymous caller's: public fields answer, the account's are refused.
    expect((await postGraphQL(app, { query: '{ hello }', token: pending })).data).toEqual({ hello: 'hi' });
    for (const query of [
      '{ staffOnly }',
      '{ hello whoami { id } }',
      '{ ... on Query { staffOnly } }',
      'query { ...Staff } fragment Staff on Query { staffOnly }',
    ]) {
      const refused = await postGraphQL(app, { query, token: pending });
      expect(errorCodes(refused), query).toEqual(['SECOND_FACTOR_ENROLMENT_REQUIRED']);
      // Answered like a resolver's error, so that the gateway passes the code on.
      expect(refused.statusCode, query).toBe(200);
    }
    // The same account once enrolled (no claim): everything its role allows.
    expect(
      (await postGraphQL(app, { query: '{ staffOnly }', token: await token('installer') })).data,
    ).toEqual({
      staffOnly: 'installer',
    });
  });

  it('maps AppError codes and details to extensions', async () => {
    const response = await postGraphQL(app, { query: '{ badInput conflict hello }' });
    expect(response.data).toEqual({ badInput: null, conflict: null, hello: 'hi' });
    expect(response.errors).toEqual([
      {
        message: 'name is required',
        path: ['badInput'],
        locations: expect.any(Array),
        extensions: { code: 'BAD_USER_INPUT', details: { field: 'name' } },
      },
      {
        message: 'already exists',
        path: ['conflict'],
        locations: expect.any(Array),
        extensions: { code: 'CONFLICT' },
      },
    ]);
  });

  it('hides an unexpected error from the client and logs it with the same error id and the request id', async () => {
    const response = await postGraphQL(app, { query: '{ boom }', headers: { 'x-request-id': 'req-boom' } });
    expect(response.errors).toHaveLength(1);
    const [error] = response.errors!;
    expect(error!.message).toBe('Internal server error');
    expect(error!.extensions).toEqual({ code: 'INTERNAL', errorId: expect.any(String) });
    expect(JSON.stringify(response)).not.toMatch(/hunter2|stack/);
    const logged = lines.find((line) => line.errorId === error!.extensions!.errorId);
    expect(logged).toMatchObject({ level: 'error', requestId: 'req-boom', service: 'fixture' });
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('carries the request id into the context, the response header and every log line of the request', async () => {
    lines.length = 0;
    const response = await postGraphQL(app, { query: '{ requestId }', headers: { 'x-request-id': 'gw-42' } });
    expect(response.data).toEqual({ requestId: 'gw-42' });
    expect(response.headers['x-request-id']).toBe('gw-42');
    const messages = lines.filter((line) => line.requestId === 'gw-42').map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['inside resolver', 'request completed']));
    // One access line per request, naming the request and its answer.
    const access = lines.filter((line) => line.requestId === 'gw-42' && line.msg === 'request completed');
    expect(access).toEqual([
      expect.objectContaining({
        req: expect.objectContaining({ method: 'POST', url: '/graphql' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines.filter((line) => line.req || line.res).every((line) => line.requestId === 'gw-42')).toBe(
      true,
    );
  });

  it('makes up a request id when none, or a malformed one, is sent', async () => {
    const first = await postGraphQL<{ requestId: string }>(app, { query: '{ requestId }' });
    const second = await postGraphQL<{ requestId: string }>(app, {
      query: '{ requestId }',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    for (const response of [first, second]) {
      expect(response.data!.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['x-request-id']).toBe(response.data!.requestId);
    }
    expect(first.data!.requestId).not.toBe(second.data!.requestId);
  });

  it('answers GET /healthz and /readyz', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { mongo: { ok: true }, redis: { ok: true } },
      failed: [],
    });
  });

  it('has no landing page and no stack traces on a malformed request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('token verification while the JWKS is unreachable', () => {
  it('fails signed-in requests with INTERNAL and an error id, and still serves anonymous ones', async () => {
    const port = await getFreePort();
    const config = loadConfig(schema, { ...infra.env, AUTH_JWKS_URL: `http://127.0.0.1:${port}/jwks.json` });
    const cut = await buildFixtureApp(config);
    try {
      const signedIn = await postGraphQL(cut, { query: '{ hello }', token: await token('user') });
      expect(signedIn.statusCode).toBe(500);
      expect(signedIn.errors).toEqual([
        { message: 'Internal server error', extensions: { code: 'INTERNAL', errorId: expect.any(String) } },
      ]);
      expect((await postGraphQL(cut, { query: '{ hello }' })).data).toEqual({ hello: 'hi' });
    } finally {
      await cut.close();
    }
  });
});

describe('close', () => {
  it('stops taking requests, then closes the Mongo and Redis connections', async () => {
    const { app: closing, deps } = await createServiceApp({
      name: 'closing',
      config: loadConfig(schema, infra.env),
    });
    expect((await closing.inject({ url: '/readyz' })).statusCode).toBe(200);
    await closing.close();
    expect(deps.mongo.readyState).toBe(0); // disconnected
    expect(deps.redis.status).toBe('end');
  });
});
