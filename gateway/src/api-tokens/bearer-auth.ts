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
 *
 * Every 401 of these paths carries `WWW-Authenticate: Bearer` (RFC 6750), with
 * `error="invalid_token"` when a token was sent.
 */
import {
  bearerTokenOf,
  looksLikeApiToken,
  READ_ONLY_TOKEN_MESSAGE,
  SERVICE_UNAVAILABLE,
} from '@smarthome/service-kit/contracts';
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
    const header = request.headers.authorization;
    if (header === undefined || !isApiPath(pathOf(request))) return;
    const token = bearerTokenOf(header);
    if (!token) {
      return refuse(request, reply, {
        status: 401,
        code: 'UNAUTHENTICATED',
        message: MALFORMED_AUTHORIZATION_MESSAGE,
        headers: { 'www-authenticate': `Bearer ${REALM}, error="invalid_request"` },
      });
    }
    if (!looksLikeApiToken(token)) return;

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
    if (grant.scope === 'read' && WRITE_METHODS.has(request.method) && pathOf(request) !== graphqlPath) {
      return refuse(request, reply, { status: 403, code: 'FORBIDDEN', message: READ_ONLY_TOKEN_MESSAGE });
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 401 || reply.hasHeader('www-authenticate') || !isApiPath(pathOf(request)))
      return;
    // A service refused the token's access token: it was revoked since this gateway last asked.
    if (request.apiToken) exchange.forget(request.apiToken.tokenId);
    const sent = request.headers.authorization !== undefined;
    void reply.header('www-authenticate', `Bearer ${REALM}${sent ? ', error="invalid_token"' : ''}`);
  });
}
