/**
 * Text compared by meaning rather than by spelling: lower case, diacritics folded (ă â → a,
 * î → i, ș ş → s, ț ţ → t, and any other combining mark dropped), so that "Preț" and "PRET" are
 * the same word.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A word: letters and digits (with their combining marks), anything else separates words. */
export const WORD_PATTERN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return Array.from(text.matchAll(WORD_PATTERN), (match) => foldText(match[0]));
}
