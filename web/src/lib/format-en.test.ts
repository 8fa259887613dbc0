import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  calendarDayOf,
  formatCalendarDate,
  formatLongDate,
  formatLongDateTime,
  truncate,
} from './format-en';

describe('dashboard dates (US English, long format)', () => {
  it('writes a moment as a long date, with the time where asked', () => {
    expect(formatLongDate('2026-03-09T12:00:00.000Z')).toBe('March 9, 2026');
    expect(formatLongDateTime('2026-03-09T12:00:00.000Z')).toMatch(/^March 9, 2026 at \d{1,2}:00 (AM|PM)$/);
    expect(formatLongDate('')).toBe('—');
    expect(formatLongDate('not a date')).toBe('—');
  });

  it('keeps a calendar day the same day in every time zone, and round-trips a date input', () => {
    expect(formatCalendarDate('2026-04-01T00:00:00.000Z')).toBe('April 1, 2026');
    expect(formatCalendarDate(null)).toBeNull();
    expect(calendarDateOf('2026-04-01')).toBe('2026-04-01T00:00:00.000Z');
    expect(calendarDateOf('')).toBeNull();
    expect(calendarDayOf('2026-04-01T00:00:00.000Z')).toBe('2026-04-01');
    expect(calendarDayOf(null)).toBe('');
  });
});

describe('truncate', () => {
  it('cuts a text longer than the limit with an ellipsis, and leaves a shorter one', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}...`);
  });
});
