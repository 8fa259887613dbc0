import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { pageItems } from '@/lib/page-items';
import styles from './page-pagination.module.css';

export interface PagePaginationLabels {
  /** The navigation's accessible name. */
  nav: string;
  /** The steps' visible words (only their arrow shows on a phone). */
  previous: string;
  next: string;
  /** The steps' accessible names where they say more than their words; else the words are the names. */
  previousLabel?: string;
  nextLabel?: string;
  /** A page number's accessible name. */
  page: (page: number) => string;
}

interface PagePaginationProps {
  page: number;
  totalPages: number;
  labels: PagePaginationLabels;
  /** The address of a page of the list (it keeps ?page= and whatever else the list's address holds). */
  hrefOf: (page: number) => To;
  /** After a page is chosen (e.g. to move the focus to the list's top). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * Links to the pages of a public list: previous, the first, the last and the current page's
 * neighbours with '…' between, next. Real links, so a page can be opened in a new tab or shared.
 * Nothing when there is one page.
 */
export function PagePagination({
  page,
  totalPages,
  labels,
  hrefOf,
  onNavigate,
  className,
}: PagePaginationProps) {
  if (totalPages <= 1) return null;
  const step = (target: number | null, label: string | undefined, children: ReactNode) =>
    target === null ? (
      <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
        {children}
      </span>
    ) : (
      <Link to={hrefOf(target)} className={styles.step} aria-label={label} onClick={onNavigate}>
        {children}
      </Link>
    );
  return (
    <nav className={className ? `${styles.nav} ${className}` : styles.nav} aria-label={labels.nav}>
      <ul className={styles.list}>
        <li>
          {step(
            page > 1 ? Math.min(page - 1, totalPages) : null,
            labels.previousLabel,
            <>
              <ChevronLeft aria-hidden="true" size={18} />
              <span className={styles.stepText}>{labels.previous}</span>
            </>,
          )}
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className={styles.page}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(
            page < totalPages ? page + 1 : null,
            labels.nextLabel,
            <>
              <span className={styles.stepText}>{labels.next}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
