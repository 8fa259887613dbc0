/**
 * Full-text search over the facts with MiniSearch. Facts and questions are folded (no diacritics, no
 * case), stop words dropped and endings cut the same way (romanian.ts); a question's longer words
 * also match as prefixes and, from six letters on, with one typo.
 */
import MiniSearch from 'minisearch';
import { buildFacts, type Fact } from './facts.js';
import { contentTerms, indexTerm, words } from './romanian.js';

export interface FactHit {
  fact: Fact;
  score: number;
  /** The question's topic words (stems) this fact matched. */
  matchedTerms: readonly string[];
}

interface IndexedFact {
  id: string;
  title: string;
  keywords: string;
  answer: string;
}

export interface FactIndex {
  facts: readonly Fact[];
  byId: ReadonlyMap<string, Fact>;
  /** Every stem of the facts' text: a question's word outside it is not about the site. */
  vocabulary: ReadonlySet<string>;
  search(question: string): FactHit[];
}

function createIndex(): FactIndex {
  const facts = buildFacts();
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  const miniSearch = new MiniSearch<IndexedFact>({
    fields: ['title', 'keywords', 'answer'],
    tokenize: words,
    processTerm: (term) => indexTerm(term),
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      combineWith: 'OR',
    },
  });
  miniSearch.addAll(facts.map(({ id, title, keywords, answer }) => ({ id, title, keywords, answer })));
  const vocabulary = new Set(
    facts.flatMap((fact) => contentTerms(`${fact.title} ${fact.keywords} ${fact.answer}`)),
  );

  return {
    facts,
    byId,
    vocabulary,
    search(question) {
      return miniSearch.search(question).flatMap((result) => {
        const fact = byId.get(String(result.id));
        return fact ? [{ fact, score: result.score, matchedTerms: result.queryTerms }] : [];
      });
    },
  };
}

let index: FactIndex | undefined;

/** The index, built on first use and kept: the catalog does not change while the process runs. */
export function factIndex(): FactIndex {
  index ??= createIndex();
  return index;
}
