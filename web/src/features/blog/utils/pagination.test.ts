import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './pagination';

/** 1 … 4 5 6 … 10 as text, to read the expectations at a glance. */
const text = (items: PageItem[]) => items.map((item) => (item.kind === 'gap' ? '…' : item.page)).join(' ');

describe('pageItems', () => {
  it('shows the first, the last and the neighbours of the current page, with ellipses between', () => {
    expect(text(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(text(pageItems(4, 10))).toBe('1 … 3 4 5 … 10');
  });

  it('needs no ellipsis where the pages shown touch', () => {
    expect(text(pageItems(1, 10))).toBe('1 2 … 10');
    expect(text(pageItems(3, 10))).toBe('1 2 3 4 … 10');
    expect(text(pageItems(10, 10))).toBe('1 … 9 10');
    expect(text(pageItems(2, 4))).toBe('1 2 3 4');
  });

  it('shows a single page alone, and nothing for an empty list', () => {
    expect(text(pageItems(1, 1))).toBe('1');
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last page for a page beyond the end', () => {
    expect(text(pageItems(12, 10))).toBe('1 … 10');
  });
});
