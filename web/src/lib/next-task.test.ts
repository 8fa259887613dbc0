import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, not within them', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('still resolves while a test holds timers still', async () => {
    vi.useFakeTimers();
    try {
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
