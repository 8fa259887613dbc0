/**
 * The signed-in user's second factor over GraphQL (the gateway's /graphql with the session cookie, the
 * mutations with a CSRF token: app/graphql-provider.tsx), typed from security.graphql. A failure
 * reaches the screen as an ApiError carrying the server's words or the call's own text.
 *
 * The status is the cache's root field mySecondFactor; each mutation writes what it changed into it,
 * so the screen follows without asking again. The secret and the recovery codes stay in the answers
 * the screen gets: they are evicted from the cache the moment they arrive.
 */
import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { securityTexts } from '@/features/security/security-texts';
import { forgetMutationAnswer } from '@/lib/apollo-cache';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useShownQuery } from '@/lib/use-shown-query';
import {
  ConfirmTotpSetupDocument,
  DisableTotpDocument,
  MySecondFactorDocument,
  RegenerateRecoveryCodesDocument,
  StartTotpSetupDocument,
  type SecondFactorStatusFieldsFragment,
} from './__generated__/security';

export type SecondFactorStatus = SecondFactorStatusFieldsFragment;

const e = securityTexts.errors;

/** The caller's second factor; `failure` is set only while there is no status to show. */
export function useMySecondFactor() {
  const { shown, loading, failure, reload } = useShownQuery(MySecondFactorDocument, {
    select: (data) => data.mySecondFactor ?? undefined,
    fallback: e.load,
    notifyOnNetworkStatusChange: true,
  });
  return { status: shown, loading, failure, reload };
}

/** Puts the status a mutation has made into the cache, and drops the mutation's secret answer from it. */
function settle(
  cache: ApolloCache,
  fieldName: string,
  change: (current: SecondFactorStatus) => SecondFactorStatus,
) {
  forgetMutationAnswer(cache, fieldName);
  cache.updateQuery({ query: MySecondFactorDocument }, (data) =>
    data?.mySecondFactor ? { mySecondFactor: change(data.mySecondFactor) } : data,
  );
}

/** startTotpSetup → the new secret and its QR code (nothing is on until confirmTotpSetup). */
export function useStartTotpSetup() {
  const start = useApiMutation(StartTotpSetupDocument, e.start, {
    update: (cache) => forgetMutationAnswer(cache, 'startTotpSetup'),
  });
  return useCallback(async () => (await start({})).startTotpSetup, [start]);
}

/** confirmTotpSetup(code) → the 10 recovery codes; the status says on. */
export function useConfirmTotpSetup() {
  const confirm = useApiMutation(ConfirmTotpSetupDocument, e.confirm, {
    update: (cache, { data }) =>
      settle(cache, 'confirmTotpSetup', (current) => ({
        ...current,
        totp: true,
        recoveryCodesLeft: data?.confirmTotpSetup.recoveryCodes.length ?? current.recoveryCodesLeft,
      })),
  });
  return useCallback(
    async (code: string) => (await confirm({ code })).confirmTotpSetup.recoveryCodes,
    [confirm],
  );
}

/** disableTotp(password, code); the status says off, with no recovery codes. */
export function useDisableTotp() {
  const disable = useApiMutation(DisableTotpDocument, e.disable, {
    update: (cache) =>
      settle(cache, 'disableTotp', (current) => ({ ...current, totp: false, recoveryCodesLeft: 0 })),
  });
  return useCallback(
    async (password: string, code: string) => void (await disable({ password, code })),
    [disable],
  );
}

/** regenerateRecoveryCodes(password, code) → 10 new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const regenerate = useApiMutation(RegenerateRecoveryCodesDocument, e.regenerate, {
    update: (cache, { data }) =>
      settle(cache, 'regenerateRecoveryCodes', (current) => ({
        ...current,
        recoveryCodesLeft: data?.regenerateRecoveryCodes.recoveryCodes.length ?? current.recoveryCodesLeft,
      })),
  });
  return useCallback(
    async (password: string, code: string) =>
      (await regenerate({ password, code })).regenerateRecoveryCodes.recoveryCodes,
    [regenerate],
  );
}
