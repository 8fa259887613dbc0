/**
 * Compression of the answers the gateway computes per request: the pages it writes (a post, the
 * blog and news lists, the testimonials), the REST facade's JSON, GraphQL answers, the feeds and the
 * sitemap. A page written here is some 50 kB of HTML and about 8 kB compressed: on a phone's slow
 * connection that is the difference between a first paint after one round trip or several.
 *
 * - Brotli to a client that accepts it, else gzip; the q-values of Accept-Encoding are honoured
 *   (`br;q=0` refuses Brotli, `*` stands for the codings it does not name). Brotli's quality 4 is
 *   the level for answers made per request: about gzip's size at a fraction of Brotli's top-level
 *   cost (the build's own files have copies compressed once at the highest level, web.ts).
 * - Only whole answers of a text type: a stream is left as it is (the assistant's event stream must
 *   reach the browser event by event; a file is served from its precompressed copy), and so is an
 *   answer already encoded or without a body (a 304).
 * - Answers under 1 kB are sent as they are (compressing them saves less than a packet). Every
 *   answer of a text type says `Vary: Accept-Encoding`, since a longer one at the same address is
 *   compressed.
 *
 * - An answer that is the same bytes on every request (`unchangingAnswer`: a pre-rendered page read
 *   at start) is compressed once per coding, at a high quality, and kept: as small as the build's
 *   own compressed copies, for no work per request.
 *
 * Registered after the public cache and the conditional GET: the cache keeps the answer as
 * computed, and each request gets it in the coding it accepts.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Smallest answer worth compressing, in bytes. */
export const COMPRESSION_THRESHOLD = 1024;

/** HTML, JSON (any `+json`), XML (RSS, the sitemap), plain text, CSS. Not `text/event-stream`. */
const COMPRESSIBLE = /^\s*(text\/(html|plain|xml|css|csv)|application\/([\w.-]+\+)?(json|xml))\s*(;|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** The q-value of each coding an Accept-Encoding header names (RFC 9110 §12.5.3). */
function qValues(header: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    values.set(name, Number.isFinite(value) ? value : 0);
  }
  return values;
}

/** The coding to compress with for this Accept-Encoding header: Brotli first on a tie, or none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return undefined;
  const values = qValues(text);
  const wildcard = values.get('*') ?? 0;
  const br = values.get('br') ?? wildcard;
  const gz = values.get('gzip') ?? values.get('x-gzip') ?? wildcard;
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/** `vary` with Accept-Encoding added (once, whatever the case; `*` already covers it). */
export function varyWithAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return current;
  return [...names, 'Accept-Encoding'].join(', ');
}

function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(bytes, BROTLI_OPTIONS) : gzipAsync(bytes);
}

/**
 * Bytes sent unchanged many times (a file, a page read at start), compressed once per coding on
 * its first request, at a high quality, without blocking the event loop.
 */
export function compressedOnce(bytes: Buffer): (encoding: Encoding) => Promise<Buffer> {
  const cache = new Map<Encoding, Promise<Buffer>>();
  const once = {
    br: () => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: () => gzipAsync(bytes, { level: 9 }),
  };
  return (encoding) => {
    let result = cache.get(encoding);
    if (!result) {
      result = once[encoding]();
      cache.set(encoding, result);
    }
    return result;
  };
}

/** The answers marked unchanging, with their compressed copies (gone with the bytes). */
const unchanging = new WeakMap<Buffer, (encoding: Encoding) => Promise<Buffer>>();

/**
 * `bytes`, to be sent as they are on every request: the compression hook compresses them once per
 * coding (`compressedOnce`) instead of on each request. The route must send this very Buffer.
 */
export function unchangingAnswer(bytes: Buffer): Buffer {
  unchanging.set(bytes, compressedOnce(bytes));
  return bytes;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding'))
      return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    void reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const once = Buffer.isBuffer(payload) ? unchanging.get(payload) : undefined;
    const compressed = once
      ? await once(encoding)
      : await compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}
