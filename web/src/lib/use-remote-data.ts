import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** What a read from the REST facade has given so far. */
export type RemoteData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

export interface RemoteDataResult<T> {
  remote: RemoteData<T>;
  /** Reads the same key again. */
  retry: () => void;
  /**
   * While a new key loads, the data of the read before it (if it succeeded), for a screen that keeps
   * its previous content on show instead of collapsing.
   */
  stale: T | undefined;
}

interface Settled<T> {
  /** The request the result belongs to (its key and attempt): an older answer is never shown. */
  request: string;
  result: RemoteData<T>;
}

/**
 * Reads `load` whenever `key` changes (and again on `retry`), aborting the read it replaces, so a
 * quick second click never shows the first answer. `seed` is shown at once while the read is under
 * way (an item the previous page already had), then replaced by the answer.
 */
export function useRemoteData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  seed?: T,
): RemoteDataResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = `${attempt}:${key}`;
  // `load` is read for the key it belongs to: a new function for the same key starts no new read.
  const loadNow = useEffectEvent(load);

  useEffect(() => {
    const controller = new AbortController();
    loadNow(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ request, result: { status: 'ready', data } });
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        const error = cause instanceof ApiError ? cause : new ApiError(String(cause), 0);
        console.error(error.errorId ? `${error.message} (${error.errorId})` : error.message);
        setSettled({ request, result: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled?.request === request;
  const remote: RemoteData<T> = current
    ? settled.result
    : seed !== undefined
      ? { status: 'ready', data: seed }
      : { status: 'loading' };
  const stale = !current && settled?.result.status === 'ready' ? settled.result.data : undefined;
  return { remote, retry, stale };
}
