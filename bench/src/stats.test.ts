import { describe, expect, it } from 'vitest';
import { median, spread } from './stats.js';

describe('spread', () => {
  it('is the largest sample over the smallest, minus one, whatever their order', () => {
    expect(spread([1000, 1300])).toBeCloseTo(0.3);
    expect(spread([1500, 1000, 1200, 1100])).toBeCloseTo(0.5);
  });

  it('is 0 for one sample or for equal ones', () => {
    expect(spread([1480])).toBe(0);
    expect(spread([1480, 1480, 1480])).toBe(0);
  });

  it('is NaN without samples', () => {
    expect(spread([])).toBeNaN();
  });

  it('refuses samples that are not positive numbers', () => {
    expect(() => spread([1200, 0])).toThrow(RangeError);
    expect(() => spread([1200, -5])).toThrow(RangeError);
    expect(() => spread([1200, Number.NaN])).toThrow(RangeError);
    expect(() => spread([1200, Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});

describe('median', () => {
  it('is the middle sample, or the mean of the two middle ones', () => {
    expect(median([1600, 1200, 1400])).toBe(1400);
    expect(median([1600, 1200, 1400, 1000])).toBe(1300);
  });
});
