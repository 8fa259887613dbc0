/**
 * The assistant's token usage over GraphQL (admin only; the gateway's /graphql with the session
 * cookie), typed from token-usage.graphql. A failure reaches the screen as an ApiError carrying the
 * server's message, or the call's own text with the status ('Failed to fetch token usage stats (503)'),
 * which goes to the console; the screen picks what to show (token-usage-view.tsx).
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { DayRange } from '@/features/token-usage/utils/date-range';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';
import { toApiError } from '@/lib/graphql-errors';
import { useReload } from '@/lib/use-paged-query';
import { TokenUsageDocument, type TokenUsageQuery } from './__generated__/token-usage';

export type TokenUsage = TokenUsageQuery;
export type TokenUsageStats = TokenUsageQuery['tokenUsageStats'];
export type TokenUsageByModel = TokenUsageQuery['tokenUsageByModel'][number];

/**
 * Stats, daily rows and model rows of one range. A range seen before shows from the cache at once
 * and is read again behind it (today's figures grow while the screen is open); another range shows
 * nothing of the previous one while it loads. `failure` is set only while there is nothing to show.
 */
export function useTokenUsage(range: DayRange) {
  const { data, error, loading, refetch } = useQuery(TokenUsageDocument, {
    variables: range,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const failure = useMemo(() => (error ? toApiError(error, tokenUsageTexts.api.fetch) : undefined), [error]);
  // The outcome shows in `usage` and `failure`; the promise would only repeat it.
  const reload = useReload(refetch);
  return {
    usage: data,
    /** Nothing to show yet. */
    loading: loading && !data,
    /** Reading again what is on screen (Apply with the same days). */
    refreshing: loading && data !== undefined,
    failure: data ? undefined : failure,
    reload,
  };
}
