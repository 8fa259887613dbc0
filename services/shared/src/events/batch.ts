/** How a group commit gathers calls while they keep coming. */
export interface GroupCommitOptions {
  /** Most items in one round trip. Default 500. */
  maxBatch?: number;
  /**
   * Under load, how long a batch waits for more calls before it is sent (ms). Load starts when a
   * batch carries several calls, and ends when a wait gathered no other call: callers one at a
   * time then wait for nothing but their own round trip. Default 0: never waits (a batch is what
   * came meanwhile).
   */
  gatherMs?: number;
  /**
   * A batch this size is sent at once, without waiting for `gatherMs`: no more calls can come (the
   * callers in hand are all waiting, e.g. a consumer's concurrency). Default `maxBatch`.
   */
  fullAt?: number;
}

/** Waits in a row that gather nothing before a group commit stops waiting: load has passed. */
const FRUITLESS_WAITS = 3;

/**
 * Group commit: calls made while one round trip is in flight wait for it and go together in the
 * next one, so that N concurrent callers cost one round trip instead of N, and a caller alone
 * waits for nothing but its own (the batch is sent on the next turn of the event loop, or as soon
 * as the round trip in flight answered). With `gatherMs`, a batch under load also waits that long
 * for more calls (or until it is `fullAt`): fewer, fuller round trips for a few milliseconds more.
 * Each caller gets its own item's result, or the batch's error.
 */
export function groupCommit<T, R>(
  run: (items: T[]) => Promise<R[]>,
  { maxBatch = 500, gatherMs = 0, fullAt = maxBatch }: GroupCommitOptions = {},
): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  const fullSize = Math.min(fullAt, maxBatch);
  let queued: Waiting[] = [];
  let inFlight = false;
  let scheduled: { cancel: () => void; immediate: boolean } | undefined;
  /** Calls come together: waiting for more is likely to pay. */
  let underLoad = false;
  /** Waits in a row that gathered no other call. */
  let fruitlessWaits = 0;

  const flush = async (waited: boolean): Promise<void> => {
    scheduled = undefined;
    if (inFlight || queued.length === 0) return;
    const batch = queued.slice(0, maxBatch);
    queued = queued.slice(batch.length);
    if (batch.length > 1) {
      underLoad = true;
      fruitlessWaits = 0;
    } else if (waited && ++fruitlessWaits >= FRUITLESS_WAITS) {
      underLoad = false;
    }
    inFlight = true;
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      inFlight = false;
      if (queued.length > 0) schedule();
    }
  };
  const sendSoon = () => {
    const handle = setImmediate(() => void flush(false));
    scheduled = { cancel: () => clearImmediate(handle), immediate: true };
  };
  const schedule = () => {
    const full = queued.length >= fullSize;
    if (scheduled && (scheduled.immediate || !full)) return;
    scheduled?.cancel();
    if (full || !underLoad || gatherMs <= 0) return sendSoon();
    const handle = setTimeout(() => void flush(true), gatherMs);
    scheduled = { cancel: () => clearTimeout(handle), immediate: false };
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queued.push({ item, resolve, reject });
      if (!inFlight) schedule();
    });
}
