/**
 * The date range of the token usage screen, as plain functions. Days are `YYYY-MM-DD` strings, as
 * the date inputs give them and the API takes them; "today" is always the caller's argument (the
 * browser's local day, see localDay), so every rule is tested against a fixed day.
 */
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';

const t = tokenUsageTexts.errors;

/** startDate..endDate, both days included: the variables of the token usage query. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

export type RangeField = keyof DayRange;
export type RangeErrors = Partial<Record<RangeField, string>>;

/** The screen opens on the 30 days before today, and today. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day: day arithmetic on it knows no daylight saving time. */
function utcOf(day: string): number | null {
  const match = DAY_SHAPE.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  // Date.UTC carries an overflow into the next month ('2026-02-30' → March 2): not a day.
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date
    ? time
    : null;
}

const dayOfUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** True for a calendar day written YYYY-MM-DD. */
export const isDay = (value: string): boolean => utcOf(value) !== null;

/** The day `date` falls on where the browser is, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after `day` (before it when negative), across months and years. */
export function addDays(day: string, days: number): string {
  const time = utcOf(day);
  if (time === null) throw new RangeError(`not a day: ${day}`);
  return dayOfUtc(time + days * MS_PER_DAY);
}

/** From 30 days before today to today. */
export const defaultRange = (today: string): DayRange => ({
  startDate: addDays(today, -DEFAULT_RANGE_DAYS),
  endDate: today,
});

interface RangeCheck {
  /** The field the person changed last: a start after the end is told there (the start by default). */
  lastChanged?: RangeField;
  /** False while a day may still be being typed in: a missing one is then not told (yet). */
  reportMissing?: boolean;
}

/**
 * What is wrong with a range, by field: a missing day; an end after today; a start after the end.
 * That last one is one fault seen from either side: it is told at the field the person changed last
 * ('The end date cannot be before the start date.' when it was the end), the start by default.
 * No entry means the range can be read (when missing days are reported).
 */
export function validateRange(
  range: DayRange,
  today: string,
  { lastChanged = 'startDate', reportMissing = true }: RangeCheck = {},
): RangeErrors {
  const errors: RangeErrors = {};
  const start = utcOf(range.startDate);
  const end = utcOf(range.endDate);
  if (start === null && reportMissing) errors.startDate = t.startRequired;
  if (end === null) {
    if (reportMissing) errors.endDate = t.endRequired;
  } else if (range.endDate > today) errors.endDate = t.endInFuture;
  if (start !== null && end !== null && start > end) {
    if (lastChanged === 'endDate' && !errors.endDate) errors.endDate = t.endBeforeStart;
    else errors.startDate = t.startAfterEnd;
  }
  return errors;
}

export const isValidRange = (range: DayRange, today: string): boolean =>
  Object.keys(validateRange(range, today)).length === 0;

/**
 * The range the address names (`?start=2026-03-01&end=2026-03-31`, so a reload or a shared link shows
 * the same days), when it is a range the screen can read; otherwise the default one.
 */
export function rangeFromQuery(params: URLSearchParams, today: string): DayRange {
  const asked = { startDate: params.get('start') ?? '', endDate: params.get('end') ?? '' };
  return isValidRange(asked, today) ? asked : defaultRange(today);
}

/** The address's query for a range. */
export const queryOfRange = (range: DayRange): Record<string, string> => ({
  start: range.startDate,
  end: range.endDate,
});

/** Every day of a valid range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const start = utcOf(range.startDate);
  const end = utcOf(range.endDate);
  if (start === null || end === null) return [];
  const days: string[] = [];
  for (let time = start; time <= end; time += MS_PER_DAY) days.push(dayOfUtc(time));
  return days;
}
