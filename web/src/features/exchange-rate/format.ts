/** How the rate is written on the public site (section 9: shown with 2 decimals), Romanian style. */
const rateFormat = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('ro-RO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Bucharest',
});

/** 4.9763 → "4,98". */
export const formatRate = (rate: number): string => rateFormat.format(rate);

/** An ISO time → "14 martie 2025" (the installer's time zone, wherever the visitor is). */
export const formatRateDay = (iso: string): string => dayFormat.format(new Date(iso));
