/**
 * The rules of the contact inbox, as plain functions.
 */
import { messagesTexts } from '@/features/messages/messages-texts';

/** The inbox's page size. */
export const MESSAGES_PAGE_SIZE = 10;

/** The sidebar's badge stops counting here ('99+'). */
const BADGE_MAX = 99;

/**
 * A mailto: link to the sender with the reply's subject filled in. Each side of the @ is encoded,
 * so an address holding ?, & or # cannot add fields of its own to the link.
 */
export function replyHref(email: string): string {
  const address = email
    .trim()
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  return `mailto:${address}?subject=${encodeURIComponent(messagesTexts.replySubject)}`;
}

/** The message on one line, for the list (the full text is in the reader). */
export const oneLine = (message: string): string => message.replace(/\s+/g, ' ').trim();

/** The badge's text: the count, or '99+' past 99. */
export const badgeCount = (n: number): string => (n > BADGE_MAX ? `${BADGE_MAX}+` : String(n));

const parse = (iso: string): Date | null => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Dashboard dates are US English, long format ('March 9, 2026'); '—' when missing or unreadable. */
export const formatDate = (iso: string): string =>
  parse(iso)?.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) ?? '—';

/** With the time, in the reader ('March 9, 2026 at 7:30 PM'). */
export const formatDateTime = (iso: string): string =>
  parse(iso)?.toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }) ?? '—';
