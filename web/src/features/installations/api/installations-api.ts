/**
 * The installations over GraphQL (the gateway's /graphql with the session cookie, the mutations with
 * a CSRF token: app/graphql-provider.tsx), typed from installations.graphql. A failure reaches the
 * screen as an ApiError whose text is the server's message, or the call's own fallback ('Failed to
 * fetch installations') when it gives none.
 *
 * Cache: an edit or a new hardware list answers the installation, which replaces the cached one by
 * its id. A new installation belongs at the top of the list, which only the server can order, so a
 * create drops the cached list and its pages; a delete evicts the installation and, as its issues
 * went with it, the cached lists and pages of issues (the list reads its page again).
 */
import { useCallback } from 'react';
import type { FallbackError } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import { useShownQuery } from '@/lib/use-shown-query';
import { installationsTexts } from '@/features/installations/installations-texts';
import {
  CreateInstallationDocument,
  DeleteInstallationDocument,
  InstallationDocument,
  InstallationsPageDocument,
  SetInstallationHardwareDocument,
  UpdateInstallationDocument,
  type HardwareItemInput,
  type InstallationDetailFragment,
  type InstallationInput,
  type InstallationSummaryFragment,
} from './__generated__/installations';

export type InstallationSummary = InstallationSummaryFragment;
export type InstallationDetail = InstallationDetailFragment;

const f = installationsTexts.api;

/**
 * One page of the installations the caller may see, highest id first (`limit` of them), with how
 * many pages there are. A visit shows what the cache holds at once and reads the page again behind
 * it; while another page loads, the previous one stays in view; `failure` is set only while there is
 * nothing to show.
 */
export function useInstallationsPage(page: number, limit: number) {
  const list = usePagedQuery(InstallationsPageDocument, {
    variables: { page, limit },
    select: (data) => data.installationsPage,
    fallback: f.fetchList,
  });
  return {
    installations: list.page?.items,
    totalPages: list.page?.totalPages ?? 0,
    loading: list.loading,
    failure: list.failure,
    reload: list.reload,
  };
}

/** One installation with its customer, hardware and issues. */
export function useInstallation(id: string | undefined, fallback: FallbackError = f.fetchItem) {
  const { shown, loading, failure, reload } = useShownQuery(InstallationDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    select: (data) => data.installation,
    fallback,
  });
  return { installation: shown, loading, failure, reload };
}

/**
 * createInstallation(input), or updateInstallation(id, input, version) when `existing` is given →
 * the saved one. The version is the one the caller holds: CONFLICT when someone changed it since.
 */
export function useSaveInstallation() {
  const create = useApiMutation(CreateInstallationDocument, f.create, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'installations' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'installationsPage' });
      cache.gc();
    },
  });
  const update = useApiMutation(UpdateInstallationDocument, f.update);
  return useCallback(
    async (
      existing: Pick<InstallationDetail, 'id' | 'version'> | undefined,
      input: InstallationInput,
    ): Promise<InstallationDetail> =>
      existing
        ? (await update({ id: existing.id, input, version: existing.version })).updateInstallation
        : (await create({ input })).createInstallation,
    [create, update],
  );
}

/** setInstallationHardware(id, items, version) → the installation with its new list and total. */
export function useSetInstallationHardware() {
  const setHardware = useApiMutation(SetInstallationHardwareDocument, f.hardware);
  return useCallback(
    async (installation: Pick<InstallationDetail, 'id' | 'version'>, items: HardwareItemInput[]) =>
      (await setHardware({ installationId: installation.id, items, version: installation.version }))
        .setInstallationHardware,
    [setHardware],
  );
}

/** deleteInstallation(id); it leaves the cache with its issues, and every list that showed them. */
export function useDeleteInstallation() {
  const remove = useApiMutation(DeleteInstallationDocument, f.delete, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteInstallation || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Installation', id: variables.id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'issues' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'issuesPage' });
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}
