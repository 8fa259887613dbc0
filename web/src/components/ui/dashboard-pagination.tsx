import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pageFromQuery } from '@/lib/page-items';
import { PagePagination, type PagePaginationLabels } from './page-pagination';

/**
 * The list's page, from the address's `?page=` (1 when missing or not a whole number from 1), so a
 * page can be linked to, reloaded and reached again with Back.
 */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageFromQuery(params.get('page'));
}

/** The current address at page `n`: `?page=n` (none for the first page), other parameters kept. */
function usePageHref(): (n: number) => string {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return useCallback(
    (n: number) => {
      const next = new URLSearchParams(params);
      if (n === 1) next.delete('page');
      else next.set('page', String(n));
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );
}

/**
 * A page past the last one (its last row was just deleted, or an old link) comes back empty: the
 * address then moves to the last page there is. True while that happens, so the screen does not
 * say "nothing here" on the way.
 */
export function useStayWithinPages(page: number, pageIsEmpty: boolean, totalPages: number): boolean {
  const navigate = useNavigate();
  const hrefOf = usePageHref();
  const pastTheEnd = pageIsEmpty && page > 1;
  useEffect(() => {
    if (pastTheEnd) void navigate(hrefOf(Math.max(1, totalPages)), { replace: true });
  }, [pastTheEnd, totalPages, hrefOf, navigate]);
  return pastTheEnd;
}

interface DashboardPaginationProps {
  page: number;
  totalPages: number;
  /** Texts in the dashboard's language. */
  labels: PagePaginationLabels;
}

/**
 * The pages of a dashboard list (numbers, Previous and Next, as the public lists have them), as
 * links to `?page=n` of the current address. Nothing is shown for a single page.
 */
export function DashboardPagination({ page, totalPages, labels }: DashboardPaginationProps) {
  const hrefOf = usePageHref();
  return <PagePagination page={page} totalPages={totalPages} labels={labels} hrefOf={hrefOf} />;
}
