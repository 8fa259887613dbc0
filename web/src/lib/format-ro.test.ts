import { describe, expect, it } from 'vitest';
import { formatDay, formatEur, formatLei, formatRate } from './format-ro';

describe('Romanian formats', () => {
  it('write lei and euro with Romanian thousands separators', () => {
    expect(formatLei(13690)).toBe('13.690 lei');
    expect(formatLei(450)).toBe('450 lei');
    expect(formatEur(1300)).toBe('1.300 €');
  });

  it('write the rate with 2 decimals and a decimal comma', () => {
    expect(formatRate(4.9763)).toBe('4,98');
    expect(formatRate(5)).toBe('5,00');
  });

  it('write the day in Romanian, as it is in Iași', () => {
    expect(formatDay('2025-03-14T11:05:00.000Z')).toBe('14 martie 2025');
    // 23:30 UTC on 14 March is already 15 March in Iași.
    expect(formatDay(new Date('2025-03-14T23:30:00.000Z'))).toBe('15 martie 2025');
  });
});
