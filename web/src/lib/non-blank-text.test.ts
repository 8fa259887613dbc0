import { describe, expect, it } from 'vitest';
import { nonBlankText } from './non-blank-text';

describe('nonBlankText', () => {
  it('keeps text that says something, trimmed, and makes blank text or anything else null', () => {
    expect(nonBlankText('  CTO ')).toBe('CTO');
    expect(nonBlankText('Acme')).toBe('Acme');
    expect(nonBlankText(' \n ')).toBeNull();
    expect(nonBlankText('')).toBeNull();
    expect(nonBlankText(null)).toBeNull();
    expect(nonBlankText(undefined)).toBeNull();
    expect(nonBlankText(42)).toBeNull();
  });
});
