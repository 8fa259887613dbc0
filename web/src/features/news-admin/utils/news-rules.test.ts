import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound } from '@/lib/api-client';
import { descriptionLines, toNewsInput, validateNews, wasUpdated } from './news-rules';

describe('news form rules', () => {
  it("needs a title and a description besides spaces: 'Title and description are required'", () => {
    expect(validateNews({ title: '  ', description: 'Text', tags: [] })).toBe(
      'Title and description are required',
    );
    expect(validateNews({ title: 'Title', description: '\n ', tags: [] })).toBe(
      'Title and description are required',
    );
    expect(validateNews({ title: 'Title', description: 'Text', tags: [] })).toBeNull();
  });

  it('sends title and description trimmed', () => {
    expect(toNewsInput({ title: ' Nou ', description: ' Rând 1\nRând 2 \n', tags: ['a'] })).toEqual({
      title: 'Nou',
      description: 'Rând 1\nRând 2',
      tags: ['a'],
    });
  });
});

describe('news detail rules', () => {
  it('shows the description one paragraph per line, without blank lines', () => {
    expect(descriptionLines('Prima linie\r\n\n  A doua linie  \nA treia')).toEqual([
      'Prima linie',
      'A doua linie',
      'A treia',
    ]);
  });

  it('shows Last Updated only when it differs from Created', () => {
    expect(wasUpdated('2026-03-09T12:00:00.000Z', '2026-03-09T12:00:00.000Z')).toBe(false);
    expect(wasUpdated('2026-03-09T12:00:00.000Z', '2026-03-10T08:00:00.000Z')).toBe(true);
  });

  it('tells a missing item from other failures', () => {
    expect(isNotFound(new ApiError('News item not found', 404, true))).toBe(true);
    expect(isNotFound(new ApiError('Failed to fetch news item', 500))).toBe(false);
  });
});
