import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** What a read from the API has given so far. */
export type Remote<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

interface Settled<T> {
  /** The request the result belongs to (its key and attempt): an older answer is never shown. */
  request: string;
  result: Remote<T>;
}

/**
 * Reads `load` whenever `key` changes (and again on `retry`), aborting the read it replaces, so a
 * quick second click never shows the first answer. `seed` is shown at once while the read is under
 * way (an item the previous page already had), then replaced by the answer.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  seed?: T,
): { remote: Remote<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setSettled({ request, result: { status: 'ready', data } }),
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        const error = cause instanceof ApiError ? cause : new ApiError(String(cause), 0);
        console.error(error.errorId ? `${error.message} (${error.errorId})` : error.message);
        setSettled({ request, result: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
    // `load` is read for the key it belongs to: a new function for the same key starts no new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const remote: Remote<T> =
    settled?.request === request
      ? settled.result
      : seed !== undefined
        ? { status: 'ready', data: seed }
        : { status: 'loading' };
  return { remote, retry };
}
