/**
 * The admin blog over GraphQL (admin only; the gateway's /graphql with the session cookie, the
 * mutations with a CSRF token). The documents are typed from blog-admin.graphql
 * (`pnpm --filter @smarthome/web codegen`). A failure reaches the screen as an ApiError carrying the
 * server's message, else the call's own text ('Failed to save blog').
 *
 * Cache: a saved post replaces the cached one by its id, so an open detail shows it at once. Where
 * it lands in the list (newest first by publication date) only the server knows, so every change
 * also drops the cached pages of the list: a mounted list reads its page again, any other page is
 * read on its next visit.
 */
import type { Edited } from '@/lib/edited-record';
import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import { useShownQuery } from '@/lib/use-shown-query';
import {
  AdminBlogPostDocument,
  AdminBlogPostsDocument,
  CreateBlogPostDocument,
  DeleteBlogPostDocument,
  UpdateBlogPostDocument,
  type AdminBlogPostFieldsFragment,
  type BlogPostInput as GeneratedBlogPostInput,
} from './__generated__/blog-admin';

const f = blogAdminTexts.api;

export type BlogPost = AdminBlogPostFieldsFragment;
/** What the form sends: every field of the input, the optional ones as null when empty. */
export interface BlogPostInput extends GeneratedBlogPostInput {
  tags: string[];
  featured: boolean;
  publishedDate: string | null;
  imageUrl: string | null;
}

/** The admin list shows 10 posts a page. */
export const BLOG_ADMIN_PAGE_SIZE = 10;

/** Every cached page of the list, whatever its arguments. */
const dropListPages = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'blogPosts' });
  cache.gc();
};

/**
 * One page of the list, scheduled posts included, newest first. A visit shows what the cache holds
 * at once and reads the page again behind it; while another page loads the previous one stays on
 * screen. `failure` is set only while there is nothing to show.
 */
export function useBlogPostsPage(page: number) {
  const list = usePagedQuery(AdminBlogPostsDocument, {
    variables: { page, limit: BLOG_ADMIN_PAGE_SIZE },
    select: (data) => data.blogPosts,
    fallback: f.list,
  });
  return {
    posts: list.page?.data,
    totalPages: list.page?.totalPages ?? 0,
    /** True while the page shown is not (yet) the one asked for. */
    stale: list.stale,
    loading: list.loading,
    failure: list.failure,
    reload: list.reload,
  };
}

/**
 * One post by id. `fresh` (the edit form) always reads the stored version; otherwise (the detail)
 * the cached post shows at once and is read again behind it.
 */
export function useBlogPost(
  id: string,
  { fresh = false, fallback = f.fetch }: { fresh?: boolean; fallback?: string } = {},
) {
  const { shown, loading, failure, reload } = useShownQuery(AdminBlogPostDocument, {
    variables: { id },
    fetchPolicy: fresh ? 'network-only' : 'cache-and-network',
    select: (data) => data.blogPost,
    fallback,
  });
  return { post: shown, loading, failure, reload };
}

/**
 * createBlogPost(input), or updateBlogPost(id, input, version) when `existing` is given → the saved
 * post. The version is the one the form was read at: CONFLICT when someone saved the post since.
 */
export function useSaveBlogPost() {
  const options = { update: (cache: ApolloCache) => dropListPages(cache) };
  const create = useApiMutation(CreateBlogPostDocument, f.save, options);
  const update = useApiMutation(UpdateBlogPostDocument, f.save, options);
  return useCallback(
    async (existing: Edited | undefined, input: BlogPostInput): Promise<BlogPost> =>
      existing
        ? (await update({ id: existing.id, version: existing.version, input })).updateBlogPost
        : (await create({ input })).createBlogPost,
    [create, update],
  );
}

/** deleteBlogPost(id); the post then leaves the cache, and the list reads its page again. */
export function useDeleteBlogPost() {
  const remove = useApiMutation(DeleteBlogPostDocument, f.delete, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteBlogPost || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'BlogPost', id: variables.id }) });
      dropListPages(cache);
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}
