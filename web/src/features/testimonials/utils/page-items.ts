/** A page number to link to, or a gap ('…') standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The pages a pager shows: the first, the last, and the current page with its neighbours; the pages
 * between them become a gap, except a single page, which is shown instead (a gap would hide nothing).
 * 1 … 4 5 6 … 10
 */
export function pageItems(current: number, total: number): PageItem[] {
  const shown = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

/** The page of a `?page=` query: a whole number from 1; anything else is the first page. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
