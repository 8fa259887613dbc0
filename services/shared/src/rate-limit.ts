import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

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
  async hit(bucket: string, key: string, rule: RateLimitRule, message: string): Promise<void> {
    const now = this.now();
    if (!(await this.count(bucket, key, rule, now))) {
      const retryAfter = Math.max(1, Math.ceil((rule.windowMs - (now % rule.windowMs)) / 1000));
      throw new AppError('RATE_LIMITED', message, { retryAfter });
    }
  }

  /** Counts one request; false when over the allowance (for callers that must not say so). */
  take(bucket: string, key: string, rule: RateLimitRule): Promise<boolean> {
    return this.count(bucket, key, rule, this.now());
  }

  private async count(bucket: string, key: string, rule: RateLimitRule, now: number): Promise<boolean> {
    const redisKey = `${this.prefix}:${bucket}:${key}:${Math.floor(now / rule.windowMs)}`;
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
