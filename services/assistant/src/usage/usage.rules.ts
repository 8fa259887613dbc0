import { FormCheck } from '@smarthome/service-kit';

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
 * after `today`. YYYY-MM-DD strings compare as the dates they are. Every refused date is listed
 * (BAD_USER_INPUT), the start's first.
 */
export function validDateRange(range: DateRange, today: string): DateRange {
  const { startDate, endDate } = range;
  const form = new FormCheck();
  if (!isCalendarDate(startDate)) form.fail('startDate', DATE_RANGE_MESSAGES.startDate);
  if (!isCalendarDate(endDate)) form.fail('endDate', DATE_RANGE_MESSAGES.endDate);
  const bothDates = !form.has('startDate') && !form.has('endDate');
  if (bothDates && startDate > endDate) form.fail('startDate', DATE_RANGE_MESSAGES.startAfterEnd);
  if (!form.has('endDate') && endDate > today) form.fail('endDate', DATE_RANGE_MESSAGES.endInFuture);
  form.done();
  return { startDate, endDate };
}
