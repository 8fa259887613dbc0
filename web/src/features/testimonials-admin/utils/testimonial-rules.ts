/**
 * The rules of the testimonials admin, as plain functions.
 */

/** The admin table's page size. */
export const TESTIMONIALS_PAGE_SIZE = 10;

/** How much of a testimonial the table shows before "Show more". */
export const EXCERPT_LENGTH = 100;

/** The first 100 characters with an ellipsis, or the whole text when it is no longer. */
export const excerpt = (content: string, length = EXCERPT_LENGTH): string =>
  content.length > length ? `${content.slice(0, length).trimEnd()}...` : content;
