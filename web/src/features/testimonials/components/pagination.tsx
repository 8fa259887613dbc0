import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { testimonialTexts } from '@/features/testimonials/testimonial-texts';
import { pageItems } from '@/features/testimonials/utils/page-items';
import styles from './pagination.module.css';

const t = testimonialTexts.pagination;

/** The address of a page of this list: page 1 is the list's own address, without a query. */
const pageLink = (page: number) => ({ search: page === 1 ? '' : `?page=${page}` });

interface PaginationProps {
  page: number;
  totalPages: number;
  /** After a page is chosen (the list moves the focus to its top). */
  onNavigate?: () => void;
}

/**
 * Links to the pages of a list (so each page has an address to share or open in a new tab): previous,
 * the first, the last and the neighbours of the current page, next. Nothing when there is one page.
 */
export function Pagination({ page, totalPages, onNavigate }: PaginationProps) {
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, text: string, icon: 'previous' | 'next') => {
    const Icon = icon === 'previous' ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {icon === 'previous' ? <Icon aria-hidden="true" size={18} /> : null}
        <span className={styles.stepText}>{text}</span>
        {icon === 'next' ? <Icon aria-hidden="true" size={18} /> : null}
      </>
    );
    if (target < 1 || target > totalPages) {
      return (
        <span className={`${styles.item} ${styles.step}`} aria-disabled="true">
          {content}
        </span>
      );
    }
    return (
      <Link
        className={`${styles.item} ${styles.step}`}
        to={pageLink(target)}
        aria-label={label}
        onClick={onNavigate}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={t.label}>
      {step(page - 1, t.previousLabel, t.previous, 'previous')}
      <ul className={styles.pages}>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span
                  className={`${styles.item} ${styles.current}`}
                  aria-current="page"
                  aria-label={t.page(item)}
                >
                  {item}
                </span>
              ) : (
                <Link
                  className={styles.item}
                  to={pageLink(item)}
                  aria-label={t.page(item)}
                  onClick={onNavigate}
                >
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {step(page + 1, t.nextLabel, t.next, 'next')}
    </nav>
  );
}
