/** Most tags one item may carry, and the longest tag. */
export const MAX_TAGS = 20;
export const TAG_MAX_LENGTH = 50;

/**
 * Tags as the admin forms send them, cleaned the way the forms do: trimmed, empty ones dropped,
 * duplicates ignored (first spelling kept). Length rules are checked by the caller on the result.
 */
export function cleanTags(tags: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags ?? []) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag)) continue;
    seen.add(tag);
    kept.push(tag);
  }
  return kept;
}

/** The refusal of a tag list, or null when it fits. */
export function tagsProblem(tags: readonly string[]): string | null {
  if (tags.length > MAX_TAGS) return `At most ${MAX_TAGS} tags`;
  if (tags.some((tag) => tag.length > TAG_MAX_LENGTH))
    return `A tag has at most ${TAG_MAX_LENGTH} characters`;
  return null;
}
