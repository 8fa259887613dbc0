import { describe, expect, it } from 'vitest';
import { avatarSrc, initialOf } from './client-display';

describe('client display', () => {
  it('takes the first letter of the name, in capitals, diacritics included', () => {
    expect(initialOf('maria Popescu')).toBe('M');
    expect(initialOf('  ștefan')).toBe('Ș');
    expect(initialOf('')).toBe('?');
  });

  it('accepts web addresses only as avatars', () => {
    expect(avatarSrc('https://cdn.example.ro/a.jpg')).toBe('https://cdn.example.ro/a.jpg');
    expect(avatarSrc('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(avatarSrc('javascript:alert(1)')).toBeNull();
    expect(avatarSrc(null)).toBeNull();
  });
});
