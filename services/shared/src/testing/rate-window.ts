import { setTimeout as sleep } from 'node:timers/promises';
import { msLeftInWindow } from '../rate-limit.js';

/**
 * For a test that uses up a rate limit on the real clock: waits, if need be, until the limit's fixed
 * window (of `windowMs`, counted from the epoch as the RateLimiter counts) has `neededMs` left, so
 * that the test's requests are all counted in one window. A burst that crossed a window's end would
 * have its last requests counted afresh in the next one, and let through.
 */
export async function inOneRateWindow(windowMs: number, neededMs: number): Promise<void> {
  const left = msLeftInWindow(Date.now(), windowMs);
  // Only when the current window is nearly over: the wait is the time it has left, then a new one starts.
  if (left < neededMs) await sleep(left + 1);
}
