/**
 * Calendar days, written `YYYY-MM-DD`. A day someone picks (an installation's planned day) names
 * the same day wherever it is read, so it is stored and sent as the day alone, never as an
 * instant: an instant names different days in different time zones.
 */

/** The installer's time zone (Iași): the day an instant falls on, where only an instant is known. */
export const BUSINESS_TIME_ZONE = 'Europe/Bucharest';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** How many days the month has (month 1 to 12). */
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * What keeps a text from being a calendar day, in words ('it must be written YYYY-MM-DD, such as
 * 2027-02-01', 'February 2027 has 28 days', 'there is no month 13'); null when it is one.
 */
export function calendarDayProblem(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return 'it must be written YYYY-MM-DD, such as 2027-02-01';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `there is no month ${month}`;
  if (day < 1) return 'there is no day 0';
  const days = daysInMonth(year, month);
  if (day > days) return `${MONTHS[month - 1]} ${year} has ${days} days`;
  return null;
}

/** Whether the text is a real calendar day written `YYYY-MM-DD` (`2027-02-30` is not). */
export const isCalendarDay = (text: string): boolean => calendarDayProblem(text) === null;

const wallCalendars = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day an instant falls on in a time zone: 2027-01-31T22:00:00Z is '2027-02-01' in
 * Europe/Bucharest and '2027-01-31' in UTC.
 */
export function calendarDayIn(instant: Date, timeZone: string): string {
  let calendar = wallCalendars.get(timeZone);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    wallCalendars.set(timeZone, calendar);
  }
  const parts = calendar.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
