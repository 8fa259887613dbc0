import type { StatusMessage } from '@/lib/use-status-message';
import { Alert } from './alert';
import styles from './status-toast.module.css';

interface StatusToastProps {
  /** The screen's current message (useStatusMessage), or none. */
  message: StatusMessage | null;
  onDismiss: () => void;
  /** The close button's accessible name, in the screen's language. */
  dismissLabel: string;
}

/**
 * A dashboard screen's one status message, at the bottom corner. The live region stays in the page
 * while empty, so a message put into it is read out.
 */
export function StatusToast({ message, onDismiss, dismissLabel }: StatusToastProps) {
  return (
    <div className={styles.region} aria-live="polite">
      {message ? (
        <Alert
          key={message.key}
          tone={message.tone}
          className={styles.toast}
          onDismiss={onDismiss}
          dismissLabel={dismissLabel}
        >
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}
