/**
 * The copy of an account's data that its owner downloads: the name it is saved under, the same
 * whether the server names it or the browser has to.
 */
import { BUSINESS_TIME_ZONE, calendarDayIn } from './calendar-days.js';

/** The site's name and the day the copy was made, on the installer's calendar ("date" is Romanian for data). */
export function accountExportFileName(madeAt: Date): string {
  return `smarthome-iasi-date-${calendarDayIn(madeAt, BUSINESS_TIME_ZONE)}.json`;
}
