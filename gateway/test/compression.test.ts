/**
 * Compression of the answers the gateway computes, on a Fastify app of its own wired as the gateway
 * wires it (the caching headers, the public cache, the conditional GET, then compression): which
 * coding each client gets, and what is left as it is.
 */
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRESSION_THRESHOLD,
  preferredEncoding,
  registerCompression,
  unchangingAnswer,
  varyWithAcceptEncoding,
} from '../src/compression.js';
import { registerCacheHeaders, registerConditionalGet } from '../src/http-cache.js';
import { PUBLIC_READ, PUBLIC_READ_ANY_QUERY, registerPublicCache } from '../src/public-cache.js';

const PAGE = `<!doctype html><html lang="ro"><body>${'<p>Automatizări locale, fără cloud.</p>'.repeat(200)}</body></html>`;
const LIST = {
  data: Array.from({ length: 40 }, (_, index) => ({ id: String(index), title: `Noutatea ${index}` })),
};

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding once to what the answer varies on', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Accept, Authorization, Cookie')).toBe(
      'Accept, Authorization, Cookie, Accept-Encoding',
    );
    expect(varyWithAcceptEncoding('accept-encoding')).toBe('accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});

describe('the answers the gateway computes', () => {
  let app: FastifyInstance;
  /** Pages the route computed: the public cache answers the others. */
  let computed = 0;

  beforeAll(async () => {
    app = Fastify();
    const sessionCookie = 'session';
    registerCacheHeaders(app, { sharedMaxAgeSeconds: 2, staleWhileRevalidateSeconds: 60, sessionCookie });
    registerPublicCache(app, { ttlMs: 60_000, maxEntries: 10, sessionCookie });
    registerConditionalGet(app);
    registerCompression(app);
    app.get('/blog', { config: PUBLIC_READ }, async (_request, reply) => {
      computed += 1;
      return reply.type('text/html; charset=utf-8').send(PAGE);
    });
    const prerendered = unchangingAnswer(Buffer.from(PAGE));
    app.get('/about', { config: PUBLIC_READ_ANY_QUERY }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(prerendered),
    );
    app.get('/news', async () => LIST);
    app.get('/small', async () => ({ ok: true }));
    app.get('/events', async (_request, reply) =>
      reply.type('text/event-stream; charset=utf-8').send(Readable.from(['data: a\n\n'.repeat(300)])),
    );
    app.get('/encoded', async (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'identity').send(JSON.stringify(LIST)),
    );
    app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('sends a page as Brotli to a browser that accepts it, the same page from the public cache', async () => {
    for (const round of [1, 2]) {
      const response = await get('/blog', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(response.statusCode, `round ${round}`).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept, Authorization, Cookie, Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
    }
    expect(computed).toBe(1);
  });

  it('compresses an unchanging answer once per coding, at the quality of a file compressed ahead', async () => {
    // The same bytes as the high quality's, not the per-request quality's: the copy kept is sent.
    const once = brotliCompressSync(PAGE, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    for (const query of ['', '?utm_source=facebook']) {
      const response = await get(`/about${query}`, { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.equals(once)).toBe(true);
    }
    const gzipped = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gzipped.rawPayload.equals(gzipSync(PAGE, { level: 9 }))).toBe(true);
    expect((await get('/about')).body).toBe(PAGE);
  });

  it('sends gzip when Brotli is not accepted, and the answer itself when nothing is', async () => {
    const gzipped = await get('/news', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(LIST);

    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await get('/news', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.json()).toEqual(LIST);
    }
  });

  it('keeps the ETag of the answer, and a revalidation is a 304 without a body', async () => {
    const first = await get('/blog', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await get('/blog', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });

  it(`leaves alone answers under ${COMPRESSION_THRESHOLD} bytes, streams, encoded answers and images`, async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(small.json()).toEqual({ ok: true });

    const events = await get('/events', { 'accept-encoding': 'br' });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toBe('data: a\n\n'.repeat(300));

    const encoded = await get('/encoded', { 'accept-encoding': 'br' });
    expect(encoded.headers['content-encoding']).toBe('identity');
    expect(encoded.json()).toEqual(LIST);

    const image = await get('/image', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });
});
