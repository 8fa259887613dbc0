/** RateLimiter against a real Redis: fixed windows per bucket and key, on the service's clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, closeRedis, connectRedis, RateLimiter, type Redis } from '../src/index.js';
import { startTestRedis, type TestRedis } from '../src/testing/index.js';

const rule = { limit: 3, windowMs: 60_000 };

let server: TestRedis;
let redis: Redis;
let now = 1_700_000_050_000; // 10 s into a minute
let limiter: RateLimiter;

beforeAll(async () => {
  server = await startTestRedis();
  redis = connectRedis({ url: server.url });
  limiter = new RateLimiter(redis, `${server.keyPrefix}rate`, () => now);
});

afterAll(async () => {
  if (redis) await closeRedis(redis);
  await server?.stop();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );

describe('RateLimiter', () => {
  it('allows `limit` requests a window, then answers RATE_LIMITED with the seconds left', async () => {
    for (let i = 0; i < rule.limit; i += 1)
      await limiter.hit('login', '10.0.0.1', rule, 'Prea multe încercări.');
    const caught = await refusal(limiter.hit('login', '10.0.0.1', rule, 'Prea multe încercări.'));
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ code: 'RATE_LIMITED', message: 'Prea multe încercări.' });
    expect((caught as AppError).details).toMatchObject({ retryAfter: 50 });
  });

  it('counts each bucket and each key on its own', async () => {
    expect(await limiter.take('login', '10.0.0.2', rule)).toBe(true);
    expect(await limiter.take('register', '10.0.0.1', rule)).toBe(true);
  });

  it('starts again in the next window, and its keys expire by themselves', async () => {
    now += 60_000;
    expect(await limiter.take('login', '10.0.0.1', rule)).toBe(true);
    const keys = await redis.keys(`${server.keyPrefix}rate:login:10.0.0.1:*`);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(60_000);
  });

  it('uncounts a request given back, in the window it was counted in, never below zero', async () => {
    const key = '10.0.0.3';
    const first = await limiter.hit('login', key, rule, 'Prea multe.');
    await limiter.giveBack(first);
    // Given back twice: the window does not go below zero, so the limit is not raised.
    await limiter.giveBack(first);
    for (let i = 0; i < rule.limit; i += 1) await limiter.hit('login', key, rule, 'Prea multe.');
    expect(await refusal(limiter.hit('login', key, rule, 'Prea multe.'))).toMatchObject({
      code: 'RATE_LIMITED',
    });

    // A request counted just before the window turned is given back to its own window.
    const late = await limiter.hit('login', '10.0.0.4', rule, 'Prea multe.');
    now += 60_000;
    for (let i = 0; i < rule.limit; i += 1) await limiter.hit('login', '10.0.0.4', rule, 'Prea multe.');
    await limiter.giveBack(late);
    expect(await limiter.take('login', '10.0.0.4', rule)).toBe(false);
  });
});
