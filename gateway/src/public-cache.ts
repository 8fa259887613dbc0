/**
 * A short-lived cache of what every visitor reads alike: the public content calls and pages (the
 * routes marked `config: { publicCache: true }`: blog and news lists and items, tags, approved and
 * featured testimonials, and the content pages the server renders). A busy post then costs the
 * content service and the renderer one answer per PUBLIC_CACHE_SECONDS instead of one per
 * visitor, and visitors who ask at the same moment share one answer (the first asks, the others
 * wait for it) instead of each sending the same query.
 *
 * Only for anonymous requests: a request with a session cookie or an Authorization header may be
 * answered with what only its user sees (an admin's scheduled post), so it always goes through.
 * Only 200 answers without a Set-Cookie, and not marked `no-store`, are kept; they are kept with
 * their ETag, so that a revalidation they answer is a 304 (http-cache.ts). Every write that
 * succeeds through this gateway empties the cache, so an admin sees a change at once; another
 * replica, or a post whose scheduled time comes, shows it within the cache's lifetime. A write is a
 * POST, PUT, PATCH or DELETE, or a request marked with `markWrite` (a GraphQL mutation, whichever
 * route ran it); on the GraphQL endpoint, where a POST is mostly a query (the dashboard's reads),
 * only the mark counts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAnonymous } from './anonymous.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's anonymous answers are the same for everyone and may be cached (public-cache.ts). */
    publicCache?: boolean;
    /** The answer does not depend on the query string: one answer is kept for every query. */
    publicCacheIgnoresQuery?: boolean;
  }
}

/** The route option of a public read: `app.get(path, { config: PUBLIC_READ, … }, handler)`. */
export const PUBLIC_READ = { publicCache: true } as const;

/**
 * A public read whose answer is the same whatever its query string (the home page, which links
 * shared on social networks reach with tracking parameters): visitors share one answer, and made-up
 * queries cannot make it be computed again and again.
 */
export const PUBLIC_READ_ANY_QUERY = { publicCache: true, publicCacheIgnoresQuery: true } as const;

export interface PublicCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Answers kept at most (the oldest go first): a bound on memory whatever the addresses asked. */
  maxEntries: number;
  /** The session cookie's name: a request that carries it is not anonymous. */
  sessionCookie: string;
  /** The GraphQL endpoint's path: a POST to it is a write only when marked (`markWrite`). */
  graphqlPath?: string;
  /** The clock (tests move it). */
  now?: () => number;
}

const WROTE = Symbol('public-cache-wrote');
type Marked = FastifyRequest & { [WROTE]?: boolean };

/** The request runs an operation that may change what visitors read: its success empties the cache. */
export function markWrite(request: FastifyRequest): void {
  (request as Marked)[WROTE] = true;
}

interface CachedAnswer {
  body: string | Buffer;
  headers: Record<string, string>;
  expires: number;
}

/** The answer headers that belong to the content; the others are set for each request by hooks. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary'];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's slot while it computes an answer others may be waiting for. */
const SLOT = Symbol('public-cache-slot');
interface Slot {
  key: string;
  settle: (answer: CachedAnswer | undefined) => void;
}
type WithSlot = FastifyRequest & { [SLOT]?: Slot };

export function registerPublicCache(app: FastifyInstance, options: PublicCacheOptions): void {
  const { ttlMs, maxEntries, sessionCookie, graphqlPath, now = Date.now } = options;
  if (ttlMs <= 0) return;
  const answers = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  const fresh = (key: string) => {
    const answer = answers.get(key);
    if (answer && answer.expires > now()) return answer;
    if (answer) answers.delete(key);
    return undefined;
  };

  const keep = (key: string, answer: CachedAnswer) => {
    answers.delete(key);
    answers.set(key, answer);
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
  };

  const send = (reply: FastifyReply, answer: CachedAnswer) => reply.headers(answer.headers).send(answer.body);

  app.addHook('onRequest', async (request: WithSlot, reply) => {
    const { config } = request.routeOptions;
    if (request.method !== 'GET' || !config.publicCache) return;
    if (!isAnonymous(request, sessionCookie)) return;
    const address = config.publicCacheIgnoresQuery ? request.url.split('?')[0] : request.url;
    // The same address may be a page or a JSON answer, by what the client accepts.
    const key = `${address}\n${request.headers.accept ?? ''}`;
    const answer = fresh(key) ?? (await inFlight.get(key));
    if (answer) return send(reply, answer);
    let settle!: Slot['settle'];
    inFlight.set(key, new Promise((resolve) => (settle = resolve)));
    request[SLOT] = { key, settle };
  });

  app.addHook('onSend', async (request: WithSlot, reply, payload) => {
    const slot = request[SLOT];
    if (!slot) return payload;
    request[SLOT] = undefined;
    inFlight.delete(slot.key);
    const cacheable =
      reply.statusCode === 200 &&
      !reply.hasHeader('set-cookie') &&
      !String(reply.getHeader('cache-control') ?? '').includes('no-store') &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!cacheable) {
      slot.settle(undefined);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const answer = { body: payload, headers, expires: now() + ttlMs };
    keep(slot.key, answer);
    slot.settle(answer);
    return payload;
  });

  const wrote = (request: FastifyRequest & Marked) =>
    request[WROTE] === true || (WRITES.has(request.method) && request.routeOptions.url !== graphqlPath);

  app.addHook('onResponse', async (request: WithSlot & Marked, reply) => {
    if (reply.statusCode < 400 && wrote(request)) answers.clear();
    // A request that ended without sending (the client went away) must not leave others waiting.
    const slot = request[SLOT];
    if (!slot) return;
    inFlight.delete(slot.key);
    slot.settle(undefined);
  });
}
