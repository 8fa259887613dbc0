import { describe, expect, it } from 'vitest';
import { calculatorTexts, countRo } from './calculator-texts';

describe('calculator texts', () => {
  it('count in Romanian: 1 bucată, 2 bucăți, 20 de bucăți, 101 bucăți', () => {
    const pieces = calculatorTexts.summary.pieces;
    expect([1, 2, 19, 20, 45, 100, 101, 119, 120].map(pieces)).toEqual([
      '1 bucată',
      '2 bucăți',
      '19 bucăți',
      '20 de bucăți',
      '45 de bucăți',
      '100 de bucăți',
      '101 bucăți',
      '119 bucăți',
      '120 de bucăți',
    ]);
    expect(countRo(0, 'produs', 'produse')).toBe('0 produse');
  });

  it('write the rate line by how current the rate is', () => {
    const rate = calculatorTexts.summary.rate;
    expect(rate.loading('4,98')).toBe('Curs: 1 EUR = 4,98 lei · Se actualizează cursul...');
    expect(rate.updated('5,00', '12 martie 2026')).toBe(
      'Curs: 1 EUR = 5,00 lei · actualizat la 12 martie 2026',
    );
    expect(rate.default('4,95')).toBe('Curs: 1 EUR = 4,95 lei');
  });

  it('prefill the chat with the estimated total', () => {
    expect(calculatorTexts.chatMessage(2345, 'Advanced')).toBe(
      'Bună ziua! Am folosit calculatorul de costuri și am obținut un total estimat de 2.345 lei, cu pachetul Advanced. Mă puteți ajuta cu o ofertă?',
    );
    expect(calculatorTexts.chatMessage(565, null)).toContain('un total estimat de 565 lei. Mă puteți');
  });
});
