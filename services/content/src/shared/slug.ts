/** Longest slug kept in an address; longer titles are cut on a word. */
export const SLUG_MAX_LENGTH = 80;
/** The slug of a title with no letter or digit in it. */
export const EMPTY_SLUG = 'articol';

/**
 * The title as it appears in a post's address (/blog/{id}/{slug}): Romanian and other diacritics
 * reduced to their letters (ș → s, ț → t, ă → a), lower case, every run of other characters one
 * hyphen. The id is what finds the post; the slug only makes the address readable, so changing a
 * title never breaks an old link (it redirects to the new slug).
 */
export function slugify(title: string): string {
  let slug = recentSlugs.get(title);
  if (slug === undefined) {
    if (recentSlugs.size >= RECENT_SLUGS) recentSlugs.clear();
    slug = slugOf(title);
    recentSlugs.set(title, slug);
  }
  return slug;
}

/**
 * Slugs of the titles read lately. Every list and page read computes the slug of each item it
 * shows, always of the same few hundred titles, and the Unicode normalisation is the costly part;
 * bounded so that a flood of distinct titles cannot grow it.
 */
const recentSlugs = new Map<string, string>();
const RECENT_SLUGS = 2_000;

function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words === '') return EMPTY_SLUG;
  if (words.length <= SLUG_MAX_LENGTH) return words;
  const cut = words.slice(0, SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}
