import { describe, expect, it } from 'vitest';
import { pageFromQuery, pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are few, and nothing without pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('shows the end of the list for a page past it', () => {
    expect(pageItems(9, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(12, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('pageFromQuery', () => {
  it('reads a whole page number, and takes anything else for the first page', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('')).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
    expect(pageFromQuery('99999999999999999999')).toBe(1);
  });
});
