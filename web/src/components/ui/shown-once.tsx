import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './shown-once.module.css';

interface ShownOnceProps {
  /** The base of the title's and the warning's ids. */
  id: string;
  title: string;
  /** Why to keep it now: it is not shown again. */
  warning: string;
  /** What makes the panel new (the secret it shows): the focus moves to it each time this changes. */
  focusKey: unknown;
  /** The button at the panel's end that puts the secret away for good ('Done'). */
  done?: { label: string; onDone: () => void };
  children: ReactNode;
}

/**
 * A secret the server shows this once (a new API token, recovery codes), set apart from everything
 * else on the page: the panel takes the focus when it appears, so a keyboard or screen reader user
 * lands on it and hears its warning.
 */
export function ShownOnce({ id, title, warning, focusKey, done, children }: ShownOnceProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, [focusKey]);
  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-warning`} className={styles.warning}>
        <AlertTriangle aria-hidden="true" size={18} />
        {warning}
      </p>
      {children}
      {done ? (
        <div className={styles.actions}>
          <Button variant="primary" onClick={done.onDone}>
            {done.label}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
