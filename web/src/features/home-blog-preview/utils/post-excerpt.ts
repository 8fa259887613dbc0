import { inertHtml } from '@/lib/inert-html';

/** The home preview's excerpt: 150 characters of the post's text, then '...' when it was cut. */
export const PREVIEW_EXCERPT_LENGTH = 150;

// Where one block of text ends and another begins: dropped with the other tags, they would glue the
// last word of a paragraph to the first word of the next one.
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|section|article|figure|figcaption)\b[^>]*>/gi;

/**
 * The text a reader sees in a post's (sanitised) HTML: tags dropped, entities such as &amp; decoded,
 * runs of white space made one space. Parsed inert: no image loads, no script runs.
 */
export function plainText(html: string): string {
  const { root } = inertHtml(html.replace(BLOCK_BOUNDARY, ' '));
  // Code, not text, should sanitising ever let it through.
  for (const element of root.querySelectorAll('script, style, template')) element.remove();
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Counted in characters as a reader sees them (code points), so an emoji is never split in half. */
export function previewExcerpt(html: string, length = PREVIEW_EXCERPT_LENGTH): string {
  const characters = Array.from(plainText(html));
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}...`;
}
