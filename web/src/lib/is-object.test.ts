import { describe, expect, it } from 'vitest';
import { isObject } from './is-object';

describe('isObject', () => {
  it('is true for objects and arrays, false for null and plain values', () => {
    expect(isObject({ id: 1 })).toBe(true);
    expect(isObject([])).toBe(true);
    for (const value of [null, undefined, 0, 'text', true]) expect(isObject(value)).toBe(false);
  });
});
