/**
 * The installations calendar as iCalendar text: one all-day event per installation that has a
 * day, for the calendar app on a phone that subscribes to the secret link.
 *
 * The texts are Romanian: the feed lands in the customers' own calendars, beside their other
 * events, and they (like the site and the installers) speak Romanian; the dashboard's English is
 * for a screen the staff also read in a browser, not for a phone's agenda.
 */
import { INSTALLATION_STATUS_LABELS, packageTitleOf, type InstallationStatusId } from '@smarthome/catalog';
import { BUSINESS_TIME_ZONE, calendarDayIn } from '@smarthome/service-kit/contracts';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';

/** What the feed reads of an installation (the gateway's RestCalendarInstallations operation). */
export interface CalendarInstallation {
  id: string;
  name: string;
  address: string;
  package: string;
  status: string;
  /** A calendar day, `2027-02-01`. */
  plannedInstallationDate: string | null;
  /** An instant (ISO 8601). */
  installationDate: string | null;
  /** An instant (ISO 8601): each change makes a phone replace the event. */
  updatedAt: string;
}

export interface FeedSite {
  /** PUBLIC_BASE_URL, without a trailing slash: where the dashboard's pages are. */
  base: string;
}

/** How often a calendar app is asked to fetch the feed again. */
const REFRESH_SECONDS = 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The installation's day in the calendar: the day it was installed when that is known (its
 * instant's day in the business's time zone, where the installers work), else the planned day.
 * What happened outranks what was planned; null when it has neither.
 */
export function installationDay(installation: CalendarInstallation): string | null {
  if (installation.installationDate) {
    return calendarDayIn(new Date(installation.installationDate), BUSINESS_TIME_ZONE);
  }
  return installation.plannedInstallationDate;
}

/** The dashboard's page of the installation. */
export const installationPageUrl = (site: FeedSite, id: string) =>
  `${site.base}/dashboard/installations/${id}`;

/** The iCalendar document of the installations that have a day. */
export function installationsCalendar(site: FeedSite, installations: CalendarInstallation[]): string {
  const host = new URL(site.base).hostname;
  const calendar = new ICalCalendar({
    name: 'Instalări Smart Home Iași',
    prodId: { company: 'Smart Home Iași', product: 'installations', language: 'RO' },
    ttl: REFRESH_SECONDS,
  });
  for (const installation of installations) {
    const day = installationDay(installation);
    if (!day) continue;
    // An all-day event is its day alone, the same in every time zone: written as a DATE, from
    // midnight UTC (ical-generator writes a Date's UTC day when the calendar has no time zone).
    const start = new Date(`${day}T00:00:00Z`);
    const updatedAt = new Date(installation.updatedAt);
    const url = installationPageUrl(site, installation.id);
    const status =
      INSTALLATION_STATUS_LABELS[installation.status as InstallationStatusId] ?? installation.status;
    const when = installation.installationDate ? 'Instalată în această zi' : 'Zi planificată';
    calendar.createEvent({
      // Stable per installation, whatever changes: a phone updates the event it already has.
      id: `installation-${installation.id}@${host}`,
      allDay: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
      summary: `Instalare: ${installation.name} (${packageTitleOf(installation.package)})`,
      location: installation.address,
      url,
      description: `${when}. Stare: ${status}.\n${url}`,
      // Done or under way is certain; a day only planned may still move.
      status: installation.installationDate ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      stamp: updatedAt,
      lastModified: updatedAt,
      // Whole seconds of the last change: it grows with every change, as SEQUENCE must.
      sequence: Math.floor(updatedAt.getTime() / 1000),
    });
  }
  return calendar.toString();
}
