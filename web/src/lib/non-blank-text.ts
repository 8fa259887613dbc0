/** Text that says something, without the blanks at its ends; null for blank text or anything not text. */
export const nonBlankText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
