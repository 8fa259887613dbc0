import { BUSINESS_TIME_ZONE } from '@smarthome/service-kit/contracts';
import { escapeHtml } from '@smarthome/text-rules';

/** Plain text (a news item's description) as HTML: one paragraph per line, blank lines left out. */
export function plainTextParagraphs(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * JSON inside a <script> element: `<` escaped, so no string in it can close the element (or open a
 * comment), and the line separators JavaScript once refused. Still valid JSON.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Characters of a share description: 157 and an ellipsis. */
export const DESCRIPTION_LENGTH = 160;

/** Plain text cut for a description tag: at most 160 characters, the last three '...' when cut. */
export function shareDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_LENGTH) return clean;
  return `${clean.slice(0, DESCRIPTION_LENGTH - 3).trimEnd()}...`;
}

/** Made once: building a formatter (locale data, time zone) costs far more than formatting. */
const ROMANIAN_DATE = new Intl.DateTimeFormat('ro-RO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** Dates as the public site shows them: "12 martie 2026", on the installer's clock. */
export function romanianDate(iso: string): string {
  return ROMANIAN_DATE.format(new Date(iso));
}
