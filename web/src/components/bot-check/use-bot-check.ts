import { useCallback, useRef, useState } from 'react';
import type { BotCheckHandle, BotCheckStatus } from './bot-check';

/**
 * A form's side of its bot check: spread `props` on `<BotCheck>`, ask `beforeSend()` when the form is
 * valid, then `token()` for the request and `spend()` once it is answered.
 */
export function useBotCheck() {
  const ref = useRef<BotCheckHandle>(null);
  const [status, setStatus] = useState<BotCheckStatus>('loading');
  const [waiting, setWaiting] = useState(false);

  const onStatusChange = useCallback((next: BotCheckStatus) => {
    setStatus(next);
    // A send refused while the check loaded: the notice goes once the check has settled.
    if (next !== 'loading') setWaiting(false);
  }, []);

  /**
   * Whether a send may go now ('ready'). While the check loads it may not, and `waiting` stays true
   * (show `<BotCheckWaitingNotice>`) until it has loaded; after an error the check is loaded again
   * for the next try and this send fails.
   */
  const beforeSend = (): BotCheckStatus => {
    setWaiting(status === 'loading');
    if (status === 'error') ref.current?.reset();
    return status;
  };

  const token = (): Promise<string> =>
    ref.current ? ref.current.token() : Promise.reject(new Error('bot check not loaded'));

  /** After a send, answered or not: the server takes each proof once, the next send needs a new one. */
  const spend = () => ref.current?.reset();

  return { props: { ref, onStatusChange }, waiting, beforeSend, token, spend };
}
