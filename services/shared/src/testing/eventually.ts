/**
 * Polls a state no event announces (documents a consumer or relay writes) until it holds, and
 * returns it. Bounded: rejects after `timeoutMs` with the last value read.
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  holds: (value: T) => boolean,
  { timeoutMs = 15_000, intervalMs = 25 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
