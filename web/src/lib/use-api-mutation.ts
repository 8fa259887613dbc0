/**
 * A GraphQL mutation as a call, like the REST calls of api-client.ts: it resolves with the answer's
 * data or throws an ApiError (lib/graphql-errors.ts) carrying the call's own fallback text. Screens
 * keep their try/catch shape and their rules for what to say, whichever transport a call uses.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FallbackError } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';

type Variables = Record<string, unknown>;

/** What one call adds: the answer expected, shown at once and rolled back if the server refuses. */
export interface ApiMutationCall<TData> {
  optimisticResponse?: TData;
}

export function useApiMutation<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  fallbackError: FallbackError,
  /** Cache changes the answer alone does not make (a deleted entity leaving the cache). */
  options?: Pick<useMutation.Options<TData, TVariables>, 'update'>,
): (variables: TVariables, call?: ApiMutationCall<TData>) => Promise<TData> {
  const [mutate] = useMutation(document, options);
  // The generic signature of mutate depends on whether the variables are optional: one shape here.
  const run = mutate as unknown as (
    options: { variables: TVariables } & ApiMutationCall<TData>,
  ) => Promise<{ data?: TData | null }>;
  return useCallback(
    async (variables: TVariables, call?: ApiMutationCall<TData>) => {
      try {
        const { data } = await run({ variables, ...call });
        if (data == null) throw new Error('The mutation answered no data');
        return data;
      } catch (caught) {
        throw toApiError(caught, fallbackError);
      }
    },
    [run, fallbackError],
  );
}
