/** Only the 10 most used tags of the blog count; a preview card shows at most 2 of its tags. */
export const TOP_TAG_COUNT = 10;
export const TAGS_PER_CARD = 2;

export interface TagCount {
  name: string;
  count: number;
}

/** How often each of the blog's 10 most used tags is used. */
export function topTagCounts(tags: readonly TagCount[]): ReadonlyMap<string, number> {
  const top = [...tags].sort((a, b) => b.count - a.count).slice(0, TOP_TAG_COUNT);
  return new Map(top.map((tag) => [tag.name, tag.count]));
}

/**
 * The tags a card shows: its most used ones first (a tag outside the top 10 counts as unused, and
 * ties keep the post's own order), without repeats, at most `max`.
 */
export function cardTags(
  postTags: readonly string[],
  counts: ReadonlyMap<string, number>,
  max = TAGS_PER_CARD,
): string[] {
  return [...new Set(postTags)].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0)).slice(0, max);
}
