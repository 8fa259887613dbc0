/**
 * One answer a dashboard screen shows (a record by its id, the caller's tokens), read through Apollo
 * Client on its typed document: what the cache holds shows at once and is read again behind it.
 */
import type { OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import type { FallbackError } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';
import { useReload } from '@/lib/use-paged-query';

export interface ShownQueryOptions<TData, TVariables, TShown> {
  variables?: TVariables;
  /** Nothing is read meanwhile (no id yet). */
  skip?: boolean;
  /** What the screen shows of the answer (`(data) => data.issue`). */
  select: (data: TData) => TShown;
  /** The failure's text when the server gives none ('Failed to fetch issue'). */
  fallback: FallbackError;
  /** 'network-only' for a form that must start from the stored version. */
  fetchPolicy?: WatchQueryFetchPolicy;
  /** Whether a reload's reading is told (as `loading`); Apollo Client's default when left out. */
  notifyOnNetworkStatusChange?: boolean;
  /**
   * Read again every `everyMs` while what is shown is still moving (`while`: a delivery pending),
   * and no more once it has settled.
   */
  poll?: { everyMs: number; while: (shown: TShown) => boolean };
}

/** The part of useQuery read here, in one shape whatever the document's variables. */
type ShownUseQuery<TData, TVariables> = (
  document: TypedDocumentNode<TData, TVariables>,
  options: {
    variables?: TVariables;
    skip?: boolean;
    fetchPolicy: WatchQueryFetchPolicy;
    notifyOnNetworkStatusChange?: boolean;
  },
) => {
  data?: TData;
  error?: unknown;
  loading: boolean;
  refetch: () => Promise<unknown>;
  startPolling: (everyMs: number) => void;
  stopPolling: () => void;
};

export function useShownQuery<TData, TVariables extends OperationVariables, TShown>(
  document: TypedDocumentNode<TData, TVariables>,
  options: ShownQueryOptions<TData, TVariables, TShown>,
) {
  const {
    variables,
    skip,
    select,
    fallback,
    fetchPolicy = 'cache-and-network',
    notifyOnNetworkStatusChange,
    poll,
  } = options;
  const query = useQuery as unknown as ShownUseQuery<TData, TVariables>;
  const { data, error, loading, refetch, startPolling, stopPolling } = query(document, {
    variables,
    skip,
    fetchPolicy,
    ...(notifyOnNetworkStatusChange === undefined ? {} : { notifyOnNetworkStatusChange }),
  });
  const shown = data === undefined ? undefined : select(data);
  const failure = useMemo(() => (error ? toApiError(error, fallback) : undefined), [error, fallback]);
  const reload = useReload(refetch);
  const polling = poll !== undefined && shown !== undefined && poll.while(shown);
  const pollEveryMs = poll?.everyMs;
  useEffect(() => {
    if (!polling || pollEveryMs === undefined) return;
    startPolling(pollEveryMs);
    return () => stopPolling();
  }, [polling, pollEveryMs, startPolling, stopPolling]);
  return {
    /** What the screen shows, once read (from the cache or the server). */
    shown,
    /** Nothing to show yet, and it is on its way. */
    loading: loading && !shown,
    /** Set only while there is nothing to show. */
    failure: shown ? undefined : failure,
    /** Reads it again; never rejects (the outcome shows in `shown` and `failure`). */
    reload,
  };
}
