import type { ReactNode } from 'react';
import styles from './token-usage.module.css';

interface FiguresTableProps {
  /** Names the table (and its scrolling box) for screen readers; the section heading names it on screen. */
  caption: string;
  /** The first column's heading (what a row is), then the figures' headings. */
  columns: readonly string[];
  /** The rows: a row header, then one number per figure, already formatted. */
  rows: readonly { key: string; header: ReactNode; figures: readonly string[]; muted?: boolean }[];
}

/**
 * A table of counts on a card: numbers right-aligned in even digits, so they compare down a column.
 * On a narrow screen it scrolls sideways inside its box rather than the page; the box takes the
 * keyboard's focus, so it can be scrolled without a pointer.
 */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <div className={styles.tableBox} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-muted={row.muted || undefined}>
              <th scope="row">{row.header}</th>
              {row.figures.map((figure, index) => (
                <td key={columns[index + 1] ?? index}>{figure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
