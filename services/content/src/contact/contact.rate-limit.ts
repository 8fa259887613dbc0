import { AppError, type Redis } from '@smarthome/service-kit';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters in Redis, shared by every replica of the service; the keys expire on
 * their own two windows later. (The auth service keeps a limiter of the same shape; they could
 * move to the service kit together.)
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `key`; RATE_LIMITED with `retryAfter` seconds once the allowance is used up. */
  async hit(bucket: string, key: string, rule: RateLimitRule, message: string): Promise<void> {
    const now = this.now();
    const window = Math.floor(now / rule.windowMs);
    const redisKey = `${this.prefix}:${bucket}:${key}:${window}`;
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, rule.windowMs * 2)
      .exec();
    const [[incrError, count] = [], [expireError] = []] = results ?? [];
    if (incrError) throw incrError;
    if (expireError) throw expireError;
    if (Number(count) > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((rule.windowMs - (now % rule.windowMs)) / 1000));
      throw new AppError('RATE_LIMITED', message, { retryAfter });
    }
  }
}
