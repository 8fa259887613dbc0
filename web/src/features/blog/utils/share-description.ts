/** Characters of the description link previews and search results show. */
export const SHARE_DESCRIPTION_LENGTH = 160;

/**
 * The post's description for link previews and search results: its plain text (the excerpt holds
 * its first 200 characters), cut to 157 characters plus '...' when longer than 160.
 */
export function shareDescription(excerpt: string): string {
  const text = excerpt.replace(/\s+/g, ' ').trim();
  if (text.length <= SHARE_DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, SHARE_DESCRIPTION_LENGTH - 3).trimEnd()}...`;
}
