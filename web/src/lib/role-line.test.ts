import { describe, expect, it } from 'vitest';
import { roleLine } from './role-line';

describe('roleLine', () => {
  it('joins the position and the company, or gives the one there is', () => {
    expect(roleLine('Proprietar', 'Casa Verde')).toBe('Proprietar, Casa Verde');
    expect(roleLine('Proprietar', null)).toBe('Proprietar');
    expect(roleLine(null, 'Casa Verde')).toBe('Casa Verde');
  });

  it('is empty when neither is given, a blank one counting as none', () => {
    expect(roleLine(null, null)).toBe('');
    expect(roleLine(' ', undefined)).toBe('');
    expect(roleLine('', 'Firma SRL')).toBe('Firma SRL');
  });
});
