import type { ReactNode } from 'react';
import styles from './table-card.module.css';

interface TableCardProps {
  /** Names the table for screen readers; the section heading above already names it on screen. */
  caption: string;
  /** The page's own column widths and colours, on the table element. */
  className?: string;
  /** The table's thead and tbody. */
  children: ReactNode;
  /** Something inside the card under the table, e.g. a note on the figures. */
  footer?: ReactNode;
}

/** A data table on a card: ruled rows, padded cells, scrolls sideways rather than the page. */
export function TableCard({ caption, className, children, footer }: TableCardProps) {
  return (
    <div className={styles.card}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
      {footer}
    </div>
  );
}
