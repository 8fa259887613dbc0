import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useClipboardCopy } from '@/lib/use-clipboard-copy';
import styles from './security.module.css';

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
  const { state, copy } = useClipboardCopy(onFailed);
  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="small" onClick={() => void copy(text)}>
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
