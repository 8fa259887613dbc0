import type { ReactNode } from 'react';
import styles from './status-pill.module.css';

export type StatusTone = 'waiting' | 'active' | 'done' | 'neutral' | 'failed';

/** A record's state as a small coloured label (an issue's status, an installation's stage). */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={styles.pill} data-tone={tone}>
      {children}
    </span>
  );
}
