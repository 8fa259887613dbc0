import { Alert } from '@/components/ui/alert';
import type { StatusMessage } from '@/lib/use-status-message';
import { messagesTexts } from '@/features/messages/messages-texts';
import styles from './messages.module.css';

/** The screen's one status message, in a live region at the bottom corner. */
export function StatusToast({
  message,
  onDismiss,
}: {
  message: StatusMessage | null;
  onDismiss: () => void;
}) {
  return (
    <div className={styles.toastRegion} aria-live="polite">
      {message ? (
        <Alert
          key={message.key}
          tone={message.tone}
          className={styles.toast}
          onDismiss={onDismiss}
          dismissLabel={messagesTexts.dismiss}
        >
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}
