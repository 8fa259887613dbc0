/**
 * How amounts, the exchange rate and days are written on the Romanian site: Romanian separators
 * ("13.690 lei", "4,98") and days in the installer's time zone, wherever the visitor is.
 */
const rateFormat = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: 'Europe/Bucharest' });

/** 13690 → "13.690 lei". */
export const formatLei = (lei: number): string => `${lei.toLocaleString('ro-RO')} lei`;

/** 1300 → "1.300 €". */
export const formatEur = (eur: number): string => `${eur.toLocaleString('ro-RO')} €`;

/** The EUR→RON rate is shown with 2 decimals: 4.9763 → "4,98". */
export const formatRate = (rate: number): string => rateFormat.format(rate);

/** A time (Date or ISO text) → "14 martie 2025", the day it is in Iași. */
export const formatDay = (time: Date | string): string => dayFormat.format(new Date(time));
