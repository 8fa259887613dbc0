/**
 * How amounts, the exchange rate and days are written on the Romanian site: Romanian separators
 * ("13.690 lei", "4,98") and days in the installer's time zone, wherever the visitor is.
 *
 * Written without `Intl` for the values the site shows (whole amounts, rates, days since 1997):
 * a browser's first `Intl` formatter loads its locale and time-zone data, a long task on a phone
 * that would fall on the first paint of every page with a price. The results are the same as
 * `Intl`'s ('ro-RO', Europe/Bucharest); the tests compare the two. Anything else goes to `Intl`.
 */

/** "13690" → "13.690". */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/** A number as `toLocaleString('ro-RO')` writes it. */
function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('ro-RO');
  return value < 0 ? `-${groupThousands(String(-value))}` : groupThousands(String(value));
}

/** 13690 → "13.690 lei". */
export const formatLei = (lei: number): string => `${formatNumber(lei)} lei`;

/** 1300 → "1.300 €". */
export const formatEur = (eur: number): string => `${formatNumber(eur)} €`;

/**
 * The EUR→RON rate is shown with 2 decimals: 4.9763 → "4,98". Rounded half away from zero on the
 * number's shortest decimal form (4.975 → "4,98"), as `Intl` does.
 */
export function formatRate(rate: number): string {
  const written = String(rate);
  if (!/^\d+(\.\d+)?$/.test(written))
    return rate.toLocaleString('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const [whole = '0', fraction = ''] = written.split('.');
  const hundredths =
    BigInt(whole + fraction.padEnd(3, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, '0');
  return `${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
}

const MONTHS = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

const HOUR_MS = 3_600_000;

/** The last Sunday of `month` (0-based) in `year`, at 01:00 UTC: when European summer time changes. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Romania's offset from UTC at `time`: UTC+2, UTC+3 in summer time (the EU's rule since 1997). */
function bucharestOffsetMs(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  return (summer ? 3 : 2) * HOUR_MS;
}

/** A time (Date or ISO text) → "14 martie 2025", the day it is in Iași. */
export function formatDay(time: Date | string): string {
  const date = new Date(time);
  const ms = date.getTime();
  if (Number.isNaN(ms) || date.getUTCFullYear() < 1997)
    return new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: 'Europe/Bucharest' }).format(date);
  const local = new Date(ms + bucharestOffsetMs(ms));
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
