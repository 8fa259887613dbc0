import {
  pageRequests,
  type RestBlogList,
  type RestBlogPost,
  type RestTagCount,
} from '@smarthome/service-kit/contracts/page-data';
import { apiRequest } from '@/lib/api-client';

/**
 * A blog post as the REST facade answers it (snake_case, like every answer of /api/v0): the type the
 * gateway writes a post's page with, too.
 */
export type BlogPost = RestBlogPost;
export type BlogPage = RestBlogList;
export type TagCount = RestTagCount;

/** Posts per page of the public list. */
export { BLOG_PAGE_SIZE } from '@smarthome/service-kit/contracts/page-data';
/** Tags shown by the list: the most used, by count (the server answers these ten). */
export const TOP_TAG_COUNT = 10;

/** The call-level failures, the texts the screens show. */
export const BLOG_LIST_ERROR = 'Failed to load blog posts';
export const BLOG_POST_ERROR = 'Failed to load the blog post. It may have been removed or is unavailable.';
const BLOG_TAGS_ERROR = 'Failed to load blog tags';

/** GET /blog?page&limit[&tag]: one page of published posts, newest first. */
export async function fetchBlogPage(
  page: number,
  tag: string | null,
  signal?: AbortSignal,
): Promise<BlogPage> {
  const body = await apiRequest<unknown>(pageRequests.blogList(page, tag).path, {
    fallbackError: BLOG_LIST_ERROR,
    signal,
  });
  return readBlogPage(body);
}

export function readBlogPage(body: unknown): BlogPage {
  const { data, totalPages } = (body ?? {}) as Partial<BlogPage>;
  return {
    data: Array.isArray(data) ? data : [],
    totalPages: typeof totalPages === 'number' ? totalPages : 0,
  };
}

/** GET /blog/{id}: 404 'Blog post not found' for a post that does not exist or is not published yet. */
export function fetchBlogPost(id: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiRequest<BlogPost>(pageRequests.blogPost(id).path, { fallbackError: BLOG_POST_ERROR, signal });
}

/** GET /blog/tags: the most used tags with their counts, highest first. */
export async function fetchBlogTags(signal?: AbortSignal): Promise<TagCount[]> {
  return readBlogTags(
    await apiRequest<unknown>(pageRequests.blogTags.path, { fallbackError: BLOG_TAGS_ERROR, signal }),
  );
}

/** The tags the list shows: the most used first, at most ten. */
export function topTags(tags: readonly TagCount[]): TagCount[] {
  return [...tags].sort((a, b) => b.count - a.count).slice(0, TOP_TAG_COUNT);
}

/** The tags of an answer read from the network, the most used first, at most ten. */
export function readBlogTags(body: unknown): TagCount[] {
  if (!Array.isArray(body)) return [];
  return topTags(
    (body as TagCount[]).filter((tag) => typeof tag?.name === 'string' && typeof tag.count === 'number'),
  );
}
