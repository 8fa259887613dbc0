import { AppError } from '@smarthome/service-kit';

/** An inclusive range of days (YYYY-MM-DD in the assistant's time zone). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const DATE_RANGE_MESSAGES = {
  startDate: 'startDate must be a date in YYYY-MM-DD form',
  endDate: 'endDate must be a date in YYYY-MM-DD form',
  startAfterEnd: 'Start date cannot be after end date',
  endInFuture: 'End date cannot be in the future',
} as const;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The range of the token-usage views, checked: both dates real, start not after end, end not
 * after `today`. YYYY-MM-DD strings compare as the dates they are.
 */
export function validDateRange(range: DateRange, today: string): DateRange {
  if (!isCalendarDate(range.startDate)) throw new AppError('BAD_USER_INPUT', DATE_RANGE_MESSAGES.startDate);
  if (!isCalendarDate(range.endDate)) throw new AppError('BAD_USER_INPUT', DATE_RANGE_MESSAGES.endDate);
  if (range.startDate > range.endDate)
    throw new AppError('BAD_USER_INPUT', DATE_RANGE_MESSAGES.startAfterEnd);
  if (range.endDate > today) throw new AppError('BAD_USER_INPUT', DATE_RANGE_MESSAGES.endInFuture);
  return { startDate: range.startDate, endDate: range.endDate };
}
