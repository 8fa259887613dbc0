import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from './security.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
  /** Where the browser refuses the clipboard, this is selected for a copy by hand. */
  onFailed?: () => void;
}

/** Copies `text` to the clipboard, and says (also to a screen reader) how that went. */
export function CopyButton({ text, label, copiedLabel, failedLabel, onFailed }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (caught) {
      console.warn(caught);
      onFailed?.();
      setState('failed');
    }
  };
  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        {label}
      </Button>
      {/* Always in the page, so that what is put into it is read out. */}
      <span className={styles.copyStatus} aria-live="polite" data-state={state}>
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
