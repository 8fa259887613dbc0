import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** Decrements a counter that is still there and above zero (an expired one stays gone). */
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** One counted request, which `giveBack` can uncount (in the window it was counted in). */
export interface RateLimitTicket {
  readonly key: string;
}

/**
 * How long the fixed window of `windowMs` that holds `now` lasts still: windows are counted from the
 * epoch, so every replica (and every test) agrees on where one ends.
 */
export const msLeftInWindow = (now: number, windowMs: number): number => windowMs - (now % windowMs);

/**
 * Fixed-window counters in Redis, shared by every replica of a service. Keys are
 * `<prefix>:<bucket>:<key>:<window>` and expire on their own two windows later. The window is
 * computed from `now`, so a service's tests can move its clock instead of waiting.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one request of `key` in `bucket`; RATE_LIMITED (with `retryAfter` seconds, which the
   * gateway sends as Retry-After) once the window's allowance is used up.
   */
  async hit(bucket: string, key: string, rule: RateLimitRule, message: string): Promise<RateLimitTicket> {
    const now = this.now();
    const ticket = { key: this.keyOf(bucket, key, rule, now) };
    if (!(await this.count(ticket.key, rule))) {
      const retryAfter = Math.max(1, Math.ceil(msLeftInWindow(now, rule.windowMs) / 1000));
      throw new AppError('RATE_LIMITED', message, { retryAfter });
    }
    return ticket;
  }

  /**
   * Uncounts a request `hit` let through, for a rule that limits only the requests that fail
   * (a sign-in with the right password gives its attempt back). In the window it was counted in,
   * whatever the time now; never below zero.
   */
  async giveBack(ticket: RateLimitTicket): Promise<void> {
    await this.redis.eval(GIVE_BACK_SCRIPT, 1, ticket.key);
  }

  /** Counts one request; false when over the allowance (for callers that must not say so). */
  take(bucket: string, key: string, rule: RateLimitRule): Promise<boolean> {
    return this.count(this.keyOf(bucket, key, rule, this.now()), rule);
  }

  private keyOf(bucket: string, key: string, rule: RateLimitRule, now: number): string {
    return `${this.prefix}:${bucket}:${key}:${Math.floor(now / rule.windowMs)}`;
  }

  private async count(redisKey: string, rule: RateLimitRule): Promise<boolean> {
    const [[incrError, count] = [], [expireError] = []] =
      (await this.redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, rule.windowMs * 2)
        .exec()) ?? [];
    if (incrError) throw incrError;
    if (expireError) throw expireError;
    return Number(count) <= rule.limit;
  }
}
