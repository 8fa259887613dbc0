import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';
import styles from './list-states.module.css';

/** The box a dashboard screen shows in place of its content while there is none to show. */
export function ListState({ children }: { children: ReactNode }) {
  return <div className={styles.state}>{children}</div>;
}

/** 'Loading...' with a spinner, announced politely. */
export function ListLoading({ text }: { text: string }) {
  return (
    <div className={`${styles.state} ${styles.loading}`} role="status">
      <Spinner />
      {text}
    </div>
  );
}

interface ListFailureProps {
  message: string;
  /** The retry button's words, in the screen's language. */
  retryLabel: string;
  onRetry: () => void;
}

/** Why the content could not be read, and a button to read it again. */
export function ListFailure({ message, retryLabel, onRetry }: ListFailureProps) {
  return (
    <ListState>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" size="small" onClick={onRetry}>
        <RefreshCw aria-hidden="true" size={16} />
        {retryLabel}
      </Button>
    </ListState>
  );
}

interface ListEmptyProps {
  icon: LucideIcon;
  /** What is (not) there; it stands out when a hint follows it. */
  text: string;
  /** What brings the first entries. */
  hint?: string;
}

/** An empty list: an icon, the words, and what would fill it. */
export function ListEmpty({ icon: Icon, text, hint }: ListEmptyProps) {
  return (
    <ListState>
      <Icon aria-hidden="true" size={28} />
      <p className={hint ? styles.title : undefined}>{text}</p>
      {hint ? <p>{hint}</p> : null}
    </ListState>
  );
}
