/**
 * The figures of the token usage screen as it shows them: counts with thousands separators, shares
 * as whole percentages, and the daily rows of a range with its quiet days filled in.
 */
import { formatDay, formatShortDay } from '@/lib/format-en';
import { daysOf, type DayRange } from './date-range';

/** One day's tokens, as the API gives them for the days that had usage. */
export interface DayUsage {
  date: string;
  totalTokens: number;
  promptTokens: number;
  completionTokens: number;
}

const counts = new Intl.NumberFormat('en-US');
const compactCounts = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const percents = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** 1234567 → '1,234,567'. */
export const formatCount = (n: number): string => counts.format(n);

/** 1234567 → '1.2M', for the chart's axis where there is little room. */
export const formatCompactCount = (n: number): string => compactCounts.format(n);

/** `part` of `whole` as a whole percentage ('25%'); '0%' of nothing. */
export const formatShare = (part: number, whole: number): string =>
  percents.format(whole > 0 ? part / whole : 0);

/** '2026-03-09' → 'March 9, 2026' (the dashboard's long dates), the same day in every time zone. */
export const longDay = (day: string): string => formatDay(day) ?? day;

/** '2026-03-09' → 'Mar 9', for the chart's axis. */
export const shortDay = (day: string): string => formatShortDay(day) ?? day;

/**
 * Every day of the range, oldest first, with the API's figures where it has a row and zeros where it
 * has none (it lists only the days with usage): the chart's bars and the table's rows stand for the
 * same days, and a quiet day shows as one rather than vanishing from the time line.
 */
export function everyDayOf(range: DayRange, rows: readonly DayUsage[]): DayUsage[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysOf(range).map(
    (date) => byDay.get(date) ?? { date, totalTokens: 0, promptTokens: 0, completionTokens: 0 },
  );
}
