import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { newsListPath } from '@/features/news/news-paths';
import { newsTexts } from '@/features/news/news-texts';
import { pageItems } from '@/features/news/utils/page-items';
import styles from './news-pagination.module.css';

const t = newsTexts.pagination;

/**
 * Links to the pages of the list (/news?page=n): previous, the first, the last, the current page's
 * neighbours with '…' between, next. Real links, so a page can be opened in a new tab or shared.
 */
export function NewsPagination({ page, pages }: { page: number; pages: number }) {
  const items = pageItems(page, pages);
  if (items.length === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={t.label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link
              to={newsListPath({ page: Math.min(page - 1, pages) })}
              className={styles.step}
              aria-label={t.previous}
            >
              <ChevronLeft aria-hidden="true" size={18} />
              <span className={styles.stepText}>{t.previousShort}</span>
            </Link>
          ) : null}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span
                  className={`${styles.number} ${styles.current}`}
                  aria-current="page"
                  aria-label={t.page(item)}
                >
                  {item}
                </span>
              ) : (
                <Link to={newsListPath({ page: item })} className={styles.number} aria-label={t.page(item)}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={newsListPath({ page: page + 1 })} className={styles.step} aria-label={t.next}>
              <span className={styles.stepText}>{t.nextShort}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
