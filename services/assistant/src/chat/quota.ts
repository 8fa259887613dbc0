import { AppError, type AuthUser, type Clock, type Redis, type Role } from '@smarthome/service-kit';
import { zonedDay } from '../usage/day.js';

export const DAILY_LIMIT_MESSAGE = 'You have reached your daily message limit';

/** Messages a day per role. */
export type DailyLimits = Record<Role, number>;

/** The caller's messages today against their daily limit. */
export interface ChatUsage {
  used: number;
  limit: number;
  /** limit - used, never below 0. */
  remaining: number;
  /** The next midnight in the quota's time zone, when the count starts again. */
  resetsAt: Date;
}

/** One message counted against a day, until it is given back. */
export interface Reservation {
  readonly key: string;
  released: boolean;
}

/** A day's counter outlives the day by this much, so that a late release still finds it. */
const KEY_GRACE_MS = 60 * 60 * 1000;

/**
 * Counts one message unless the day's count already reached the limit, in one step on the Redis
 * server: two replicas (or two requests of one) can never both take the last message.
 * KEYS[1] the day's counter; ARGV[1] the limit, ARGV[2] the counter's lifetime (ms).
 * Returns the new count, or -1 when the limit was reached.
 */
const RESERVE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return -1 end
used = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return used
`;

/** Gives one message back, never below zero (a counter that expired meanwhile stays gone). */
const RELEASE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

export interface DailyQuotaOptions {
  limits: DailyLimits;
  timeZone: string;
  /** The service clock: it decides which day a message counts on. */
  clock: Clock;
  prefix?: string;
}

/**
 * The daily message limit of the chat, per user and calendar day in the assistant's time zone,
 * exact across replicas: a message is reserved before the model is asked and given back when no
 * answer came of it (the model failed, timed out, or the caller left first). Answers served from
 * the cache count too: the limit is on messages, not on tokens.
 */
export class DailyQuota {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: DailyQuotaOptions,
  ) {
    this.prefix = options.prefix ?? 'assistant:chat-quota';
  }

  limitOf(user: AuthUser): number {
    return this.options.limits[user.role] ?? this.options.limits.user;
  }

  /** Counts one message of the caller today; RATE_LIMITED (retry after midnight) over the limit. */
  async reserve(user: AuthUser): Promise<Reservation> {
    const now = this.options.clock();
    const day = zonedDay(new Date(now), this.options.timeZone);
    const key = this.keyOf(user, day.date);
    const ttlMs = day.end.getTime() - now + KEY_GRACE_MS;
    const used = Number(await this.redis.eval(RESERVE, 1, key, this.limitOf(user), ttlMs));
    if (used < 0) {
      const retryAfter = Math.max(1, Math.ceil((day.end.getTime() - now) / 1000));
      throw new AppError('RATE_LIMITED', DAILY_LIMIT_MESSAGE, { retryAfter });
    }
    return { key, released: false };
  }

  /** Gives a reserved message back (once, whatever the number of calls). */
  async release(reservation: Reservation): Promise<void> {
    if (reservation.released) return;
    reservation.released = true;
    await this.redis.eval(RELEASE, 1, reservation.key);
  }

  /** The caller's count today, from the same counter the limit is enforced on. */
  async usage(user: AuthUser): Promise<ChatUsage> {
    const day = zonedDay(new Date(this.options.clock()), this.options.timeZone);
    const used = Number((await this.redis.get(this.keyOf(user, day.date))) ?? 0);
    const limit = this.limitOf(user);
    return { used, limit, remaining: Math.max(0, limit - used), resetsAt: day.end };
  }

  private keyOf(user: AuthUser, date: string): string {
    return `${this.prefix}:${user.id}:${date}`;
  }
}
