import { describe, expect, it } from 'vitest';
import { starsOf } from './stars';

describe('starsOf', () => {
  it('draws 1 to 5 whole stars, and 5 for a rating that is no number', () => {
    expect(starsOf(4)).toBe(4);
    expect(starsOf(3.6)).toBe(4);
    expect(starsOf(0)).toBe(1);
    expect(starsOf(-2)).toBe(1);
    expect(starsOf(9)).toBe(5);
    expect(starsOf(Number.NaN)).toBe(5);
    expect(starsOf(Number.POSITIVE_INFINITY)).toBe(5);
    expect(starsOf('4')).toBe(5);
    expect(starsOf(undefined)).toBe(5);
  });
});
