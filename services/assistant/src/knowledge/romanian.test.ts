import { describe, expect, it } from 'vitest';
import { contentTerms, fold, stem, words } from './romanian.js';

describe('fold', () => {
  it('drops case and every Romanian diacritic, comma-below and cedilla forms alike', () => {
    expect(fold('ĂÂÎȘȚ ăâîșț Şş Ţţ')).toBe('aaist aaist ss tt');
    expect(fold('Prețul în Iași')).toBe('pretul in iasi');
  });

  it('writes Wi-Fi as one word', () => {
    expect(words('Priză Wi-Fi, wi fi sau WiFi')).toEqual(['priza', 'wifi', 'wifi', 'sau', 'wifi']);
  });
});

describe('stem', () => {
  it('brings the inflections of a noun to one stem', () => {
    const forms = [
      ['pret', 'pretul', 'preturi', 'preturile', 'pretului', 'preturilor'],
      ['senzor', 'senzori', 'senzorul', 'senzorii', 'senzorilor'],
      ['pachet', 'pachetul', 'pachete', 'pachetele', 'pachetelor'],
      ['bec', 'becul', 'becuri', 'becurile', 'becului'],
      ['zona', 'zone', 'zonele'],
    ];
    for (const [first, ...rest] of forms) {
      for (const form of rest) expect(stem(form), form).toBe(stem(first ?? ''));
    }
  });

  it('leaves at least three letters', () => {
    expect(stem('lei')).toBe('lei');
    expect(stem('usa')).toBe('usa');
  });
});

describe('contentTerms', () => {
  it('keeps the topic words of a question, stemmed, without stop words or repeats', () => {
    expect(contentTerms('Cât costă un senzor de temperatură și un senzor de mișcare?')).toEqual([
      'cost',
      'senzor',
      'temperatur',
      'miscar',
    ]);
  });

  it('gives the same terms with and without diacritics', () => {
    expect(contentTerms('prețurile prizelor în Iași')).toEqual(contentTerms('preturile prizelor in iasi'));
  });
});
