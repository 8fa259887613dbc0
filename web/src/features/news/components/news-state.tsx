import { AlertTriangle, Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { newsTexts } from '@/features/news/news-texts';
import styles from './news-state.module.css';

type NewsStateProps =
  | { kind: 'loading'; message: string }
  | {
      kind: 'failed';
      message: string;
      title?: string;
      /** The title is the page's h1 (a page with nothing else to show). */
      titleIsHeading?: boolean;
      onRetry: () => void;
      children?: ReactNode;
    }
  | { kind: 'empty'; message: string; children?: ReactNode };

/**
 * What stands in place of the news while there is none to show: loading (a polite status), a failure
 * (an alert, with a retry button) or an empty list (with a way onwards).
 */
export function NewsState(props: NewsStateProps) {
  if (props.kind === 'loading') {
    return (
      <div className={`${styles.panel} ${styles.loading}`} role="status">
        <Spinner size={28} />
        <p>{props.message}</p>
      </div>
    );
  }
  if (props.kind === 'failed') {
    const Title = props.titleIsHeading ? 'h1' : 'p';
    return (
      <div className={`${styles.panel} ${styles.failed}`} role="alert">
        <span className={styles.icon} aria-hidden="true">
          <AlertTriangle size={26} />
        </span>
        {props.title ? <Title className={styles.title}>{props.title}</Title> : null}
        <p>{props.message}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={props.onRetry}>
            <RotateCw aria-hidden="true" size={18} />
            {newsTexts.retry}
          </Button>
          {props.children}
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.panel} ${styles.empty}`}>
      <span className={styles.icon} aria-hidden="true">
        <Inbox size={26} />
      </span>
      <p>{props.message}</p>
      {props.children ? <div className={styles.actions}>{props.children}</div> : null}
    </div>
  );
}
