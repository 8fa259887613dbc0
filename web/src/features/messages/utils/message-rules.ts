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
