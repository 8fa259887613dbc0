/**
 * Amounts written exactly as the web app writes them (its lib/format-ro.ts and the package pages),
 * so a price never reads differently on a page and in the assistant's answer.
 */
import type { KnowledgeLink } from './types.js';

/** 13690 → "13.690 lei". */
export const formatLei = (lei: number): string => `${lei.toLocaleString('ro-RO')} lei`;

/** 1300 → "1.300 €". */
export const formatEur = (eur: number): string => `${eur.toLocaleString('ro-RO')} €`;

/** An amount of an installation's hardware, to the ban where it has them: 2150 → "2.150 lei", 1234.5 → "1.234,50 lei". */
export const formatAmountLei = (lei: number): string =>
  Number.isInteger(lei)
    ? formatLei(lei)
    : `${lei.toLocaleString('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} lei`;

const dayFormat = (timeZone: string) => new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone });

/** A calendar day (YYYY-MM-DD) as the site writes days: "2027-02-01" → "1 februarie 2027". */
export const formatCalendarDay = (day: string): string =>
  dayFormat('UTC').format(new Date(`${day}T00:00:00Z`));

/** The day a moment falls on in `timeZone`, written the same way. */
export const formatDayIn = (moment: string | Date, timeZone: string): string =>
  dayFormat(timeZone).format(new Date(moment));

/** A hardware item's price as the calculator shows it: "42 lei / buc.". */
export const formatPerPiece = (lei: number): string => `${formatLei(lei)} / buc.`;

/** A link written inline, as the chat renders Markdown: "[Contact](/contact)". */
export const markdownLink = ({ label, path }: KnowledgeLink): string => `[${label}](${path})`;
