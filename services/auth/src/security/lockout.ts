import type { Types } from 'mongoose';
import { type Clock, type Logger } from '@smarthome/service-kit';
import { newEvent, pushOutbox } from '@smarthome/service-kit/events';
import type { AuthConfig } from '../config.js';
import { CREDENTIAL_FIELDS, type UserModel, type UserRecord } from '../users/users.model.js';

/**
 * The lock-out schedule, after Keycloak's brute-force detection: an account that fails
 * `threshold` sign-ins in a row is locked for `base`; once the lock ends, a single attempt
 * is allowed, and a failure locks again for twice as long, up to `max`:
 *
 *   5 failures → 1 min · 1 more → 2 min · 1 more → 4 min · … · capped at 15 min (defaults)
 *
 * A success or a password reset ends the streak. Attempts are reserved before the password
 * is checked, so parallel requests cannot try more passwords than the schedule allows.
 */
export interface LockoutPolicy {
  threshold: number;
  baseMs: number;
  maxMs: number;
}

/** The policy the configuration sets (LOCKOUT_THRESHOLD, LOCKOUT_BASE_SECONDS, LOCKOUT_MAX_SECONDS). */
export function lockoutPolicyOf(
  config: Pick<AuthConfig, 'LOCKOUT_THRESHOLD' | 'LOCKOUT_BASE_SECONDS' | 'LOCKOUT_MAX_SECONDS'>,
): LockoutPolicy {
  return {
    threshold: config.LOCKOUT_THRESHOLD,
    baseMs: config.LOCKOUT_BASE_SECONDS * 1000,
    maxMs: config.LOCKOUT_MAX_SECONDS * 1000,
  };
}

/** How long the n-th lock-out of a streak lasts (n ≥ 1). */
export function lockoutDurationMs(policy: LockoutPolicy, n: number): number {
  const doubled = policy.baseMs * 2 ** Math.min(Math.max(n - 1, 0), 30);
  return Math.min(doubled, policy.maxMs);
}

/** A repeated lock-out mails its owner again only after this long (an attacker must not flood the inbox). */
export const LOCKOUT_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The fields of an account that end its streak of failures (after a successful sign-in or a
 * password reset): a full allowance, no lock, and the next lock-out mailed again.
 */
export function streakEnded(threshold: number) {
  return {
    $set: { attemptsLeft: threshold, lockouts: 0, lockedUntil: null },
    $unset: { lockoutNotifiedAt: 1 },
  } as const;
}

/** What a sign-in reads of an account: its credentials and its lock-out state. */
export type Credentials = Pick<
  UserRecord,
  | '_id'
  | 'email'
  | 'firstName'
  | 'role'
  | 'active'
  | 'passwordHash'
  | 'attemptsLeft'
  | 'lockouts'
  | 'lockoutNotifiedAt'
  | 'sessionEpoch'
>;

export interface AccountLockoutDeps {
  users: UserModel;
  clock: Clock;
  log: Logger;
  policy: LockoutPolicy;
}

/** The lock-out state of accounts, kept in their user documents and changed only by atomic writes. */
export class AccountLockout {
  constructor(private readonly deps: AccountLockoutDeps) {}

  /** The update that ends an account's streak, with this policy's allowance. */
  ended(): ReturnType<typeof streakEnded> {
    return streakEnded(this.deps.policy.threshold);
  }

  /**
   * Takes one sign-in attempt of the account's allowance, atomically, before the password is
   * checked: parallel requests cannot try more passwords than the lock-out schedule allows.
   * Null when the account is locked (or has no attempt left until its lock ends).
   */
  async reserveAttempt(userId: Types.ObjectId): Promise<Credentials | null> {
    const { users, policy } = this.deps;
    const unlocked = this.unlocked();
    const options = { returnDocument: 'after' as const };
    const takeOne = () =>
      users
        .findOneAndUpdate(
          { _id: userId, ...unlocked, attemptsLeft: { $gt: 0 } },
          { $inc: { attemptsLeft: -1 } },
          options,
        )
        .select(CREDENTIAL_FIELDS)
        .lean<UserRecord>()
        .exec();
    // First attempt of a streak: the allowance is not written yet.
    const startStreak = () =>
      users
        .findOneAndUpdate(
          { _id: userId, ...unlocked, attemptsLeft: null },
          { $set: { attemptsLeft: policy.threshold - 1 } },
          options,
        )
        .select(CREDENTIAL_FIELDS)
        .lean<UserRecord>()
        .exec();
    // The last try covers a parallel request that started the streak between the first two.
    return (await takeOne()) ?? (await startStreak()) ?? (await takeOne());
  }

  /**
   * Gives back the attempt a sign-in reserved when its password was right but a second step
   * follows: the right password is no failure, yet it does not end the streak either, or a new
   * sign-in would wipe the count of wrong codes. Only the wrong codes count, as wrong passwords do.
   */
  async giveBack(attempt: Credentials): Promise<void> {
    const { users, policy } = this.deps;
    await users
      .updateOne(
        { _id: attempt._id, ...this.unlocked(), attemptsLeft: { $lt: policy.threshold } },
        { $inc: { attemptsLeft: 1 } },
      )
      .exec();
  }

  /** The filter of an account that is not locked now; `lockedUntil: null` also matches no field. */
  private unlocked() {
    const now = new Date(this.deps.clock());
    return { $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }] };
  }

  /**
   * After a wrong password: when it used the last attempt, locks the account for the next
   * step of the schedule and allows one attempt once the lock ends; the owner is mailed
   * (`user.locked_out`, in the same write) at the first lock-out of a streak and then at
   * most once a day.
   */
  async recordFailure(attempt: Credentials): Promise<void> {
    if ((attempt.attemptsLeft ?? 0) > 0) return;
    const { users, clock, policy } = this.deps;
    const now = clock();
    const lockouts = (attempt.lockouts ?? 0) + 1;
    const until = new Date(now + lockoutDurationMs(policy, lockouts));
    const lastNotice = attempt.lockoutNotifiedAt?.getTime();
    const notify = lastNotice === undefined || now - lastNotice >= LOCKOUT_NOTICE_INTERVAL_MS;
    const event = notify
      ? pushOutbox(
          newEvent('user.locked_out', {
            userId: attempt._id.toHexString(),
            email: attempt.email,
            firstName: attempt.firstName,
            until: until.toISOString(),
          }),
        )
      : {};
    const result = await users
      .updateOne(
        { _id: attempt._id, attemptsLeft: 0 },
        {
          $set: {
            lockedUntil: until,
            attemptsLeft: 1,
            lockouts,
            ...(notify ? { lockoutNotifiedAt: new Date(now) } : {}),
          },
          ...event,
        },
      )
      .exec();
    if (result.modifiedCount > 0) {
      this.deps.log.warn(
        { userId: attempt._id.toHexString(), until, lockouts },
        'account locked after failed sign-ins',
      );
    }
  }
}
