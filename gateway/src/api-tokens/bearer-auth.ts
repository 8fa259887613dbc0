/**
 * Bearer authentication at the gateway's API entry points (/graphql and /api/v0/*).
 *
 * - No Authorization header: the browser's session cookie (or nobody) authenticates the call.
 * - A malformed header (another scheme, no token, extra words): 401 `invalid_request`.
 * - A personal API token (`shpat_…`): exchanged for an access token of its own session
 *   (./exchange.ts), which the services get instead; an unknown, expired or revoked token is
 *   401 `invalid_token`, past its per-minute allowance 429 with Retry-After, and a `read` token
 *   asking the REST facade to write is 403 (GraphQL mutations are refused by the executor, see
 *   graphql/apollo.ts).
 * - Any other bearer value is a session's access token: passed on, the services verify it.
 * - The calendar feed (CALENDAR_FEED_PATH) also takes the API token in its query string
 *   (`?token=shpat_…`), since a calendar app cannot send headers; anywhere else a token in the
 *   query string is ignored. A token of scope `calendar` is that link: it is 403 on every other
 *   route and on /graphql, whatever the method.
 *
 * Every 401 of these paths carries `WWW-Authenticate: Bearer` (RFC 6750), with
 * `error="invalid_token"` when a token was sent.
 */
import {
  bearerTokenOf,
  CALENDAR_TOKEN_ONLY_MESSAGE,
  isReadOnlyScope,
  looksLikeApiToken,
  READ_ONLY_TOKEN_MESSAGE,
  SERVICE_UNAVAILABLE,
} from '@smarthome/service-kit/contracts';
import { CALENDAR_FEED_PATH, CALENDAR_TOKEN_PARAM } from '@smarthome/service-kit/contracts/calendar-feed';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTokenExchange, ApiTokenGrant } from './exchange.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token the request authenticated with, once the auth service accepted it. */
    apiToken: ApiTokenGrant | null;
  }
}

export const INVALID_API_TOKEN_MESSAGE = 'Invalid, expired or revoked API token';
export const MALFORMED_AUTHORIZATION_MESSAGE = 'The Authorization header must be "Bearer <token>"';
export const TOKEN_RATE_LIMITED_MESSAGE = 'Too many requests with this API token: wait and try again';

const REALM = 'realm="smarthome"';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Counts one request of the token in `request.apiToken`: the seconds to wait when the token is
 * over its allowance, else null.
 */
export type TokenRateLimiter = (request: FastifyRequest) => Promise<number | null>;

export interface BearerAuthOptions {
  exchange: ApiTokenExchange;
  limiter: TokenRateLimiter;
  graphqlPath: string;
}

interface Refusal {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

export function registerBearerAuth(app: FastifyInstance, options: BearerAuthOptions): void {
  const { exchange, limiter, graphqlPath } = options;
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';
  const isApiPath = (path: string) => path === graphqlPath || path.startsWith('/api/v0/');

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal) => {
    request.log.info({ status: refusal.status, code: refusal.code }, refusal.message);
    const body =
      pathOf(request) === graphqlPath
        ? { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] }
        : { message: refusal.message };
    return reply
      .code(refusal.status)
      .headers({ 'cache-control': 'no-store', ...refusal.headers })
      .type('application/json; charset=utf-8')
      .send(body);
  };

  app.decorateRequest('apiToken', null);
  // A revocation through this gateway's REST facade counts here at once.
  app.decorate('forgetApiToken', (tokenId: string) => exchange.forget(tokenId));

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (!isApiPath(path)) return;
    const header = request.headers.authorization;
    let token: string | null;
    if (header !== undefined) {
      token = bearerTokenOf(header);
      if (!token) {
        return refuse(request, reply, {
          status: 401,
          code: 'UNAUTHENTICATED',
          message: MALFORMED_AUTHORIZATION_MESSAGE,
          headers: { 'www-authenticate': `Bearer ${REALM}, error="invalid_request"` },
        });
      }
      if (!looksLikeApiToken(token)) return;
    } else {
      // Whatever the secret link holds goes to the exchange: never a session's token in a URL.
      token = path === CALENDAR_FEED_PATH ? queryTokenOf(request) : null;
      if (token === null) return;
    }

    let grant: ApiTokenGrant | null;
    try {
      grant = await exchange.grantFor(token);
    } catch (error) {
      request.log.error({ err: error }, 'API token exchange failed');
      return refuse(request, reply, {
        status: SERVICE_UNAVAILABLE.status,
        code: SERVICE_UNAVAILABLE.code,
        message: SERVICE_UNAVAILABLE.message,
        headers: { 'retry-after': String(SERVICE_UNAVAILABLE.retryAfterSeconds) },
      });
    }
    if (!grant) {
      return refuse(request, reply, {
        status: 401,
        code: 'UNAUTHENTICATED',
        message: INVALID_API_TOKEN_MESSAGE,
        headers: { 'www-authenticate': `Bearer ${REALM}, error="invalid_token"` },
      });
    }
    request.apiToken = grant;
    const wait = await limiter(request);
    if (wait !== null) {
      return refuse(request, reply, {
        status: 429,
        code: 'RATE_LIMITED',
        message: TOKEN_RATE_LIMITED_MESSAGE,
        headers: { 'retry-after': String(wait) },
      });
    }
    if (grant.scope === 'calendar' && path !== CALENDAR_FEED_PATH) {
      return refuse(request, reply, { status: 403, code: 'FORBIDDEN', message: CALENDAR_TOKEN_ONLY_MESSAGE });
    }
    if (isReadOnlyScope(grant.scope) && WRITE_METHODS.has(request.method) && path !== graphqlPath) {
      return refuse(request, reply, { status: 403, code: 'FORBIDDEN', message: READ_ONLY_TOKEN_MESSAGE });
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 401 || reply.hasHeader('www-authenticate') || !isApiPath(pathOf(request)))
      return;
    // A service refused the token's access token: it was revoked since this gateway last asked.
    if (request.apiToken) exchange.forget(request.apiToken.tokenId);
    // A token was sent: in the header, or as the calendar link's query parameter.
    const sent = request.headers.authorization !== undefined || request.apiToken !== null;
    void reply.header('www-authenticate', `Bearer ${REALM}${sent ? ', error="invalid_token"' : ''}`);
  });
}

/** The secret link's token: the feed's `token` query parameter, or null when it has none. */
function queryTokenOf(request: FastifyRequest): string | null {
  const start = request.url.indexOf('?');
  if (start === -1) return null;
  const token = new URLSearchParams(request.url.slice(start + 1)).get(CALENDAR_TOKEN_PARAM);
  return token === null || token === '' ? null : token;
}
