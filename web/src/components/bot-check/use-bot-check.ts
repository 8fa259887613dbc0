import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotCheckHandle, BotCheckStatus } from './bot-check';

/**
 * A form's side of its bot check: spread `props` on `<BotCheck>`, put `formRef` on the form, ask
 * `beforeSend()` when the form is valid, then `token()` for the request and `spend()` once it is
 * answered.
 */
export function useBotCheck() {
  const ref = useRef<BotCheckHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<BotCheckStatus>('loading');
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  const [sendAgain, setSendAgain] = useState(false);

  const showWaiting = (value: boolean) => {
    waitingRef.current = value;
    setWaiting(value);
  };

  const onStatusChange = useCallback((next: BotCheckStatus) => {
    setStatus(next);
    if (next === 'loading') return;
    // A send refused while the check loaded: the notice goes once the check has settled, and the
    // send goes after all once it is ready (the visitor asked for it).
    if (next === 'ready' && waitingRef.current) setSendAgain(true);
    waitingRef.current = false;
    setWaiting(false);
  }, []);

  // Submitted again once the status above has been rendered, so the form's handler sees it ready.
  useEffect(() => {
    if (!sendAgain) return;
    setSendAgain(false);
    formRef.current?.requestSubmit();
  }, [sendAgain]);

  /**
   * Whether a send may go now ('ready'). While the check loads it may not: `waiting` stays true
   * (show `<BotCheckWaitingNotice>`) until it has loaded, and the form is then submitted again. After
   * an error the check is loaded again for the next try and this send fails.
   */
  const beforeSend = (): BotCheckStatus => {
    showWaiting(status === 'loading');
    if (status === 'error') ref.current?.reset();
    return status;
  };

  const token = (): Promise<string> =>
    ref.current ? ref.current.token() : Promise.reject(new Error('bot check not loaded'));

  /** After a send, answered or not: the server takes each proof once, the next send needs a new one. */
  const spend = () => ref.current?.reset();

  return { props: { ref, onStatusChange, form: formRef }, formRef, waiting, beforeSend, token, spend };
}
