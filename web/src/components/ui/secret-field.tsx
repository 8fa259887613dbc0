import { Check, Copy } from 'lucide-react';
import { useRef } from 'react';
import { useClipboardCopy } from '@/lib/use-clipboard-copy';
import { Button } from './button';
import styles from './secret-field.module.css';

interface SecretFieldProps {
  /** The text area's id. */
  id: string;
  label: string;
  /** The secret, as the server sent it this once. */
  secret: string;
  /** What to do with it, under the field; it describes the field. */
  hint?: string;
  /** The Copy button's words and what is said after a copy, in the screen's language. */
  texts: { copy: string; copied: string; copyFailed: string };
}

/**
 * A secret shown once (a new API token, a webhook's signing secret), read-only and whole, with a
 * Copy button. Copy uses the clipboard; where the browser refuses, the field's text is selected for
 * a manual copy instead, and either outcome is said (also to a screen reader).
 */
export function SecretField({ id, label, secret, hint, texts }: SecretFieldProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { state: copy, copy: copyText } = useClipboardCopy(() => field.current?.select());
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {/* A text area, so that the whole secret shows on a narrow screen too, broken over lines. */}
        <textarea
          ref={field}
          id={id}
          className={styles.value}
          value={secret}
          readOnly
          rows={1}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copyText(secret)}>
          {copy === 'copied' ? <Check aria-hidden="true" size={17} /> : <Copy aria-hidden="true" size={17} />}
          {texts.copy}
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always in the page, so that what is put into it is read out. */}
      <p className={styles.copyStatus} aria-live="polite" data-state={copy}>
        {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}
