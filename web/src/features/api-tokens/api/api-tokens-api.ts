/**
 * The signed-in user's personal API tokens over GraphQL (the gateway's /graphql with the session
 * cookie, the mutations with a CSRF token: app/graphql-provider.tsx). The documents are typed from
 * api-tokens.graphql (`pnpm --filter @smarthome/web codegen`). A failure reaches the screen as an
 * ApiError carrying the call's own text, which goes to the console; the screen picks what to show
 * from it (api-token-rules.ts).
 *
 * The list is the Apollo cache's: a created token is put at its head (the list is newest first) and a
 * revoked one is evicted (the server deletes it), so the list is not read again after a change.
 */
import { useCallback } from 'react';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import { forgetMutationAnswer, putFirstInList } from '@/lib/apollo-cache';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useShownQuery } from '@/lib/use-shown-query';
import {
  CreateApiTokenDocument,
  MyApiTokensDocument,
  RevokeApiTokenDocument,
  type CreateApiTokenInput,
} from './__generated__/api-tokens';

const f = apiTokensTexts.api;

/**
 * The caller's tokens, newest first. A visit shows what the cache holds at once and reads the list
 * again behind it, so a token's "last used" is fresh; `failure` is set only while there is no list.
 */
export function useMyApiTokens() {
  const { shown, loading, failure, reload } = useShownQuery(MyApiTokensDocument, {
    select: (data) => data.myApiTokens,
    fallback: f.fetch,
    notifyOnNetworkStatusChange: true,
  });
  return { tokens: shown, loading, failure, reload };
}

/** createApiToken(input) → the secret (shown once, never cached in the list) and the new token. */
export function useCreateApiToken() {
  const create = useApiMutation(CreateApiTokenDocument, f.create, {
    update(cache, { data }) {
      forgetMutationAnswer(cache, 'createApiToken');
      const created = data?.createApiToken.apiToken;
      if (created) putFirstInList(cache, 'myApiTokens', { __typename: 'ApiToken', id: created.id });
    },
  });
  return useCallback(
    async (input: CreateApiTokenInput) => (await create({ input })).createApiToken,
    [create],
  );
}

/** revokeApiToken(id); the token then leaves the cache, and with it the list. */
export function useRevokeApiToken() {
  const revoke = useApiMutation(RevokeApiTokenDocument, f.revoke, {
    update(cache, { data }, { variables }) {
      if (!data?.revokeApiToken || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'ApiToken', id: String(variables.id) }) });
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await revoke({ id })), [revoke]);
}
