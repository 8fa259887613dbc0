import { Download } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ShownOnce } from '@/components/ui/shown-once';
import { securityTexts } from '@/features/security/security-texts';
import { recoveryCodesFile } from '@/features/security/utils/security-rules';
import { downloadFile } from '@/lib/download-file';
import { CopyButton } from './copy-button';
import styles from './security.module.css';

const t = securityTexts.recovery;

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The account's address, written into the downloaded file. */
  email: string;
  /** Stored: the codes leave the page for good. */
  onDone: () => void;
}

/** The recovery codes just made, shown this once (ShownOnce); Copy and Download take them all. */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const list = useRef<HTMLOListElement>(null);

  const selectCodes = () => {
    if (list.current) window.getSelection()?.selectAllChildren(list.current);
  };

  return (
    <ShownOnce id="recovery-codes" title={t.title} warning={t.warning} focusKey={codes}>
      <p className={styles.muted}>{t.usage}</p>
      <ol ref={list} className={styles.codes} aria-label={t.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <CopyButton
          text={codes.join('\n')}
          label={t.copy}
          copiedLabel={t.copied}
          failedLabel={t.copyFailed}
          onFailed={selectCodes}
        />
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            downloadFile(
              t.fileName,
              new Blob([recoveryCodesFile(codes, email, new Date())], { type: 'text/plain' }),
            )
          }
        >
          <Download aria-hidden="true" size={16} />
          {t.download}
        </Button>
        <Button variant="primary" className={styles.pushEnd} onClick={onDone}>
          {t.done}
        </Button>
      </div>
    </ShownOnce>
  );
}
