/**
 * The publication date as a datetime-local input holds it ('2026-05-01T09:30', the admin's own
 * clock, no zone) and as the API stores it (an ISO instant). The admin picks a local time; the
 * server gets the instant it means, so a post scheduled for 09:30 in Iași goes out at 09:30 there.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The input's value → the ISO instant of that local time; null when empty or unreadable. */
export function toPublicationInstant(localValue: string): string | null {
  if (!localValue.trim()) return null;
  // A date-time without a zone is read as local time.
  const date = new Date(localValue);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A stored instant → the input's value in local time, to the minute; '' when there is none. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
