import { AppError, type Redis } from '@smarthome/service-kit';
import type { Clock } from '../clock.js';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters in Redis (shared by every replica of the service). The window is
 * computed from the service's clock, so tests move time instead of waiting; the keys expire
 * on their own two windows later.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one request of `key` in `bucket`; RATE_LIMITED (with `retryAfter` seconds, which
   * the gateway sends as Retry-After) once the window's allowance is used up.
   */
  async hit(bucket: string, key: string, rule: RateLimit, message: string): Promise<void> {
    if (!(await this.take(bucket, key, rule))) {
      const now = this.clock();
      const retryAfter = Math.max(1, Math.ceil((rule.windowMs - (now % rule.windowMs)) / 1000));
      throw new AppError('RATE_LIMITED', message, { retryAfter });
    }
  }

  /** Counts one request; false when over the allowance (for callers that must not say so). */
  async take(bucket: string, key: string, rule: RateLimit): Promise<boolean> {
    const window = Math.floor(this.clock() / rule.windowMs);
    const redisKey = `auth:rate:${bucket}:${key}:${window}`;
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
