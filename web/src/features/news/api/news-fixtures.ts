/** News answers as the REST facade sends them (snake_case), for the tests of the news pages. */

export interface RestNewsItem {
  id: string;
  title: string;
  slug: string;
  description: string;
  tags: string[];
  version: number;
  created_at: string;
  updated_at: string;
}

/** Item `n` (1 is the newest): published on March `n`, 2026, with a two-line description. */
export function restNewsItem(n: number, fields: Partial<RestNewsItem> = {}): RestNewsItem {
  const day = String(Math.min(n, 28)).padStart(2, '0');
  return {
    id: `news-${n}`,
    title: `Anunțul numărul ${n}`,
    slug: `anuntul-numarul-${n}`,
    description: `Prima linie a anunțului ${n}.\nA doua linie a anunțului ${n}.`,
    tags: [],
    version: 1,
    created_at: `2026-03-${day}T10:00:00.000Z`,
    updated_at: `2026-03-${day}T10:00:00.000Z`,
    ...fields,
  };
}

/** A list answer: items `from`..`to`, out of `pages` pages. */
export const restNewsPage = (from: number, to: number, pages: number) => ({
  data: Array.from({ length: to - from + 1 }, (_, index) => restNewsItem(from + index)),
  pages,
});
