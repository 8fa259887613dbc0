import { describe, expect, it } from 'vitest';
import { clampRating, excerpt } from './testimonial-rules';

describe('testimonials admin rules', () => {
  it('cuts the content at 100 characters with an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(excerpt(long)).toBe(`${'a'.repeat(100)}...`);
    expect(excerpt('a'.repeat(100))).toBe('a'.repeat(100));
    expect(excerpt('Scurt.')).toBe('Scurt.');
  });

  it('keeps the rating between 1 and 5', () => {
    expect(clampRating(4)).toBe(4);
    expect(clampRating(0)).toBe(1);
    expect(clampRating(9)).toBe(5);
  });
});
