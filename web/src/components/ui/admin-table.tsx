import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './admin-table.module.css';

/** A column heading, with the page's own class where the column needs one (e.g. hidden when narrow). */
export type AdminColumn = string | { label: string; className?: string };

interface AdminTableProps {
  /** Names the table for screen readers; the page's heading names it on screen. */
  caption: string;
  /** The headings of the data columns, in order. */
  columns: readonly AdminColumn[];
  /** The last column's heading; its cells hold the row's actions, set to the right. */
  actionsLabel: string;
  /** The rows (`<tr>`), each with its row header first. */
  children: ReactNode;
}

/**
 * A dashboard list as a table (wide screens): uppercase headings, ruled rows that light up under the
 * pointer, the actions on the right; it scrolls sideways rather than the page.
 */
export function AdminTable({ caption, columns, actionsLabel, children }: AdminTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, className } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              );
            })}
            <th scope="col" className={styles.actionsHead}>
              {actionsLabel}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A date cell: muted, never broken over two lines. */
export function DateCell({ className, ...cell }: ComponentPropsWithoutRef<'td'>) {
  return <td className={className ? `${styles.date} ${className}` : styles.date} {...cell} />;
}

/** The same list as cards (narrow screens), as many side by side as fit. */
export function AdminCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {children}
    </ul>
  );
}

/** One entry of AdminCards; data attributes (a pending or inactive entry) are passed on. */
export function AdminCard({ className, ...item }: ComponentPropsWithoutRef<'li'>) {
  return <li className={className ? `${styles.card} ${className}` : styles.card} {...item} />;
}

/** A card's facts: its `<div>`s of `<dt>` and `<dd>`, two to a line. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}
