/**
 * The short-lived cache of public reads, on a Fastify app of its own: which requests it answers,
 * for how long, what it keeps, and that visitors asking at once share one answer.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markWrite, PUBLIC_READ, PUBLIC_READ_ANY_QUERY, registerPublicCache } from '../src/public-cache.js';

let app: FastifyInstance;
let clock: number;
/** Answers computed by the routes, by path. */
let computed: Record<string, number>;
/** Released by a test to let the slow route answer. */
let release: () => void;

beforeEach(async () => {
  clock = 1_000_000;
  computed = {};
  app = Fastify();
  registerPublicCache(app, {
    ttlMs: 2_000,
    maxEntries: 2,
    sessionCookie: 'session',
    graphqlPath: '/graphql',
    now: () => clock,
  });
  const count = (path: string) => (computed[path] = (computed[path] ?? 0) + 1);
  app.get('/posts', { config: PUBLIC_READ }, async (request) => ({
    n: count('/posts'),
    url: request.url,
  }));
  app.get('/other', { config: PUBLIC_READ }, async () => ({ n: count('/other') }));
  app.get('/home', { config: PUBLIC_READ_ANY_QUERY }, async () => ({ n: count('/home') }));
  app.get('/third', { config: PUBLIC_READ }, async () => ({ n: count('/third') }));
  app.get('/private', async () => ({ n: count('/private') }));
  app.get('/missing', { config: PUBLIC_READ }, async (_request, reply) =>
    reply.code(404).send({ n: count('/missing') }),
  );
  app.get('/cookie', { config: PUBLIC_READ }, async (_request, reply) =>
    reply.header('set-cookie', 'csrf=1').send({ n: count('/cookie') }),
  );
  app.get('/slow', { config: PUBLIC_READ }, async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return { n: count('/slow') };
  });
  app.post('/posts', async () => ({ saved: true }));
  app.post('/refused', async (_request, reply) => reply.code(400).send({ saved: false }));
  // As the gateway's GraphQL endpoint: a mutation is marked as a write, a query is not.
  app.post<{ Body: { mutation?: boolean } }>('/graphql', async (request) => {
    if (request.body.mutation) markWrite(request);
    return { data: {} };
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers }).then((response) => ({
    status: response.statusCode,
    body: response.json<{ n: number }>(),
    type: response.headers['content-type'],
  }));

describe('the public read cache', () => {
  it('answers an anonymous read from the cache until it expires, headers included', async () => {
    const first = await get('/posts?page=1');
    expect(first.body.n).toBe(1);
    const again = await get('/posts?page=1');
    expect(again).toEqual(first);
    expect(again.type).toContain('application/json');
    clock += 2_001;
    expect((await get('/posts?page=1')).body.n).toBe(2);
  });

  it('keeps each address, and each accepted type, apart', async () => {
    await get('/posts?page=1');
    expect((await get('/posts?page=2')).body.n).toBe(2);
    expect((await get('/posts?page=1', { accept: 'application/json' })).body.n).toBe(3);
  });

  it('keeps one answer for every query of a route whose answer does not depend on it', async () => {
    expect((await get('/home')).body.n).toBe(1);
    expect((await get('/home?utm_source=facebook')).body.n).toBe(1);
    expect((await get('/home?fbclid=a1&x=2')).body.n).toBe(1);
    expect((await get('/home', { accept: 'application/json' })).body.n).toBe(2);
  });

  it('never answers a signed-in request from it, nor stores its answer', async () => {
    await get('/posts');
    expect((await get('/posts', { cookie: 'theme=dark; session=abc' })).body.n).toBe(2);
    expect((await get('/posts', { authorization: 'Bearer abc' })).body.n).toBe(3);
    // An unrelated cookie, or one whose name merely ends in the session's, is still anonymous.
    expect((await get('/posts', { cookie: 'theme=dark; my_session=abc' })).body.n).toBe(1);
  });

  it('keeps only 200 answers without a cookie, of routes marked public', async () => {
    await get('/private');
    expect((await get('/private')).body.n).toBe(2);
    await get('/missing');
    expect((await get('/missing')).body.n).toBe(2);
    await get('/cookie');
    expect((await get('/cookie')).body.n).toBe(2);
  });

  it('is emptied by a write that succeeds, not by one that is refused', async () => {
    await get('/posts');
    await app.inject({ method: 'POST', url: '/refused' });
    expect((await get('/posts')).body.n).toBe(1);
    await app.inject({ method: 'POST', url: '/posts' });
    expect((await get('/posts')).body.n).toBe(2);
  });

  it('is not emptied by a GraphQL query sent by POST, only by a mutation', async () => {
    await get('/posts');
    await app.inject({ method: 'POST', url: '/graphql', payload: { mutation: false } });
    expect((await get('/posts')).body.n).toBe(1);
    await app.inject({ method: 'POST', url: '/graphql', payload: { mutation: true } });
    expect((await get('/posts')).body.n).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    await get('/posts');
    await get('/other');
    await get('/third');
    expect((await get('/other')).body.n).toBe(1);
    expect((await get('/posts')).body.n).toBe(2);
  });

  it('gives visitors who ask at the same moment the one answer the first one gets', async () => {
    const first = get('/slow');
    await expect.poll(() => release).toBeTypeOf('function');
    const others = [get('/slow'), get('/slow'), get('/slow')];
    release();
    const answers = await Promise.all([first, ...others]);
    expect(answers.map((answer) => answer.body.n)).toEqual([1, 1, 1, 1]);
    expect(computed['/slow']).toBe(1);
  });
});

describe('the public read cache turned off', () => {
  it('answers every request afresh', async () => {
    const plain = Fastify();
    registerPublicCache(plain, { ttlMs: 0, maxEntries: 10, sessionCookie: 'session' });
    let n = 0;
    plain.get('/posts', { config: PUBLIC_READ }, async () => ({ n: (n += 1) }));
    await plain.inject({ url: '/posts' });
    expect((await plain.inject({ url: '/posts' })).json()).toEqual({ n: 2 });
    await plain.close();
  });
});
