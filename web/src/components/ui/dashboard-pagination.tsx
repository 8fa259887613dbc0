import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styles from './dashboard-pagination.module.css';

/** A page number, or a gap standing for the numbers left out. */
export type PageSlot = number | 'gap';

/**
 * The numbers to show for `page` of `total`: all of them up to 7 pages, otherwise the first, the
 * last and the current one with its neighbours, with a gap where numbers are skipped. The list keeps
 * the same length from page to page, so the buttons do not jump under the pointer.
 */
export function pageSlots(page: number, total: number): PageSlot[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, 'gap', total];
  if (page >= total - 3) return [1, 'gap', total - 4, total - 3, total - 2, total - 1, total];
  return [1, 'gap', page - 1, page, page + 1, 'gap', total];
}

/**
 * The list's page, from the address's `?page=` (1 when missing or not a positive whole number), so a
 * page can be linked to, reloaded and reached again with Back.
 */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A page past the last one (its last row was just deleted, or an old link) comes back empty: the
 * address then moves to the last page there is. True while that happens, so the screen does not
 * say "nothing here" on the way.
 */
export function useStayWithinPages(page: number, pageIsEmpty: boolean, totalPages: number): boolean {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const pastTheEnd = pageIsEmpty && page > 1;
  useEffect(() => {
    if (!pastTheEnd) return;
    const next = new URLSearchParams(params);
    const last = Math.max(1, totalPages);
    if (last === 1) next.delete('page');
    else next.set('page', String(last));
    const query = next.toString();
    void navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
  }, [pastTheEnd, totalPages, params, pathname, navigate]);
  return pastTheEnd;
}

interface DashboardPaginationProps {
  page: number;
  totalPages: number;
  /** Texts in the dashboard's language. */
  labels: {
    /** Names the navigation landmark (e.g. 'News pages'). */
    nav: string;
    previous: string;
    next: string;
    /** The accessible name of a number ('Page 3'). */
    page: (n: number) => string;
    /** Shown in place of the numbers on a phone ('Page 2 of 5'). */
    position: (page: number, total: number) => string;
  };
}

/**
 * Numbered pages with Previous and Next, as links to `?page=n` of the current address (other query
 * parameters kept). Nothing is shown for a single page. On a narrow screen the numbers give way to
 * "Page x of y" between the two arrows.
 */
export function DashboardPagination({ page, totalPages, labels }: DashboardPaginationProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;

  const hrefOf = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const step = (target: number, label: string, icon: 'previous' | 'next') => {
    const content = (
      <>
        {icon === 'previous' ? <ChevronLeft aria-hidden="true" size={18} /> : null}
        <span>{label}</span>
        {icon === 'next' ? <ChevronRight aria-hidden="true" size={18} /> : null}
      </>
    );
    const enabled = target >= 1 && target <= totalPages;
    // A disabled link has no href: it is announced as unavailable and skipped by Tab.
    return enabled ? (
      <Link to={hrefOf(target)} className={styles.step} rel={icon === 'previous' ? 'prev' : 'next'}>
        {content}
      </Link>
    ) : (
      <a className={styles.step} aria-disabled="true" role="link">
        {content}
      </a>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      {step(page - 1, labels.previous, 'previous')}
      <ol className={styles.numbers}>
        {pageSlots(page, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefOf(slot)}
                className={styles.number}
                aria-label={labels.page(slot)}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className={styles.position}>{labels.position(page, totalPages)}</p>
      {step(page + 1, labels.next, 'next')}
    </nav>
  );
}
