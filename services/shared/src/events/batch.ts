/**
 * Group commit: calls made while one round trip is in flight wait for it and go together in the
 * next one, so that N concurrent callers cost one round trip instead of N, and a caller alone
 * waits for nothing but its own (no timer: the batch is sent on the next turn of the event loop,
 * or as soon as the round trip in flight answered). Each caller gets its own item's result, or
 * the batch's error.
 */
export function groupCommit<T, R>(
  run: (items: T[]) => Promise<R[]>,
  maxBatch = 500,
): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  let queued: Waiting[] = [];
  let inFlight = false;
  let scheduled = false;

  const flush = async (): Promise<void> => {
    scheduled = false;
    if (inFlight || queued.length === 0) return;
    const batch = queued.slice(0, maxBatch);
    queued = queued.slice(batch.length);
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
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queued.push({ item, resolve, reject });
      if (!inFlight) schedule();
    });
}
