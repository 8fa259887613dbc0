/**
 * Dates and short texts as the English dashboard shows them: US English, long format.
 */

const parse = (iso: string | null | undefined): Date | null => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** 'March 9, 2026' in the reader's time zone; '—' when missing or unreadable. */
export const formatLongDate = (iso: string | null | undefined): string =>
  parse(iso)?.toLocaleDateString('en-US', LONG_DATE) ?? '—';

/** 'March 9, 2026 at 7:30 PM', for the moment something was written. */
export const formatLongDateTime = (iso: string | null | undefined): string =>
  parse(iso)?.toLocaleString('en-US', { ...LONG_DATE, hour: 'numeric', minute: '2-digit' }) ?? '—';

/**
 * A calendar day (a planned installation date) is sent as midnight UTC and read back in UTC, so it
 * names the same day in every time zone; null when missing or unreadable.
 */
export const formatCalendarDate = (iso: string | null | undefined): string | null =>
  parse(iso)?.toLocaleDateString('en-US', { ...LONG_DATE, timeZone: 'UTC' }) ?? null;

/** The day of a date input ('2026-03-09') from a stored calendar date; '' when there is none. */
export const calendarDayOf = (iso: string | null | undefined): string =>
  parse(iso)?.toISOString().slice(0, 10) ?? '';

/** The stored form of a date input's day (midnight UTC), or null for an empty input. */
export const calendarDateOf = (day: string): string | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : null;

/** The text cut at `max` characters with an ellipsis; a shorter text as it is. */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
