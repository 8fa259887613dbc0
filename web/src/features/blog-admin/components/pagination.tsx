import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { pageWindow } from '@/features/blog-admin/utils/page-window';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.pagination;

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}

/** Previous, the page numbers and Next, as links, so a page of the list has its own address. */
export function Pagination({ page, totalPages, hrefOf }: PaginationProps) {
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, icon: ReactNode, disabled: boolean) => {
    const content =
      target < page ? (
        <>
          {icon}
          {label}
        </>
      ) : (
        <>
          {label}
          {icon}
        </>
      );
    return disabled ? (
      <span className={styles.pageLink} data-disabled="true">
        {content}
      </span>
    ) : (
      <Link className={styles.pageLink} to={hrefOf(target)}>
        {content}
      </Link>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={t.label}>
      {edge(page - 1, t.previous, <ChevronLeft aria-hidden="true" size={16} />, page <= 1)}
      <ol className={styles.pages}>
        {pageWindow(page, totalPages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={styles.pageLink}
                to={hrefOf(n)}
                aria-label={t.page(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {edge(page + 1, t.next, <ChevronRight aria-hidden="true" size={16} />, page >= totalPages)}
    </nav>
  );
}
