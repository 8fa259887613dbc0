/**
 * The installations calendar, for a phone's calendar app to subscribe to, and its secret link.
 *
 *   GET  /calendar/installations.ics   → the iCalendar feed (text/calendar) of the installations the
 *                                        caller may see that have a day: a customer's own,
 *                                        installers' and admins' all (the operations service's
 *                                        rule, with the caller's identity); one all-day event each
 *                                        (src/calendar/installations-feed.ts). The caller is a
 *                                        session (cookie or bearer), an API token of any scope, or
 *                                        the secret link `?token=` (a token of scope calendar: a
 *                                        calendar app cannot send headers); 401 otherwise.
 *   POST /calendar/token               → 201 {url, token: {id, name, scope, …}}: a new secret link
 *                                        (signed-in session only, CSRF token with the cookie); the
 *                                        previous link stops working at once.
 *
 * The link's token is accepted in the query string on the feed only (api-tokens/bearer-auth.ts)
 * and is kept out of the logs (log-redaction.ts).
 */
import { calendarFeedUrl, CALENDAR_TOKEN_PARAM } from '@smarthome/service-kit/contracts/calendar-feed';
import { Type } from 'typebox';
import {
  RestCalendarInstallationsDocument,
  RestResetCalendarTokenDocument,
} from '../__generated__/operations.js';
import { installationsCalendar, type FeedSite } from '../calendar/installations-feed.js';
import { RestApiToken, toRestApiToken } from './api-tokens.js';
import type { RestRoutes } from './types.js';

/** What the calendar's routes need to know of the site. */
export interface CalendarRoutesOptions {
  site: FeedSite;
}

const FeedQuery = Type.Object({
  [CALENDAR_TOKEN_PARAM]: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'The secret link’s token (scope calendar), for a calendar app that cannot send headers; accepted on this call only',
    }),
  ),
});

const CalendarText = {
  description:
    'An iCalendar document: one all-day event per installation with a day (installed, else planned), its UID stable per installation',
  content: { 'text/calendar': { schema: Type.String() } },
};

const CalendarLink = Type.Object({
  url: Type.String({ description: 'The feed’s secret link, to add to a calendar app: keep it private' }),
  token: RestApiToken,
});

export const calendarRoutes =
  ({ site }: CalendarRoutesOptions): RestRoutes =>
  (app, { run }) => {
    app.get(
      '/calendar/installations.ics',
      {
        schema: {
          summary: 'The installations calendar (iCalendar) of the installations the caller may see',
          querystring: FeedQuery,
          response: { 200: CalendarText },
        },
      },
      async (request, reply) => {
        const { installations } = await run(request, reply, RestCalendarInstallationsDocument);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline; filename="installations.ics"')
          .type('text/calendar; charset=utf-8')
          .send(installationsCalendar(site, installations));
      },
    );

    app.post(
      '/calendar/token',
      {
        config: { caller: 'signed-in' },
        schema: {
          summary: 'A new secret link to the installations calendar (signed-in session only)',
          description: 'The previous link, if any, stops working at once (401).',
          response: { 201: CalendarLink },
        },
      },
      async (request, reply) => {
        const { resetCalendarToken } = await run(request, reply, RestResetCalendarTokenDocument);
        return reply.code(201).send({
          url: calendarFeedUrl(site.base, resetCalendarToken.token),
          token: toRestApiToken(resetCalendarToken.apiToken),
        });
      },
    );
  };
