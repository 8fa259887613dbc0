import { useEffect, useRef, useState } from 'react';

export type CopyOutcome = 'idle' | 'copied' | 'failed';

interface CopyResult {
  url: string;
  ok: boolean;
}

/**
 * Copies an address to the clipboard and says how it went. Where the clipboard is unavailable (an
 * insecure origin, a refused permission) the outcome is 'failed' and `fieldRef`'s input, which shows
 * the address, gets selected, so it can still be copied by hand.
 */
export function useCopyLink(url: string) {
  const [result, setResult] = useState<CopyResult | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  // A result speaks of the address that was copied: after a new selection it no longer holds.
  const outcome: CopyOutcome = result?.url === url ? (result.ok ? 'copied' : 'failed') : 'idle';

  useEffect(() => {
    if (outcome === 'failed') fieldRef.current?.select();
  }, [outcome]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard API is not available here.');
      await navigator.clipboard.writeText(url);
      setResult({ url, ok: true });
    } catch {
      setResult({ url, ok: false });
    }
  };

  return { copy, outcome, fieldRef };
}
