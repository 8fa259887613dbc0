import { describe, expect, it } from 'vitest';
import { AppError } from '@smarthome/service-kit';
import { DATE_RANGE_MESSAGES, isCalendarDate, validDateRange } from './usage.rules.js';

function refusalOf(startDate: string, endDate: string, today = '2026-11-26'): AppError | null {
  try {
    validDateRange({ startDate, endDate }, today);
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
    return error;
  }
}

function refusal(startDate: string, endDate: string, today = '2026-11-26'): string | null {
  return refusalOf(startDate, endDate, today)?.message ?? null;
}

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2026-01-01', '2026-12-31'])('accepts %s', (date) =>
    expect(isCalendarDate(date)).toBe(true),
  );
  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-01-01T00:00:00Z', '', 'ieri'])(
    'refuses %s',
    (date) => expect(isCalendarDate(date)).toBe(false),
  );
});

describe('validDateRange', () => {
  it('accepts a range ending today, and a single day', () => {
    expect(refusal('2026-11-01', '2026-11-26')).toBeNull();
    expect(refusal('2026-11-26', '2026-11-26')).toBeNull();
  });

  it('names the malformed date, the start first', () => {
    expect(refusal('2026/11/01', '2026-11-02')).toBe(DATE_RANGE_MESSAGES.startDate);
    expect(refusal('2026-11-01', 'mâine')).toBe(DATE_RANGE_MESSAGES.endDate);
    expect(refusal('x', 'y')).toBe('startDate must be a date in YYYY-MM-DD form');
  });

  it('refuses a start after the end, and an end after today', () => {
    expect(refusal('2026-11-03', '2026-11-02')).toBe('Start date cannot be after end date');
    expect(refusal('2026-11-01', '2026-11-27')).toBe('End date cannot be in the future');
  });

  it('lists every refused date, the start first', () => {
    expect(refusalOf('x', 'y')?.details).toEqual({
      errors: [
        { field: 'startDate', msg: DATE_RANGE_MESSAGES.startDate },
        { field: 'endDate', msg: DATE_RANGE_MESSAGES.endDate },
      ],
    });
    expect(refusalOf('2026-11-28', '2026-11-27')?.details).toEqual({
      errors: [
        { field: 'startDate', msg: DATE_RANGE_MESSAGES.startAfterEnd },
        { field: 'endDate', msg: DATE_RANGE_MESSAGES.endInFuture },
      ],
    });
    expect(refusalOf('x', '2026-11-27')?.details).toEqual({
      errors: [
        { field: 'startDate', msg: DATE_RANGE_MESSAGES.startDate },
        { field: 'endDate', msg: DATE_RANGE_MESSAGES.endInFuture },
      ],
    });
  });
});
