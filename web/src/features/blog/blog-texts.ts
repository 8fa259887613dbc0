/**
 * The Romanian labels of the blog's pieces (cards, tags, pages, the article). The load failures are
 * agreed texts in English, kept word for word in api/blog-api.ts.
 */

/** "1 articol", "5 articole", "20 de articole": Romanian puts "de" after 0 and after 20 and above. */
export function articleCount(count: number): string {
  if (count === 1) return '1 articol';
  const lastTwo = count % 100;
  return lastTwo >= 1 && lastTwo <= 19 ? `${count} articole` : `${count} de articole`;
}

export const blogTexts = {
  readingTime: (minutes: number) => `${minutes} min de citit`,
  readMore: 'Citește articolul',
  tagsLabel: 'Etichete',
  topTagsTitle: 'Teme populare',
  allPosts: 'Toate articolele',
  /** A tag's accessible name with its count: "Zigbee, 4 articole" (the visible count is a bare number). */
  tagWithCount: (name: string, count: number | undefined) =>
    count === undefined ? undefined : `${name}, ${articleCount(count)}`,
  tagFilterHint: 'Alege o temă pentru a vedea doar articolele ei.',
  loadingPosts: 'Se încarcă articolele...',
  loadingPost: 'Se încarcă articolul...',
  retry: 'Încearcă din nou',
  pagination: 'Paginile articolelor',
  previous: 'Anterior',
  next: 'Următor',
  pageLabel: (page: number) => `Pagina ${page}`,
  backToBlog: 'Înapoi la blog',
  outline: 'În acest articol',
} as const;
