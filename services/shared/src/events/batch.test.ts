import { describe, expect, it } from 'vitest';
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
    const call = groupCommit(async (items: number[]) => {
      batches.push(items);
      if (items.includes(3)) throw new Error('write failed');
      return items;
    }, 2);
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(batches).toEqual([[1, 2], [3]]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  });
});
