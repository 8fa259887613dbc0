import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionHint, hasSessionHint } from '@/features/auth/api/session-hint';

afterEach(clearSessionHint);

describe('the signed-in hint cookie', () => {
  it('is present only under its own name and with a value', () => {
    expect(hasSessionHint('a=1; signed_in=1; b=2')).toBe(true);
    expect(hasSessionHint('signed_in=1')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('signed_in=')).toBe(false);
    expect(hasSessionHint('xsigned_in=1; signed_in_2=1')).toBe(false);
  });

  it('is read from the page and can be dropped from it', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'signed_in=1; Path=/';
    expect(hasSessionHint()).toBe(true);
    clearSessionHint();
    expect(hasSessionHint()).toBe(false);
  });
});
