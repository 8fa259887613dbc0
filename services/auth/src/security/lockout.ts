/**
 * The lock-out schedule, after Keycloak's brute-force detection: an account that fails
 * `threshold` sign-ins in a row is locked for `base`; once the lock ends, a single attempt
 * is allowed, and a failure locks again for twice as long, up to `max`:
 *
 *   5 failures → 1 min · 1 more → 2 min · 1 more → 4 min · … · capped at 15 min (defaults)
 *
 * A success or a password reset ends the streak. Attempts are reserved before the password
 * is checked (see `sessions.service.ts`), so parallel requests cannot try more passwords
 * than the schedule allows.
 */
export interface LockoutPolicy {
  threshold: number;
  baseMs: number;
  maxMs: number;
}

/** How long the n-th lock-out of a streak lasts (n ≥ 1). */
export function lockoutDurationMs(policy: LockoutPolicy, n: number): number {
  const doubled = policy.baseMs * 2 ** Math.min(Math.max(n - 1, 0), 30);
  return Math.min(doubled, policy.maxMs);
}

/** A repeated lock-out mails its owner again only after this long (an attacker must not flood the inbox). */
export const LOCKOUT_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;
