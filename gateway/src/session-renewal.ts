/**
 * Sliding sessions for browsers. The auth service's access tokens are short-lived (1 h by
 * default) so that a stolen one is worth little and a rotated key retires soon; a browser
 * whose session is in use must not be signed out when its token expires. So the gateway,
 * which sees every browser request, asks auth for a renewed token (`renewSession`) once the
 * cookie's token is past half its life; the new cookie (with its signed-in hint, same lifetime)
 * comes back on this very answer.
 *
 * The token is only decoded here, not verified: the decision is "worth asking"; auth verifies
 * the token (signature, revocation, account still active) before it renews anything. API
 * clients (bearer tokens) renew themselves with the same mutation.
 */
import { createHash } from 'node:crypto';
import { bearerTokenOf, readCookie } from '@smarthome/service-kit/contracts';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { GatewayRenewSessionDocument } from './__generated__/operations.js';
import type { RunOperation } from './rest/execute.js';

/** Requests that set or clear the session cookie themselves. */
const SKIPPED = new Set([
  '/api/v0/auth/login',
  '/api/v0/auth/login/second-factor',
  '/api/v0/auth/logout',
  '/api/v0/auth/register',
]);

/** A token renewed by this process is not renewed again for this long (parallel requests). */
const RECENT_MS = 30_000;

export interface SessionRenewalOptions {
  sessionCookie: string;
  run: RunOperation;
  now?: () => number;
}

export function sessionRenewalHook({ sessionCookie, run, now = Date.now }: SessionRenewalOptions) {
  const recent = new Map<string, number>();

  return async (request: FastifyRequest, reply: Parameters<RunOperation>[1]): Promise<void> => {
    const path = request.url.split('?')[0] ?? '';
    if (!(path === '/graphql' || path.startsWith('/api/v0/')) || SKIPPED.has(path)) return;
    if (bearerTokenOf(request.headers.authorization)) return;
    const token = readCookie(request.headers.cookie, sessionCookie);
    if (!token || !isPastHalfLife(token, now())) return;

    const key = createHash('sha256').update(token).digest('base64url');
    const at = now();
    if ((recent.get(key) ?? 0) > at - RECENT_MS) return;
    if (recent.size > 10_000) recent.clear();
    recent.set(key, at);
    try {
      await run(request, reply, GatewayRenewSessionDocument);
    } catch (error) {
      // The request itself goes on with the current token; a failed renewal only means the
      // next request tries again.
      recent.delete(key);
      request.log.warn({ err: error }, 'session renewal failed');
    }
  };
}

function isPastHalfLife(token: string, nowMs: number): boolean {
  let claims;
  try {
    claims = decodeJwt(token);
  } catch {
    return false;
  }
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return false;
  const now = nowMs / 1000;
  // An expired token cannot be renewed (auth would refuse it): the user signs in again.
  return now >= iat + (exp - iat) / 2 && now < exp - 5;
}
