import { describe, expect, it } from 'vitest';
import { listAnswerEntries } from './list-answer';

const readName = (item: unknown) =>
  typeof item === 'object' && item !== null && 'name' in item && typeof item.name === 'string'
    ? item.name
    : null;

describe('listAnswerEntries', () => {
  it('reads a bare array and a { data } list alike, leaving out what cannot be read, up to max', () => {
    const items = [{ name: 'Ana' }, { id: 2 }, { name: 'Ion' }, { name: 'Maria' }];
    expect(listAnswerEntries(items, readName, 2)).toEqual(['Ana', 'Ion']);
    expect(listAnswerEntries({ data: items, totalPages: 1 }, readName, 5)).toEqual(['Ana', 'Ion', 'Maria']);
  });

  it('is null for an answer of another shape', () => {
    for (const body of [null, 'text', 3, {}, { data: 'x' }])
      expect(listAnswerEntries(body, readName, 3)).toBeNull();
  });
});
