import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';

export type Remote<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

/**
 * One answer of the REST facade for `key`: loading until it arrives, then the data or the ApiError.
 * A new key aborts the call in flight and shows loading at once (never the previous key's answer);
 * `retry` asks again.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): Remote<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ for: string; remote: Remote<T> } | null>(null);
  const request = `${attempt}:${key}`;
  const loadNow = useEffectEvent(load);

  useEffect(() => {
    const controller = new AbortController();
    loadNow(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ for: request, remote: { status: 'ready', data } });
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        const error = cause instanceof ApiError ? cause : new ApiError(String(cause), 0);
        console.error(error.message, error.errorId ?? '');
        setSettled({ for: request, remote: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const remote: Remote<T> = settled?.for === request ? settled.remote : { status: 'loading' };
  return { ...remote, retry };
}
