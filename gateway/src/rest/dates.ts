import { BUSINESS_TIME_ZONE, calendarDayIn, isCalendarDay } from '@smarthome/service-kit/contracts';
import { RestError } from './errors.js';

/** A date-time without a zone designator is a time on the installer's clock (BUSINESS_TIME_ZONE). */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/** The business clock's wall time, in parts; made once, as building a formatter is the costly part. */
const BUSINESS_WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes the business time zone is ahead of UTC at an instant (120 in winter, 180 in summer). */
function offsetMinutes(instant: number): number {
  const parts = BUSINESS_WALL_CLOCK.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a date-time a client sends, or undefined when it is not one (see below). */
function instantOf(text: string): string | undefined {
  const zoneless = ZONELESS.exec(text);
  if (zoneless) {
    const [, y, mo, d, h, mi, s = '0', ms = '0'] = zoneless;
    const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s, +ms.padEnd(3, '0'));
    // Date.UTC carries overflow on (February 30th is March 2nd): such a date is not one.
    const day = new Date(wall);
    if (day.getUTCMonth() !== +mo! - 1 || day.getUTCDate() !== +d! || +h! > 23 || +mi! > 59 || +s > 59) {
      return undefined;
    }
    // The offset at the guessed instant, corrected once more around a change of summer time.
    let instant = wall - offsetMinutes(wall) * 60_000;
    instant = wall - offsetMinutes(instant) * 60_000;
    if (!Number.isNaN(instant)) return new Date(instant).toISOString();
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(text) && isCalendarDay(text.slice(0, 10))) {
    // Date.parse carries overflow on as well (2026-02-30T10:00Z is March 2nd): the day must be real.
    const instant = Date.parse(text);
    if (!Number.isNaN(instant)) return new Date(instant).toISOString();
  }
  return undefined;
}

function refused(message: string): never {
  throw new RestError(400, message, [message]);
}

/**
 * A date-time a client sends (`published_date`), as an ISO instant. With a zone (`Z`, `+02:00`) it
 * is that instant; without one (what an `<input type="datetime-local">` gives), it is a time on
 * the installer's clock, summer time included. Empty or absent: null. Anything else: 400.
 */
export function parseClientDateTime(value: string | null | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  return instantOf(text) ?? refused(`${field} must be a date-time such as 2026-03-01T10:00`);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dateRefused = (field: string) =>
  refused(`${field} must be a date such as 2026-03-01 or a date-time such as 2026-03-01T10:00`);

/**
 * A day or a date-time a client sends for a moment (an installation's installation date), as an
 * ISO instant. A day alone (what an `<input type="date">` gives) is its midnight on the
 * installer's clock, so that it shows as that day in Iași; a date-time reads as in
 * `parseClientDateTime`. Empty or absent: null. Anything else: 400.
 */
export function parseClientDate(value: string | null | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  return instantOf(DAY.test(text) ? `${text}T00:00` : text) ?? dateRefused(field);
}

/**
 * A calendar day a client sends (an installation's planned date), as `YYYY-MM-DD`: the same day
 * to every reader. A day alone is that day; so is a date-time without a zone (the day written);
 * a date-time with a zone (`Z`, `+02:00`) is the day its instant falls on in Iași. A day the
 * calendar does not have (`2027-02-30`) is refused like any other text. Empty or absent: null.
 * Anything else: 400.
 */
export function parseClientDay(value: string | null | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (isCalendarDay(text)) return text;
  const instant = instantOf(text);
  if (instant === undefined) return dateRefused(field);
  return ZONELESS.test(text) ? text.slice(0, 10) : calendarDayIn(new Date(instant), BUSINESS_TIME_ZONE);
}
