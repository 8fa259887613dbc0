import { describe, expect, it, vi } from 'vitest';
import { everyDayOf, formatCompactCount, formatCount, formatShare, longDay, shortDay } from './usage-figures';

describe('usage figures', () => {
  it('writes counts with thousands separators, and compactly for the axis', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCompactCount(950)).toBe('950');
    expect(formatCompactCount(12_400)).toBe('12.4K');
    expect(formatCompactCount(3_000_000)).toBe('3M');
  });

  it('writes a share as a whole percentage, and 0% of nothing', () => {
    expect(formatShare(1, 4)).toBe('25%');
    expect(formatShare(2, 3)).toBe('67%');
    expect(formatShare(0, 0)).toBe('0%');
  });

  it('fills the days without usage with zeros, oldest first', () => {
    const rows = [
      { date: '2026-03-03', totalTokens: 30, promptTokens: 20, completionTokens: 10 },
      { date: '2026-03-01', totalTokens: 5, promptTokens: 4, completionTokens: 1 },
    ];
    expect(everyDayOf({ startDate: '2026-03-01', endDate: '2026-03-04' }, rows)).toEqual([
      rows[1],
      { date: '2026-03-02', totalTokens: 0, promptTokens: 0, completionTokens: 0 },
      rows[0],
      { date: '2026-03-04', totalTokens: 0, promptTokens: 0, completionTokens: 0 },
    ]);
  });
});

describe('days as the screen writes them', () => {
  it.each(['America/Los_Angeles', 'Europe/Bucharest', 'Pacific/Kiritimati'])(
    'names the same day in every time zone (%s)',
    (zone) => {
      vi.stubEnv('TZ', zone);
      try {
        expect(longDay('2026-03-09')).toBe('March 9, 2026');
        expect(shortDay('2026-03-09')).toBe('Mar 9');
        expect(longDay('2026-12-31')).toBe('December 31, 2026');
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );
});
