/** A tag is added trimmed; an empty one or one already there changes nothing. */
export function addTag(tags: readonly string[], candidate: string): string[] {
  const tag = candidate.trim();
  return !tag || tags.includes(tag) ? [...tags] : [...tags, tag];
}

export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((t) => t !== tag);
