import type { Clock, RateLimiter } from '@smarthome/service-kit';
import type { AuthConfig } from '../config.js';
import type { SessionService } from '../sessions/sessions.service.js';
import type { UserModel } from '../users/users.model.js';
import { AccountService } from './accounts.service.js';

export interface AccountsSetupDeps {
  users: UserModel;
  sessions: SessionService;
  limiter: RateLimiter;
  clock: Clock;
}

/** Registration with its activation link, and the password reset, with their lifetimes and rate limits. */
export function setupAccounts(
  config: AuthConfig,
  { users, sessions, limiter, clock }: AccountsSetupDeps,
): AccountService {
  return new AccountService(users, sessions, limiter, clock, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    activationTtlMs: config.ACTIVATION_TOKEN_TTL * 1000,
    resetTtlMs: config.RESET_TOKEN_TTL * 1000,
    lockoutThreshold: config.LOCKOUT_THRESHOLD,
    registerLimit: { limit: config.REGISTER_RATE_LIMIT, windowMs: config.REGISTER_RATE_WINDOW * 1000 },
    resetLimit: { limit: config.RESET_RATE_LIMIT, windowMs: config.RESET_RATE_WINDOW * 1000 },
  });
}
