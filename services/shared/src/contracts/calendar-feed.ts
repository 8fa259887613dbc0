/**
 * The installations calendar feed: an iCalendar document a phone's calendar subscribes to. A
 * calendar app cannot send headers, so its secret link carries a personal API token of scope
 * `calendar` in the query string; the gateway accepts a token there on this path only.
 */

/** Where the gateway serves the feed. */
export const CALENDAR_FEED_PATH = '/api/v0/calendar/installations.ics';

/** The query parameter of the secret link that holds the token. */
export const CALENDAR_TOKEN_PARAM = 'token';

/** The feed's secret link on a site: `origin` is the site's address, without a trailing slash. */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin}${CALENDAR_FEED_PATH}?${CALENDAR_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
