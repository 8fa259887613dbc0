/**
 * A news item's description is plain text written line by line: each non-empty line is a paragraph,
 * the list shows the first few of them.
 */
export function paragraphsOf(description: string): string[] {
  return description
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The first `count` paragraphs: 3 on the featured item, 1 on a card. */
export const leadingParagraphs = (description: string, count: number): string[] =>
  paragraphsOf(description).slice(0, count);

/** Longest description a search result or a link preview shows whole. */
export const META_DESCRIPTION_LENGTH = 160;

/** The item's text for its meta description: its paragraphs run together, cut on a word with '…'. */
export function metaDescriptionOf(description: string, max = META_DESCRIPTION_LENGTH): string {
  const text = paragraphsOf(description).join(' ').replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
