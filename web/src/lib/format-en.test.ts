import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDay,
  formatInstallerDay,
  formatLongDate,
  formatLongDateTime,
  shortDayAndTime,
  formatShortDay,
  truncate,
  utcMidnightOf,
} from './format-en';

describe('dashboard dates (US English, long format)', () => {
  it('writes a moment as a long date, with the time where asked', () => {
    expect(formatLongDate('2026-03-09T12:00:00.000Z')).toBe('March 9, 2026');
    expect(formatLongDateTime('2026-03-09T12:00:00.000Z')).toMatch(/^March 9, 2026 at \d{1,2}:00 (AM|PM)$/);
    expect(formatLongDate('')).toBe('—');
    expect(formatLongDate('not a date')).toBe('—');
  });

  it('writes a moment short, its day and its hour apart, where a table has little room', () => {
    const [day, time] = shortDayAndTime('2026-03-09T12:00:00.000Z') ?? [];
    expect(day).toMatch(/^Mar (9|10), 2026$/);
    expect(time).toMatch(/^\d{1,2}:00 (AM|PM)$/);
    expect(shortDayAndTime(null)).toBeNull();
    expect(shortDayAndTime('not a date')).toBeNull();
  });
});

describe('calendar days and the days of moments, for a reader in any time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(['UTC', 'Europe/Bucharest', 'America/New_York', 'Pacific/Kiritimati'])(
    'writes a calendar day as the day it names (%s)',
    (zone) => {
      vi.stubEnv('TZ', zone);
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      expect(formatDay('2027-02-01')).toBe('February 1, 2027');
      expect(formatDay('2027-12-31')).toBe('December 31, 2027');
      expect(formatDay('2028-02-29')).toBe('February 29, 2028');
      expect(formatShortDay('2027-02-01')).toBe('Feb 1');
      // A moment's day is the one it falls on in Iași: 00:30 there on February 1st.
      expect(formatInstallerDay('2027-01-31T22:30:00.000Z')).toBe('February 1, 2027');
      expect(formatInstallerDay('2027-07-31T20:59:00.000Z')).toBe('July 31, 2027');
    },
  );

  it('takes nothing else for a day', () => {
    for (const text of [
      null,
      undefined,
      '',
      '2027-02-30',
      '2027-13-01',
      '2027-2-1',
      '2027-02-01T00:00:00.000Z',
    ]) {
      expect(formatDay(text)).toBeNull();
      expect(formatShortDay(text)).toBeNull();
      expect(utcMidnightOf(text)).toBeNull();
    }
    expect(utcMidnightOf('2027-02-01')?.toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(formatInstallerDay(null)).toBeNull();
    expect(formatInstallerDay('not a date')).toBeNull();
  });
});

describe('truncate', () => {
  it('cuts a text longer than the limit with an ellipsis, and leaves a shorter one', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}...`);
  });
});
