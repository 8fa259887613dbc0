import { describe, expect, it } from 'vitest';
import { leadingParagraphs, metaDescriptionOf, paragraphsOf } from './news-text';

describe('paragraphsOf', () => {
  it('makes each non-empty line a paragraph, whatever the line ends', () => {
    expect(paragraphsOf('Unu\n\n  Doi  \r\nTrei\rPatru\n   \n')).toEqual(['Unu', 'Doi', 'Trei', 'Patru']);
    expect(paragraphsOf('')).toEqual([]);
  });
});

describe('leadingParagraphs', () => {
  it('gives the first lines that have text', () => {
    expect(leadingParagraphs('\nUnu\n\nDoi\nTrei\nPatru', 3)).toEqual(['Unu', 'Doi', 'Trei']);
    expect(leadingParagraphs('Unu', 3)).toEqual(['Unu']);
  });
});

describe('metaDescriptionOf', () => {
  it('keeps a short text whole, lines run together', () => {
    expect(metaDescriptionOf('Unu.\nDoi.')).toBe('Unu. Doi.');
  });

  it('cuts a long text on a word, within the limit, with an ellipsis', () => {
    const text = 'cuvânt '.repeat(40);
    const description = metaDescriptionOf(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/cuvânt…$/);
  });
});
