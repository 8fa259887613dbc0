/**
 * The news admin over GraphQL (the gateway's /graphql with the session cookie, the mutations with a
 * CSRF token: app/graphql-provider.tsx). The documents are typed from news-admin.graphql
 * (`pnpm --filter @smarthome/web codegen`). A failure reaches the screen as an ApiError whose text is
 * the server's message, or the call's own fallback ('Failed to save news') when it gives none.
 *
 * Cache: an update answers the whole item, which replaces the cached one by its id. A new item
 * belongs at the top of the first page, which only the server can tell, so a create drops the cached
 * pages and the list reads them again. A delete evicts the item and the list reloads its page.
 */
import type { Edited } from '@/lib/edited-record';
import { useCallback } from 'react';
import type { FallbackError } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import { useShownQuery } from '@/lib/use-shown-query';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { NEWS_PAGE_SIZE, type NewsFormValues } from '@/features/news-admin/utils/news-rules';
import {
  AdminNewsItemDocument,
  AdminNewsListDocument,
  CreateNewsDocument,
  DeleteNewsDocument,
  UpdateNewsDocument,
  type AdminNewsFragment,
} from './__generated__/news-admin';

export type NewsItem = AdminNewsFragment;

const f = newsTexts.api;

/**
 * One page of the list, newest first. A visit shows what the cache holds at once and reads the page
 * again behind it; while another page loads, the previous one stays in view. `failure` is set only
 * while there is nothing to show.
 */
export function useNewsPage(page: number) {
  const list = usePagedQuery(AdminNewsListDocument, {
    variables: { page, limit: NEWS_PAGE_SIZE },
    select: (data) => data.news,
    fallback: f.fetchList,
  });
  return {
    items: list.page?.data,
    totalPages: list.page?.pages ?? 0,
    /** The page asked for is on its way (nothing, or another page, is shown meanwhile). */
    loading: list.pending,
    failure: list.failure,
    reload: list.reload,
  };
}

/** One item, for the detail (`fallback` 'Failed to fetch news item') or the edit form ('… news data'). */
export function useNewsItem(id: string | undefined, fallback: FallbackError) {
  const { shown, loading, failure, reload } = useShownQuery(AdminNewsItemDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    select: (data) => data.newsItem,
    fallback,
  });
  return { item: shown, loading, failure, reload };
}

/**
 * createNews(input), or updateNews(id, input, version) when `existing` is given → the saved item.
 * The version is the one the form was read at: CONFLICT when someone saved the item since.
 */
export function useSaveNews() {
  const create = useApiMutation(CreateNewsDocument, f.save, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'news' });
      cache.gc();
    },
  });
  const update = useApiMutation(UpdateNewsDocument, f.save);
  return useCallback(
    async (existing: Edited | undefined, input: NewsFormValues): Promise<NewsItem> =>
      existing
        ? (await update({ id: existing.id, version: existing.version, input })).updateNews
        : (await create({ input })).createNews,
    [create, update],
  );
}

/** deleteNews(id); the item then leaves the cache, and with it every list that showed it. */
export function useDeleteNews() {
  const remove = useApiMutation(DeleteNewsDocument, f.delete, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteNews || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'News', id: variables.id }) });
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}
