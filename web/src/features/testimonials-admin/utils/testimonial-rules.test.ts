import { describe, expect, it } from 'vitest';
import { excerpt } from './testimonial-rules';

describe('testimonials admin rules', () => {
  it('cuts the content at 100 characters with an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(excerpt(long)).toBe(`${'a'.repeat(100)}...`);
    expect(excerpt('a'.repeat(100))).toBe('a'.repeat(100));
    expect(excerpt('Scurt.')).toBe('Scurt.');
  });
});
