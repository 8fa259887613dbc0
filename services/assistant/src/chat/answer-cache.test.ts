import { describe, expect, it } from 'vitest';
import { normalQuestion } from './answer-cache.js';

describe('normalQuestion', () => {
  it('folds case, Romanian diacritics (comma and cedilla forms), blanks and trailing punctuation', () => {
    expect(normalQuestion('  Cât   costă\tpachetul ÎNTREȚINERE?!  ')).toBe('cat costa pachetul intretinere');
    expect(normalQuestion('Ce servicii aveți în Iași...')).toBe('ce servicii aveti in iasi');
    expect(normalQuestion('Aveţi şi senzori?')).toBe(normalQuestion('Aveți și senzori'));
  });

  it('keeps punctuation inside the question', () => {
    expect(normalQuestion('Cât costă 2.500 lei, cu TVA?')).toBe('cat costa 2.500 lei, cu tva');
  });
});
