/**
 * HTTP caching of public reads, on a Fastify app of its own wired as the gateway wires it (the
 * caching headers, the gateway's short cache, the conditional GET): what each kind of request is
 * told about caching, and when it gets a 304.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  etagOf,
  matchesIfNoneMatch,
  registerCacheHeaders,
  registerConditionalGet,
  VARY,
} from '../src/http-cache.js';
import { PUBLIC_READ, registerPublicCache } from '../src/public-cache.js';

const PUBLIC_POLICY = 'public, max-age=0, s-maxage=2, stale-while-revalidate=60';

let app: FastifyInstance;
/** Answers computed by the routes. */
let computed: number;
/** What the public list answers now (an admin's edit changes it). */
let title: string;

async function build(ttlMs: number) {
  computed = 0;
  title = 'Prima';
  app = Fastify();
  const sessionCookie = 'session';
  registerCacheHeaders(app, { sharedMaxAgeSeconds: 2, staleWhileRevalidateSeconds: 60, sessionCookie });
  registerPublicCache(app, { ttlMs, maxEntries: 10, sessionCookie });
  registerConditionalGet(app);
  app.get('/news', { config: PUBLIC_READ }, async () => {
    computed += 1;
    return { data: [{ title }] };
  });
  app.get('/rate', { config: PUBLIC_READ }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=900').send({ rate: 4.97 }),
  );
  app.get('/down', { config: PUBLIC_READ }, async (_request, reply) => {
    computed += 1;
    return reply.header('cache-control', 'no-store').type('text/html').send('<div id="root"></div>');
  });
  app.get('/missing', { config: PUBLIC_READ }, async (_request, reply) =>
    reply.code(404).send({ message: 'News item not found' }),
  );
  app.get('/me', async () => ({ name: 'Ana' }));
  app.put('/news', async () => {
    title = 'A doua';
    return { saved: true };
  });
  await app.ready();
}

afterEach(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('public reads, without the gateway cache', () => {
  beforeEach(() => build(0));

  it('tells an anonymous visitor it may be kept and revalidated, with an ETag of its bytes', async () => {
    const response = await get('/news');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_POLICY);
    expect(response.headers.vary).toBe(VARY);
    expect(response.headers.etag).toBe(etagOf(response.body));
  });

  it('answers 304 without a body when If-None-Match names the current ETag, and 200 once it changed', async () => {
    const { etag } = (await get('/news')).headers as { etag: string };
    const revalidated = await get('/news', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(PUBLIC_POLICY);

    await app.inject({ method: 'PUT', url: '/news' });
    const changed = await get('/news', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: [{ title: 'A doua' }] });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never stores or revalidates what a signed-in request reads: it may see more than a visitor', async () => {
    const { etag } = (await get('/news')).headers as { etag: string };
    const signedIn: Record<string, string>[] = [
      { cookie: 'theme=dark; session=abc' },
      { authorization: 'Bearer abc' },
    ];
    for (const headers of signedIn) {
      const response = await get('/news', { ...headers, 'if-none-match': etag });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toBe(VARY);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it("keeps a route's own public policy, for everyone", async () => {
    const callers: Record<string, string>[] = [{}, { cookie: 'session=abc' }];
    for (const headers of callers) {
      const response = await get('/rate', headers);
      expect(response.headers['cache-control']).toBe('public, max-age=900');
      expect(response.headers.etag).toBe(etagOf(response.body));
    }
  });

  it('leaves an answer marked no-store, a failure and a route that is not public as they are', async () => {
    const down = await get('/down');
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.headers.etag).toBeUndefined();
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
    const personal = await get('/me', { 'if-none-match': '*' });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers.etag).toBeUndefined();
    expect(personal.headers.vary).toBeUndefined();
  });
});

describe('public reads, with the gateway cache', () => {
  beforeEach(() => build(60_000));

  it('keeps the whole answer even when the request that computed it got a 304, and revalidates from it', async () => {
    const etag = etagOf(JSON.stringify({ data: [{ title: 'Prima' }] }));
    expect((await get('/news', { 'if-none-match': etag })).statusCode).toBe(304);
    const cached = await get('/news');
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toEqual({ data: [{ title: 'Prima' }] });
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe(PUBLIC_POLICY);
    expect(cached.headers.vary).toBe(VARY);
    expect((await get('/news', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(computed).toBe(1);
  });

  it('does not keep an answer marked no-store', async () => {
    await get('/down');
    expect((await get('/down')).headers.etag).toBeUndefined();
    expect(computed).toBe(2);
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['', false],
  ])('%j matches %s: %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
