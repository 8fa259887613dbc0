import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blogListPath } from '../blog-paths';
import { blogTexts } from '../blog-texts';
import { pageItems } from '../utils/pagination';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The tag filter, kept by every page link. */
  tag: string | null;
}

/**
 * Links to the list's pages (their address carries ?page=): Anterior, the first and last pages and the
 * current one's neighbours with ellipses between, Următor. The current page is marked aria-current.
 */
export function Pagination({ page, totalPages, tag }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={blogTexts.pagination}>
      <ul className={styles.list}>
        <li>
          <Step to={page > 1 ? blogListPath({ page: Math.min(page, totalPages + 1) - 1, tag }) : null}>
            <ChevronLeft aria-hidden="true" size={18} />
            <span className={styles.stepText}>{blogTexts.previous}</span>
          </Step>
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={blogListPath({ page: item.page, tag })}
                className={styles.page}
                aria-label={blogTexts.pageLabel(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step to={page < totalPages ? blogListPath({ page: page + 1, tag }) : null}>
            <span className={styles.stepText}>{blogTexts.next}</span>
            <ChevronRight aria-hidden="true" size={18} />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Anterior or Următor: a link, or a dimmed label where there is no page that way. */
function Step({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null)
    return (
      <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
        {children}
      </span>
    );
  return (
    <Link to={to} className={styles.step}>
      {children}
    </Link>
  );
}
