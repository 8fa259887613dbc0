/**
 * The blueprint library over GraphQL (installers and admins; the gateway's /graphql with the session
 * cookie, the mutations with a CSRF token), typed from blueprints.graphql. A failure reaches the
 * screen as an ApiError whose text is the server's message, or the call's own fallback ('Failed to
 * fetch blueprints') when it gives none.
 *
 * Cache: an update answers the whole blueprint, which replaces the cached one by its id. A new
 * blueprint (or a new tag) changes the pages and the tag list, which only the server can tell, so a
 * create or an update drops them and they are read again; a delete evicts the blueprint, and the
 * list reloads its page.
 */
import type { Edited } from '@/lib/edited-record';
import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FallbackError } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import { useShownQuery } from '@/lib/use-shown-query';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import { BLUEPRINTS_PAGE_SIZE, type BlueprintFormValues } from '@/features/blueprints/utils/blueprint-rules';
import {
  BlueprintDocument,
  BlueprintTagsDocument,
  BlueprintsDocument,
  CreateBlueprintDocument,
  DeleteBlueprintDocument,
  UpdateBlueprintDocument,
  type StaffBlueprintFragment,
} from './__generated__/blueprints';

export type Blueprint = StaffBlueprintFragment;

const f = blueprintsTexts.api;

const dropListsAndTags = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'blueprints' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'blueprintTags' });
  cache.gc();
};

/**
 * One page of the list, newest first, of one tag or all (''). While another page loads, the
 * previous one stays in view; `failure` is set only while there is nothing to show.
 */
export function useBlueprintsPage(page: number, tag: string) {
  const list = usePagedQuery(BlueprintsDocument, {
    variables: { page, limit: BLUEPRINTS_PAGE_SIZE, tag: tag || null },
    select: (data) => data.blueprints,
    fallback: f.fetchList,
  });
  return {
    blueprints: list.page?.data,
    totalPages: list.page?.totalPages ?? 0,
    loading: list.pending,
    failure: list.failure,
    reload: list.reload,
  };
}

/** Every tag in use, alphabetically (the filter and the form's suggestions); empty until known. */
export function useBlueprintTags(): readonly string[] {
  const { data } = useQuery(BlueprintTagsDocument, { fetchPolicy: 'cache-and-network' });
  return data?.blueprintTags ?? [];
}

/** One blueprint, for the detail (`fallback` 'Failed to fetch blueprint') or the edit form. */
export function useBlueprint(id: string | undefined, fallback: FallbackError) {
  const { shown, loading, failure, reload } = useShownQuery(BlueprintDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    select: (data) => data.blueprint,
    fallback,
  });
  return { blueprint: shown, loading, failure, reload };
}

/**
 * createBlueprint(input), or updateBlueprint(id, input, version) when `existing` is given → the saved
 * blueprint. The version is the one the form was read at: CONFLICT when someone saved it since.
 */
export function useSaveBlueprint() {
  const create = useApiMutation(CreateBlueprintDocument, f.save, { update: dropListsAndTags });
  const update = useApiMutation(UpdateBlueprintDocument, f.save, { update: dropListsAndTags });
  return useCallback(
    async (existing: Edited | undefined, input: BlueprintFormValues): Promise<Blueprint> =>
      existing
        ? (await update({ id: existing.id, version: existing.version, input })).updateBlueprint
        : (await create({ input })).createBlueprint,
    [create, update],
  );
}

/** deleteBlueprint(id); it leaves the cache, and with it every list that showed it. */
export function useDeleteBlueprint() {
  const remove = useApiMutation(DeleteBlueprintDocument, f.delete, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteBlueprint || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Blueprint', id: variables.id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'blueprintTags' });
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}
