/**
 * HTTP caching of public reads (the routes marked PUBLIC_READ: content lists and items, tags,
 * testimonials, the exchange rate, the content pages the server writes), so that browsers and a
 * CDN in front of the gateway can keep them and revalidate cheaply:
 *
 *   - an anonymous 200 gets an `ETag` (a hash of the exact bytes) and, unless the route chose a
 *     public policy of its own (then the same for everyone, signed in or not), `Cache-Control:
 *     public, max-age=0, s-maxage=<S>,
 *     stale-while-revalidate=<W>`: a browser asks again each time (and gets a 304 when nothing
 *     changed), a shared cache keeps it S seconds and may serve it W seconds longer while it
 *     fetches a fresh one;
 *   - a request that carries a session cookie or a bearer token may see more (an admin sees a
 *     scheduled post): its answer is `private, no-store`, never kept anywhere;
 *   - every answer of such a route says `Vary: Accept, Authorization, Cookie`: the same address
 *     is a page or JSON by what the client accepts, and differs once signed in;
 *   - `If-None-Match` naming the current ETag (weak comparison, `*`, lists) gets a 304 without a
 *     body. When the gateway's own short cache holds the answer (public-cache.ts), that costs
 *     no GraphQL call at all.
 *
 * An answer a route marks `no-store` (a page served without its content because the content
 * service is down) is left as it is: no ETag, nothing kept.
 *
 * Two hooks, registered around the gateway's public cache: `describe` before it, so that the cache
 * keeps the ETag and the headers with the answer; `revalidate` after it, so that the cache keeps
 * the full answer even when the request that computed it gets a 304.
 */
import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAnonymous } from './anonymous.js';

export interface HttpCacheOptions {
  /** How long a shared cache (a CDN) may keep a public answer without asking. */
  sharedMaxAgeSeconds: number;
  /** How much longer it may serve it while it fetches a fresh one. */
  staleWhileRevalidateSeconds: number;
  /** The session cookie's name: a request that carries it is not anonymous. */
  sessionCookie: string;
}

export const PRIVATE = 'private, no-store';
export const VARY = 'Accept, Authorization, Cookie';

function isPublicRead(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.routeOptions.config.publicCache === true
  );
}

/** The ETag of an answer: a hash of its bytes, weak so that a proxy that compresses keeps it valid. */
export function etagOf(payload: string | Buffer): string {
  return `W/"${hash('sha1', payload, 'base64url')}"`;
}

/** RFC 9110 §13.1.2: weak comparison against each entity tag of If-None-Match, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** Sets the caching headers and the ETag of a public read's answer (see the module's comment). */
export function registerCacheHeaders(app: FastifyInstance, options: HttpCacheOptions): void {
  const publicPolicy = `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`;

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPublicRead(request)) return payload;
    void reply.header('vary', VARY);
    const chosen = String(reply.getHeader('cache-control') ?? '');
    // A route that chose a public policy itself answers everyone alike (the exchange rate).
    const sameForEveryone = chosen.startsWith('public');
    if (!sameForEveryone && !isAnonymous(request, options.sessionCookie)) {
      void reply.header('cache-control', PRIVATE);
      return payload;
    }
    if (reply.statusCode !== 200 || chosen.includes('no-store')) return payload;
    if (!sameForEveryone) void reply.header('cache-control', publicPolicy);
    if (!reply.hasHeader('etag') && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      void reply.header('etag', etagOf(payload));
    }
    return payload;
  });
}

/** Answers 304 to a public read whose If-None-Match names its current ETag. */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!isPublicRead(request) || reply.statusCode !== 200) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || !matchesIfNoneMatch(request.headers['if-none-match'], etag))
      return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
