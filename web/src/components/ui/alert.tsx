import { AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

type Tone = 'error' | 'success' | 'info';

interface AlertProps {
  tone: Tone;
  children: ReactNode;
  id?: string;
  title?: string;
  /** Shows a close button; its accessible name comes in the page's language. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const icons = { error: AlertTriangle, success: CheckCircle2, info: Info } as const;

/**
 * A message band. Errors are alerts (read out at once); success and info are polite status messages.
 */
export function Alert({ tone, children, id, title, onDismiss, dismissLabel, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className ?? ''].filter(Boolean).join(' ')}
    >
      <Icon aria-hidden="true" size={20} className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel}>
          <X aria-hidden="true" size={18} />
        </button>
      ) : null}
    </div>
  );
}
