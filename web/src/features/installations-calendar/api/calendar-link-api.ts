/**
 * The caller's secret link to the installations calendar over GraphQL (the gateway's /graphql with
 * the session cookie and a CSRF token: app/graphql-provider.tsx). The link is the feed's address on
 * this site with the new token in its query string: a calendar app cannot send headers.
 */
import { calendarFeedUrl } from '@smarthome/service-kit/contracts/calendar-feed';
import { useCallback } from 'react';
import { installationsCalendarTexts } from '@/features/installations-calendar/installations-calendar-texts';
import { forgetMutationAnswer } from '@/lib/apollo-cache';
import { useApiMutation } from '@/lib/use-api-mutation';
import { ResetCalendarTokenDocument } from './__generated__/calendar-link';

/** resetCalendarToken() → the new link; the previous one stops working at once. */
export function useResetCalendarLink() {
  const reset = useApiMutation(ResetCalendarTokenDocument, installationsCalendarTexts.api.reset, {
    update: (cache) => forgetMutationAnswer(cache, 'resetCalendarToken'),
  });
  return useCallback(async () => {
    const { resetCalendarToken } = await reset({});
    return calendarFeedUrl(window.location.origin, resetCalendarToken.token);
  }, [reset]);
}
