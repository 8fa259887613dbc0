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
 * A moment as its short day and its hour, ['Mar 9, 2026', '7:30 PM'], for a table with little room
 * that writes them on two lines (a delivery log's times); null when missing or unreadable.
 */
export const shortDayAndTime = (iso: string | null | undefined): [string, string] | null => {
  const date = parse(iso);
  if (!date) return null;
  return [
    date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
    date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
  ];
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant to format a calendar day ('2027-02-01') from, with `timeZone: 'UTC'`: its midnight
 * UTC, so no reader's time zone moves it to another day; null when the text is no day of the
 * calendar.
 */
export const utcMidnightOf = (day: string | null | undefined): Date | null => {
  const match = DAY.exec(day ?? '');
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, date);
  // setUTCFullYear carries an overflow on (February 30th is March 2nd): such a text is no day.
  return midnight.getUTCMonth() === month - 1 && midnight.getUTCDate() === date ? midnight : null;
};

/** A calendar day written by `format` at its midnight UTC; null when it is no day of the calendar. */
const calendarDay =
  (format: Intl.DateTimeFormat) =>
  (day: string | null | undefined): string | null => {
    const midnight = utcMidnightOf(day);
    return midnight ? format.format(midnight) : null;
  };

/**
 * A calendar day ('2027-02-01': an installation's planned day) as 'February 1, 2027', the day as
 * written whatever the reader's time zone; null when missing or not a day of the calendar.
 */
export const formatDay = calendarDay(new Intl.DateTimeFormat('en-US', { ...LONG_DATE, timeZone: 'UTC' }));

/** A calendar day as 'Feb 1', where there is little room (a chart's axis); null as formatDay. */
export const formatShortDay = calendarDay(
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

/** The installer's time zone: the day of a moment of the work is its day in Iași. */
const INSTALLER_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { ...LONG_DATE, timeZone: 'Europe/Bucharest' });

/**
 * The day a moment of the work happened (an installation's installation date) as 'March 2, 2026':
 * its day on the installer's clock in Iași, the same to every reader; null when missing or
 * unreadable.
 */
export const formatInstallerDay = (iso: string | null | undefined): string | null => {
  const date = parse(iso);
  return date ? INSTALLER_DAY_FORMAT.format(date) : null;
};

/** The text cut at `max` characters with an ellipsis; a shorter text as it is. */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
