export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The page links of a list: the first page, the last, and the current page with its neighbours; an
 * ellipsis stands for each run of pages left out. 1 … 4 5 6 … 10 for page 5 of 10.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const shown = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
  });
  return items;
}
