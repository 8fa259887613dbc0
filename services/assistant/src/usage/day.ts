/** A calendar day in a time zone, as the instants where it starts and ends. */
export interface ZonedDay {
  /** YYYY-MM-DD */
  date: string;
  start: Date;
  /** Exclusive: the start of the next day. */
  end: Date;
}

/**
 * The last day computed per time zone: every message asks for the day it is counted on (the daily
 * limit, the usage shown, the accounting), nearly always today, and working a day out takes five
 * conversions of the zone's calendar.
 */
const lastDays = new Map<string, { date: string; start: number; end: number }>();

/** The day `now` falls on in `timeZone`, DST-aware (a day may last 23 or 25 hours). */
export function zonedDay(now: Date, timeZone: string): ZonedDay {
  const instant = now.getTime();
  let last = lastDays.get(timeZone);
  if (!last || instant < last.start || instant >= last.end) {
    const day = computeZonedDay(now, timeZone);
    last = { date: day.date, start: day.start.getTime(), end: day.end.getTime() };
    lastDays.set(timeZone, last);
  }
  // New dates each time: a caller may change its own.
  return { date: last.date, start: new Date(last.start), end: new Date(last.end) };
}

function computeZonedDay(now: Date, timeZone: string): ZonedDay {
  const { year, month, day } = zonedParts(now, timeZone);
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    date,
    start: zonedMidnight(year, month, day, timeZone),
    end: zonedMidnight(year, month, day + 1, timeZone),
  };
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: Date, timeZone: string): Parts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 on that wall-clock date in the zone (month/day may overflow, as in Date.UTC). */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(wall, timeZone);
  // The offset at the guess can differ from the one at `wall` across a DST change.
  return new Date(wall - offsetAt(guess, timeZone));
}
