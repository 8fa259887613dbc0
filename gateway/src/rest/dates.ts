import { RestError } from './errors.js';

/** The installer's time zone: a date-time without a zone designator is a time on a clock in Iași. */
export const BUSINESS_TIME_ZONE = 'Europe/Bucharest';

const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/** Minutes the zone is ahead of UTC at an instant (120 in winter, 180 in summer for Bucharest). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
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

/**
 * A date-time a client sends (`published_date`), as an ISO instant. With a zone (`Z`, `+02:00`) it
 * is that instant; without one (what an `<input type="datetime-local">` gives), it is a time on
 * the installer's clock, summer time included. Empty or absent: null. Anything else: 400.
 */
export function parseClientDateTime(value: string | null | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const zoneless = ZONELESS.exec(text);
  if (zoneless) {
    const [, y, mo, d, h, mi, s = '0', ms = '0'] = zoneless;
    const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s, +ms.padEnd(3, '0'));
    // The offset at the guessed instant, corrected once more around a change of summer time.
    let instant = wall - offsetMinutes(wall, BUSINESS_TIME_ZONE) * 60_000;
    instant = wall - offsetMinutes(instant, BUSINESS_TIME_ZONE) * 60_000;
    if (!Number.isNaN(instant)) return new Date(instant).toISOString();
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = Date.parse(text);
    if (!Number.isNaN(instant)) return new Date(instant).toISOString();
  }
  const message = `${field} must be a date-time such as 2026-03-01T10:00`;
  throw new RestError(400, message, [message]);
}
