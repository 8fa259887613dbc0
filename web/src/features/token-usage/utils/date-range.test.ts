import { describe, expect, it, vi } from 'vitest';
import { addDays, daysOf, defaultRange, isDay, localDay, rangeFromQuery, validateRange } from './date-range';

const TODAY = '2026-03-15';

describe('days', () => {
  it('reads only real calendar days written YYYY-MM-DD', () => {
    expect(isDay('2026-03-15')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-3-15')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('moves across months, years and the daylight saving change', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-10', -30)).toBe('2025-12-11');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('takes today from the local clock, not from UTC', () => {
    // A browser in Bucharest (UTC+2 in March); Node reads TZ again when it changes.
    vi.stubEnv('TZ', 'Europe/Bucharest');
    try {
      // 00:30 on March 15th in Bucharest is still March 14th in UTC.
      const justAfterMidnight = new Date(Date.UTC(2026, 2, 14, 22, 30));
      expect(justAfterMidnight.toISOString().slice(0, 10)).toBe('2026-03-14');
      expect(localDay(justAfterMidnight)).toBe('2026-03-15');
      expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the default range', () => {
  it('runs from 30 days before today to today', () => {
    expect(defaultRange(TODAY)).toEqual({ startDate: '2026-02-13', endDate: '2026-03-15' });
    expect(defaultRange('2026-01-05')).toEqual({ startDate: '2025-12-06', endDate: '2026-01-05' });
  });
});

describe('validateRange', () => {
  it('accepts a range up to today, and a single day', () => {
    expect(validateRange({ startDate: '2026-03-01', endDate: TODAY }, TODAY)).toEqual({});
    expect(validateRange({ startDate: TODAY, endDate: TODAY }, TODAY)).toEqual({});
    expect(validateRange({ startDate: '2020-01-01', endDate: '2020-01-01' }, TODAY)).toEqual({});
  });

  it('says at the start that it cannot pass the end', () => {
    expect(validateRange({ startDate: '2026-03-10', endDate: '2026-03-09' }, TODAY)).toEqual({
      startDate: 'The start date cannot be after the end date.',
    });
    expect(
      validateRange({ startDate: '2026-03-10', endDate: '2026-03-09' }, TODAY, { lastChanged: 'startDate' }),
    ).toEqual({
      startDate: 'The start date cannot be after the end date.',
    });
  });

  it('says at the end that it cannot be before the start, when the end was changed last', () => {
    expect(
      validateRange({ startDate: '2026-03-10', endDate: '2026-03-09' }, TODAY, { lastChanged: 'endDate' }),
    ).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
  });

  it('refuses an end after today, however the start is', () => {
    expect(validateRange({ startDate: '2026-03-01', endDate: '2026-03-16' }, TODAY)).toEqual({
      endDate: 'The end date cannot be in the future.',
    });
    // Both faults at once: each field says its own, whichever was changed last.
    expect(
      validateRange({ startDate: '2026-04-02', endDate: '2026-04-01' }, TODAY, { lastChanged: 'endDate' }),
    ).toEqual({
      startDate: 'The start date cannot be after the end date.',
      endDate: 'The end date cannot be in the future.',
    });
  });

  it('asks for a missing or unreadable day', () => {
    expect(validateRange({ startDate: '', endDate: '' }, TODAY)).toEqual({
      startDate: 'Choose a start date.',
      endDate: 'Choose an end date.',
    });
    expect(validateRange({ startDate: '2026-02-30', endDate: TODAY }, TODAY)).toEqual({
      startDate: 'Choose a start date.',
    });
  });

  it('leaves a missing day untold while it may still be typed in, but not the other rules', () => {
    const typing = { reportMissing: false };
    expect(validateRange({ startDate: '', endDate: '' }, TODAY, typing)).toEqual({});
    expect(validateRange({ startDate: '', endDate: '2026-03-16' }, TODAY, typing)).toEqual({
      endDate: 'The end date cannot be in the future.',
    });
  });
});

describe('the range in the address', () => {
  const query = (search: string) => rangeFromQuery(new URLSearchParams(search), TODAY);

  it('is read when it is a valid range', () => {
    expect(query('?start=2026-01-01&end=2026-01-31')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });

  it('gives way to the default range when missing, partial, reversed or in the future', () => {
    const fallback = defaultRange(TODAY);
    expect(query('')).toEqual(fallback);
    expect(query('?start=2026-01-01')).toEqual(fallback);
    expect(query('?start=2026-02-01&end=2026-01-31')).toEqual(fallback);
    expect(query('?start=2026-03-01&end=2026-03-16')).toEqual(fallback);
    expect(query('?start=yesterday&end=today')).toEqual(fallback);
  });
});

describe('daysOf', () => {
  it('lists every day of the range, both ends included', () => {
    expect(daysOf({ startDate: '2026-02-27', endDate: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOf(defaultRange(TODAY))).toHaveLength(31);
    expect(daysOf({ startDate: TODAY, endDate: TODAY })).toEqual([TODAY]);
  });
});
