/**
 * CSRF protection at the entry point for browsers.
 *
 * Scheme: signed double submit. `GET /api/v0/auth/csrf-token` gives the browser a random
 * secret in an HttpOnly cookie (`csrf`; `__Host-csrf`, Secure, in production) and answers a
 * token bound to it:
 *
 *     token = issuedAt "." nonce "." HMAC-SHA256(CSRF_SECRET, cookie "." issuedAt "." nonce)
 *
 * A state-changing request authenticated by the session cookie (REST POST/PUT/PATCH/DELETE,
 * a GraphQL mutation) must send the token as body `csrfToken` or header `x-csrf-token`, and
 * the token must match the cookie it came with; otherwise 403. A cross-site page can make the
 * browser send the cookies, but cannot read the token (the answer is same-origin), and cannot
 * forge one for the victim's cookie (it would need CSRF_SECRET). The `__Host-` prefix in
 * production keeps sibling sub-domains from planting a cookie of their own.
 *
 * Requests with `Authorization: Bearer` are exempt: a cross-site page cannot set that header,
 * and the services then ignore the cookie. Requests without the session cookie are exempt
 * too: there is no session to ride on (and a cross-site form cannot send JSON at all).
 *
 * Tokens are not bound to the session, on purpose: the web app fetches one before sign-in, and
 * the session cookie changes at sign-in. They expire after 12 hours.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { bearerTokenOf, readCookie } from '@smarthome/service-kit/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_BODY_FIELD = 'csrfToken';
export const CSRF_FAILURE_MESSAGE = 'Invalid or missing CSRF token';

const TOKEN_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export interface CsrfOptions {
  secret: string;
  /** Production: `__Host-csrf`, Secure. */
  secure: boolean;
  /** AUTH_SESSION_COOKIE: its presence makes a request cookie-authenticated. */
  sessionCookie: string;
  now?: () => number;
}

export class CsrfProtection {
  readonly cookieName: string;
  private readonly key: Buffer;
  private readonly now: () => number;

  constructor(private readonly options: CsrfOptions) {
    this.cookieName = options.secure ? '__Host-csrf' : 'csrf';
    this.key = Buffer.from(options.secret, 'utf8');
    this.now = options.now ?? Date.now;
  }

  /**
   * A fresh token for the browser's secret cookie; sets the cookie when the browser has none
   * yet (a kept cookie keeps the other tabs' tokens valid).
   */
  issue(request: FastifyRequest, reply: FastifyReply): string {
    let secret = readCookie(request.headers.cookie, this.cookieName);
    if (!secret || !COOKIE_VALUE.test(secret)) {
      secret = randomBytes(32).toString('base64url');
      // Strict: the cookie is only needed by requests the site's own pages make.
      const attributes = [
        'Path=/',
        'HttpOnly',
        'SameSite=Strict',
        ...(this.options.secure ? ['Secure'] : []),
      ];
      void reply.header('set-cookie', `${this.cookieName}=${secret}; ${attributes.join('; ')}`);
    }
    const issuedAt = Math.floor(this.now() / 1000).toString(36);
    const nonce = randomBytes(16).toString('base64url');
    return `${issuedAt}.${nonce}.${this.mac(secret, issuedAt, nonce)}`;
  }

  /** True when the request carries a token that matches its secret cookie and has not expired. */
  verify(request: FastifyRequest): boolean {
    const secret = readCookie(request.headers.cookie, this.cookieName);
    const token = submittedToken(request);
    if (!secret || !token || token.length > 200) return false;
    const [issuedAt, nonce, mac, extra] = token.split('.');
    if (!issuedAt || !nonce || !mac || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(issuedAt))
      return false;
    const age = this.now() - parseInt(issuedAt, 36) * 1000;
    if (age > TOKEN_MAX_AGE_MS || age < -60_000) return false;
    const expected = Buffer.from(this.mac(secret, issuedAt, nonce));
    const actual = Buffer.from(mac);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /**
   * Whether a request must carry a valid token: state-changing (a write to the REST facade,
   * a GraphQL operation that is not provably a query) and authenticated by the session cookie.
   */
  requiresToken(request: FastifyRequest): boolean {
    if (!STATE_CHANGING.has(request.method)) return false;
    if (!this.isCookieAuthenticated(request)) return false;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/v0/')) return true;
    if (path === '/graphql') return !isQueryOnly(request.body);
    return false;
  }

  isCookieAuthenticated(request: FastifyRequest): boolean {
    if (bearerTokenOf(request.headers.authorization)) return false;
    return Boolean(readCookie(request.headers.cookie, this.options.sessionCookie));
  }

  private mac(secret: string, issuedAt: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${secret}.${issuedAt}.${nonce}`).digest('base64url');
  }
}

function submittedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>)[CSRF_BODY_FIELD];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * True only when the GraphQL request certainly runs a query: a document that parses and
 * whose chosen operation is a query. Anything else (a mutation, a persisted query without
 * text, a batch) needs the token; a document that does not parse executes nothing either way.
 */
function isQueryOnly(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return true;
  }
  const chosen =
    typeof operationName === 'string' && operationName !== ''
      ? operations.find((operation) => operation.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  // No operation to run (unknown name, several without a name): Apollo refuses to execute.
  if (!chosen) return true;
  return chosen.operation === 'query';
}
