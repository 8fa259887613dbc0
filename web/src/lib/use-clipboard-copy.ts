import { useState } from 'react';

/** Nothing copied yet, copied, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard and keeps how that went, for the screen to say (also to a screen
 * reader). Where the browser refuses, `onFailed` runs: the text's field is selected for a copy by hand.
 */
export function useClipboardCopy(onFailed?: () => void) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (caught) {
      console.warn(caught);
      onFailed?.();
      setState('failed');
    }
  };
  return { state, copy };
}
