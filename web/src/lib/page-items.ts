/** A page number, or a gap ('…') standing for the pages left out between two numbers. */
export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, the current page and its neighbours, with a
 * gap where pages are left out. A gap never hides a single page (1 … 3 would be longer than 1 2 3).
 * 1 … 4 5 6 … 10 for page 5 of 10.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  // A page past the end (an old link to a list grown shorter) shows the end of the list.
  const at = Math.min(current, total);
  const shown = new Set([1, total, at - 1, at, at + 1]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

/** The page of a `?page=` query: a whole number from 1; anything else is the first page. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
