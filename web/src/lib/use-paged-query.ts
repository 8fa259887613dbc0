/**
 * One page of a dashboard list, read through Apollo Client on its typed document. A visit shows what
 * the cache holds at once and reads the page again behind it, so changes made elsewhere appear;
 * while another page loads, the previous one stays in view. A write that changes the list either
 * fixes the cache itself or calls `reload`.
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import type { FallbackError } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';

export interface PagedQueryOptions<TData, TVariables, TPage> {
  /** The page asked for: its number and size, and any filter. */
  variables: TVariables;
  /**
   * The page within the answer (`(data) => data.usersPage`): a part of it, not a new object, so that
   * it keeps its identity from one render to the next.
   */
  select: (data: TData) => TPage;
  /** The failure's text when the server gives none ('Failed to fetch users'). */
  fallback: FallbackError;
}

/** The part of useQuery a paged list reads, in one shape whatever the document's variables. */
type PagedUseQuery<TData, TVariables> = (
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables: TVariables; fetchPolicy: 'cache-and-network'; notifyOnNetworkStatusChange: true },
) => {
  data?: TData;
  previousData?: TData;
  error?: unknown;
  loading: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * A query's `refetch` as a reload that never rejects: the outcome shows in the query's data and
 * error, and the promise only tells when it is there.
 */
export function useReload(refetch: () => Promise<unknown>): () => Promise<void> {
  return useCallback(
    () =>
      refetch().then(
        () => undefined,
        () => undefined,
      ),
    [refetch],
  );
}

export function usePagedQuery<TData, TVariables extends OperationVariables, TPage>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, select, fallback }: PagedQueryOptions<TData, TVariables, TPage>,
) {
  const query = useQuery as unknown as PagedUseQuery<TData, TVariables>;
  const { data, previousData, error, loading, refetch } = query(document, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const current = data === undefined ? undefined : select(data);
  const previous = previousData === undefined ? undefined : select(previousData);
  const shown = current ?? previous;
  const failure = useMemo(() => (error ? toApiError(error, fallback) : undefined), [error, fallback]);
  const reload = useReload(refetch);
  return {
    /** The page shown: the one asked for, or the previous one while that is on its way. */
    page: shown,
    /** The page asked for, once it is read (from the cache or the server). */
    current,
    /** Nothing to show yet: the first page is on its way. */
    loading: loading && shown === undefined,
    /** The page asked for is on its way, whether nothing or the previous page is shown meanwhile. */
    pending: loading && current === undefined,
    /** The page shown is the previous one: the one asked for is on its way or could not be read. */
    stale: current === undefined && previous !== undefined,
    /** Set only while there is nothing to show. */
    failure: shown === undefined ? failure : undefined,
    /** Reads the page again (after a write the cache cannot follow, or on "Try again"); never rejects. */
    reload,
  };
}
