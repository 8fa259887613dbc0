import type { Redis } from 'ioredis';
import { createTokenVerifier, type RevocationCheck, type TokenVerifier } from './auth.js';
import type { TokenVerifierConfig } from './config.js';

/*
 * The revocation list of sessions, in Redis, shared by the auth service (the only writer)
 * and every token verifier (readers).
 *
 * Why a list rather than only short-lived tokens: logout, deactivation and a password reset
 * must count everywhere within 60 s, and the access tokens live longer than that (see the
 * auth service's ACCESS_TOKEN_TTL) so that nobody signs in again every minute. So every
 * verifier asks Redis, on every request, whether the token's session (`sid`) was revoked:
 * one EXISTS, no local cache, so a revocation counts at the very next request.
 *
 * A key lives until the last token of its session has expired (the auth service sets the
 * TTL), so the list never grows past the sessions revoked within one token lifetime. If
 * Redis loses its data, the auth service writes the list again from its database on its
 * next resynchronisation (REVOCATION_SYNC_INTERVAL, 30 s by default): the bound holds.
 *
 * NEVER RENAME the prefix without a migration: auth writes it, every service reads it.
 */
export const REVOKED_SESSION_PREFIX = 'auth:revoked-session:';

export function revokedSessionKey(sessionId: string): string {
  return `${REVOKED_SESSION_PREFIX}${sessionId}`;
}

export interface RedisRevocationOptions {
  /**
   * How long one check may take. Past it the check fails and the request with it (INTERNAL):
   * a revoked token must never pass because Redis is slow or down. ioredis would otherwise
   * queue the command through its reconnects for many seconds.
   */
  timeoutMs?: number;
}

/** The revocation check of `createTokenVerifier`, against the list the auth service keeps in Redis. */
export function createRedisRevocationCheck(
  redis: Redis,
  options: RedisRevocationOptions = {},
): RevocationCheck {
  const timeoutMs = options.timeoutMs ?? 2_000;
  return async ({ sessionId }) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`revocation check timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const found = await Promise.race([redis.exists(revokedSessionKey(sessionId)), timeout]);
      return found > 0;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The token verifier of a service other than auth: the auth service's published keys, issuer,
 * audience and session cookie from its configuration, and this revocation list, so that a logout
 * or a deactivation counts at once in every service as in the auth service.
 */
export function createServiceTokenVerifier(config: TokenVerifierConfig, redis: Redis): TokenVerifier {
  return createTokenVerifier({
    jwksUrl: config.AUTH_JWKS_URL,
    issuer: config.AUTH_ISSUER,
    audience: config.AUTH_AUDIENCE,
    cookieName: config.AUTH_SESSION_COOKIE,
    revocation: createRedisRevocationCheck(redis),
  });
}
