import type { Clock, RateLimiter, SubgraphDeps } from '@smarthome/service-kit';
import type { AuthConfig } from '../config.js';
import type { SigningKeys } from '../keys/keys.service.js';
import type { AccountLockout } from '../security/lockout.js';
import type { UserModel } from '../users/users.model.js';
import type { CookieSettings } from './sessions.cookies.js';
import { createSessionModel } from './sessions.model.js';
import { RevocationList } from './sessions.revocations.js';
import { SessionService } from './sessions.service.js';

export interface SessionsSetupDeps {
  users: UserModel;
  keys: SigningKeys;
  limiter: RateLimiter;
  /** The lock-out of accounts, shared with the second factor's codes. */
  lockout: AccountLockout;
  clock: Clock;
}

/**
 * Sign-in and sessions: the session records and the revocation list
 * in Redis, written again from the database every REVOCATION_SYNC_INTERVAL until the app closes.
 */
export async function setupSessions(
  config: AuthConfig,
  { mongo, redis, log, onClose }: Pick<SubgraphDeps, 'mongo' | 'redis' | 'log' | 'onClose'>,
  { users, keys, limiter, lockout, clock }: SessionsSetupDeps,
): Promise<SessionService> {
  const sessions = createSessionModel(mongo);
  await sessions.init();
  const revocations = new RevocationList(redis, sessions, clock, log);
  onClose(revocations.start(config.REVOCATION_SYNC_INTERVAL * 1000));
  return new SessionService({
    users,
    sessions,
    keys,
    revocations,
    lockout,
    limiter,
    clock,
    settings: {
      issuer: config.AUTH_ISSUER,
      audience: config.AUTH_AUDIENCE,
      accessTokenTtlMs: config.ACCESS_TOKEN_TTL * 1000,
      sessionMaxAgeMs: config.SESSION_MAX_AGE * 1000,
      loginLimit: { limit: config.LOGIN_RATE_LIMIT, windowMs: config.LOGIN_RATE_WINDOW * 1000 },
    },
  });
}

/** The session cookie's name (AUTH_SESSION_COOKIE) and whether it is sent over HTTPS only (COOKIE_SECURE). */
export function setupSessionCookies(config: AuthConfig): CookieSettings {
  return { name: config.AUTH_SESSION_COOKIE, secure: config.COOKIE_SECURE };
}
