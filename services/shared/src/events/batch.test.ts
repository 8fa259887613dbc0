import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupCommit } from './batch.js';

/** A batch function that records its batches and answers when told to. */
function recorder() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => pending.push(() => resolve(items.map((item) => item * 10))));
  };
  const answer = () => pending.shift()?.();
  return { batches, run, answer };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('sends the calls of one turn together, and each caller gets its own result', async () => {
    const { batches, run, answer } = recorder();
    const call = groupCommit(run);
    const results = Promise.all([call(1), call(2), call(3)]);
    await nextTurn();
    answer();
    expect(await results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the calls made while a batch is in flight into the next one', async () => {
    const { batches, run, answer } = recorder();
    const call = groupCommit(run);
    const first = call(1);
    await nextTurn();
    const later = [call(2), call(3)];
    await nextTurn();
    expect(batches).toEqual([[1]]);
    answer();
    expect(await first).toBe(10);
    await nextTurn();
    answer();
    expect(await Promise.all(later)).toEqual([20, 30]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('caps a batch, and hands a failed batch its error', async () => {
    const batches: number[][] = [];
    const call = groupCommit(
      async (items: number[]) => {
        batches.push(items);
        if (items.includes(3)) throw new Error('write failed');
        return items;
      },
      { maxBatch: 2 },
    );
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(batches).toEqual([[1, 2], [3]]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  });

  describe('gathering under load', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Puts the batcher under load: two calls that go together, answered. */
    async function loaded(call: (item: number) => Promise<number>, answer: () => void) {
      const pair = Promise.all([call(1), call(2)]);
      await vi.advanceTimersByTimeAsync(0);
      answer();
      await pair;
    }

    it('under load, waits gatherMs for more calls before it sends a batch', async () => {
      vi.useFakeTimers();
      const { batches, run, answer } = recorder();
      const call = groupCommit(run, { gatherMs: 5, fullAt: 8 });
      await loaded(call, answer);
      expect(batches).toEqual([[1, 2]]);

      const later = [call(3)];
      await vi.advanceTimersByTimeAsync(4);
      expect(batches).toHaveLength(1);
      later.push(call(4));
      await vi.advanceTimersByTimeAsync(1);
      expect(batches).toEqual([
        [1, 2],
        [3, 4],
      ]);
      answer();
      expect(await Promise.all(later)).toEqual([30, 40]);
    });

    it('sends a full batch without waiting', async () => {
      vi.useFakeTimers();
      const { batches, run, answer } = recorder();
      const call = groupCommit(run, { gatherMs: 50, fullAt: 3 });
      await loaded(call, answer);
      const full = Promise.all([call(3), call(4), call(5)]);
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toEqual([
        [1, 2],
        [3, 4, 5],
      ]);
      answer();
      expect(await full).toEqual([30, 40, 50]);
    });

    it('stops waiting once waits in a row gather nothing, and a caller alone goes at once again', async () => {
      vi.useFakeTimers();
      const { batches, run, answer } = recorder();
      const call = groupCommit(run, { gatherMs: 5, fullAt: 8 });
      await loaded(call, answer);
      for (const item of [3, 4, 5]) {
        const alone = call(item);
        await vi.advanceTimersByTimeAsync(4);
        expect(batches.at(-1)).not.toEqual([item]);
        await vi.advanceTimersByTimeAsync(1);
        answer();
        await alone;
      }
      const quiet = call(6);
      await vi.advanceTimersByTimeAsync(0);
      expect(batches.at(-1)).toEqual([6]);
      answer();
      expect(await quiet).toBe(60);
    });
  });
});
