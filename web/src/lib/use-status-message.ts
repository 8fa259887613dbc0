import { useCallback, useEffect, useState } from 'react';

export interface StatusMessage {
  tone: 'success' | 'error';
  text: string;
  /** Changes with every message, so the same text twice still restarts the timer. */
  key: number;
}

let counter = 0;

/**
 * One status message at a time. Success messages hide themselves after `hideAfterMs` (the signed-in
 * area's 3000 ms); errors stay until dismissed or replaced, so nobody misses why something failed.
 * `arrival`, the success the screen was opened with (useArrivalNotice), is shown as it comes.
 */
export function useStatusMessage(hideAfterMs: number, arrival?: string) {
  const [message, setMessage] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (!message || message.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [message, hideAfterMs]);

  const show = useCallback(
    (tone: StatusMessage['tone'], text: string) => setMessage({ tone, text, key: ++counter }),
    [],
  );
  const clear = useCallback(() => setMessage(null), []);

  useEffect(() => {
    if (arrival) show('success', arrival);
  }, [arrival, show]);

  return { message, show, clear };
}
