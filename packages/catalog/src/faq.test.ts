import { describe, expect, it } from 'vitest';
import { faq, faqIds } from './faq.js';

describe('faq', () => {
  it('has exactly the 8 questions, each once, with an answer', () => {
    expect(faq).toHaveLength(8);
    expect(faq.map((entry) => entry.id)).toEqual([...faqIds]);
    for (const entry of faq) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(0);
      for (const paragraph of entry.answer) expect(paragraph).not.toMatch(/undefined|NaN|\$\{/);
    }
  });

  it('answers from the business facts', () => {
    const text = (id: string) => faq.find((entry) => entry.id === id)!.answer.join(' ');
    expect(text('price')).toContain('Basic 100 €, Advanced 170 € și Premium 300 €');
    expect(text('price')).toContain('400-500 lei');
    expect(text('hardware')).toContain('10%');
    expect(text('duration')).toContain('10-14 zile');
    expect(text('support')).toContain('100 lei pe oră, cu o facturare minimă de 30 de minute');
    expect(text('support')).toContain('30 de zile la Basic, 60 la Advanced și 90, prioritar, la Premium');
    expect(text('area')).toContain(
      'Instalez la domiciliu în municipiul Iași, Valea Lupului, Miroslava, Breazu și Uricani.',
    );
    expect(text('area')).toContain('consultanță online');
  });
});
