/**
 * Romanian text as the search sees it. Visitors type with and without diacritics, in any case, and
 * in any inflection ("prețul", "preturi", "prețurile"), so the facts and the questions go through
 * the same steps: fold, split into words, drop the words that carry no topic, cut the endings.
 */

/** Lower case without diacritics: "Prețul în Iași" → "pretul in iasi" (ș/ş and ț/ţ alike). */
export function fold(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // "Wi-Fi", "wi fi" and "wifi" are one word to a visitor.
      .replace(/\bwi[\s-]?fi\b/g, 'wifi')
  );
}

/** The words of a text, folded: letters and digits, everything else separates. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Words that say nothing about the topic of a question: articles, prepositions, pronouns, the
 * auxiliaries and the polite request verbs ("spuneți-mi", "aș vrea"). Folded, as `words` returns them.
 */
export const stopWords: ReadonlySet<string> = new Set(
  `
  a acea aceasta aceea acel acest acesta acestea acestui acum ai al ale am ar as asa asta astea
  at ati au avea aveti avem buna ca cam care cat cata cate cati ce cea cei cel cele cineva cu cum
  da daca dar de despre din dumneavoastra dvs e ea ei el este esti eu fi fie foarte fost iar ii
  il imi in intr intre iti la le lor lui ma mai mea mei meu mi mie mine mult multa ne nici noi nu
  o ori pe pentru pot poti poate prin puteti rog sa sau se si spre spune spuneti sunt suntem sunteti te
  tine tu un una unde unei unor unu unui va voi vreau vrea vreti ziua zi ziceti scrie scrieti
  arata aratati explica explicati dati the is what and or of to me my you your
  `
    .trim()
    .split(/\s+/),
);

/**
 * Definite articles, plural and case endings, longest first. Cutting the first that leaves at least
 * three letters brings "pretul", "preturi", "preturile", "pretului" all to "pret".
 */
const endings = 'urilor urile ilor elor ului ile ele uri lor ul ii ei ea le a e i u'.split(' ');

/** A light stemmer: enough to match the inflections of one noun or adjective, not a linguist's. */
export function stem(word: string): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

/** One word as the index keeps it: null for a stop word (MiniSearch then skips it), else its stem. */
export function indexTerm(word: string): string | null {
  const folded = fold(word);
  return stopWords.has(folded) ? null : stem(folded);
}

/** The stems of the topic words of a text, in order, without repeats. */
export function contentTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of words(text)) {
    const term = indexTerm(word);
    if (term !== null) terms.add(term);
  }
  return [...terms];
}
