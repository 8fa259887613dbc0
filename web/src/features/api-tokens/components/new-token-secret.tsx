import { Check, Copy } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ShownOnce } from '@/components/ui/shown-once';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import { useClipboardCopy } from '@/lib/use-clipboard-copy';
import type { CreatedToken } from './create-token-form';
import styles from './api-tokens.module.css';

const t = apiTokensTexts.secret;

interface NewTokenSecretProps {
  created: CreatedToken;
  /** Done: the secret leaves the page for good. */
  onDone: () => void;
}

/**
 * The secret of the token just created, shown this once (ShownOnce). Copy uses the clipboard; where
 * the browser refuses, the field's text is selected for a manual copy instead.
 */
export function NewTokenSecret({ created, onDone }: NewTokenSecretProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { state: copy, copy: copyText } = useClipboardCopy(() => field.current?.select());

  return (
    <ShownOnce id="new-token" title={t.title(created.name)} warning={t.warning} focusKey={created}>
      <div className={styles.secretField}>
        <label htmlFor="new-token-value" className={styles.secretLabel}>
          {t.label}
        </label>
        <div className={styles.secretRow}>
          {/* A text area, so that the whole secret shows on a narrow screen too, broken over lines. */}
          <textarea
            ref={field}
            id="new-token-value"
            className={styles.secretValue}
            value={created.token}
            readOnly
            rows={1}
            spellCheck={false}
            autoComplete="off"
            aria-describedby="new-token-usage"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copyText(created.token)}>
            {copy === 'copied' ? (
              <Check aria-hidden="true" size={17} />
            ) : (
              <Copy aria-hidden="true" size={17} />
            )}
            {t.copy}
          </Button>
        </div>
        <p id="new-token-usage" className={styles.secretUsage}>
          {t.usage}
        </p>
        {/* Always in the page, so that what is put into it is read out. */}
        <p className={styles.copyStatus} aria-live="polite" data-state={copy}>
          {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
        </p>
      </div>
      <div className={styles.secretActions}>
        <Button variant="primary" onClick={onDone}>
          {t.done}
        </Button>
      </div>
    </ShownOnce>
  );
}
