/**
 * The blog calls of the home preview: the featured posts (the paged list when none is featured) and
 * the blog's tag counts, which order each card's tags.
 */
import { HOME_POST_COUNT, pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { ApiError, apiRequest, isAbortError } from '@/lib/api-client';
import { isObject } from '@/lib/is-object';
import { listAnswerEntries } from '@/lib/list-answer';
import { blogPreviewTexts } from '../blog-preview-texts';
import type { TagCount } from '../utils/card-tags';

export interface BlogPostSummary {
  id: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  tags: string[];
  /** ISO time. */
  createdAt: string;
}

/** A post of the answer, or null for an entry the card could not show (no id, title or date). */
function readPost(item: unknown): BlogPostSummary | null {
  if (!isObject(item)) return null;
  const { id, title, description, tags, created_at: createdAt } = item;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (typeof title !== 'string' || typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)))
    return null;
  return {
    id: String(id),
    title,
    description: typeof description === 'string' ? description : '',
    tags: Array.isArray(tags)
      ? tags.filter((tag): tag is string => typeof tag === 'string' && tag !== '')
      : [],
    createdAt,
  };
}

/**
 * The posts a card can show of a list answer (a bare array, featured, or `{ data: [...] }`, the
 * paged list), at most the home page's 3; null for an answer of any other shape.
 */
export const previewPostsOf = (body: unknown): BlogPostSummary[] | null =>
  listAnswerEntries(body, readPost, HOME_POST_COUNT);

function readPosts(body: unknown): BlogPostSummary[] {
  const posts = previewPostsOf(body);
  if (!posts) throw new ApiError(blogPreviewTexts.loadFailed, 200);
  return posts;
}

/** GET /blog/featured?limit=3; when no post is featured, GET /blog?page=1&limit=3. */
export async function fetchPreviewPosts(signal?: AbortSignal): Promise<BlogPostSummary[]> {
  const request = { fallbackError: blogPreviewTexts.loadFailed, signal };
  const featured = readPosts(await apiRequest<unknown>(pageRequests.featuredPosts.path, request));
  if (featured.length > 0) return featured;
  return readPosts(await apiRequest<unknown>(pageRequests.latestPosts.path, request));
}

/** The tag counts of an answer of GET /blog/tags; none of an answer of another shape. */
export function tagCountsOf(body: unknown): TagCount[] {
  if (!Array.isArray(body)) return [];
  return body.filter(
    (tag): tag is TagCount => isObject(tag) && typeof tag.name === 'string' && typeof tag.count === 'number',
  );
}

/** GET /blog/tags. A failure is silent: the cards then show their tags in the post's own order. */
export async function fetchTagCounts(signal?: AbortSignal): Promise<TagCount[]> {
  try {
    return tagCountsOf(
      await apiRequest<unknown>(pageRequests.blogTags.path, {
        fallbackError: blogPreviewTexts.loadFailed,
        signal,
      }),
    );
  } catch (error) {
    if (isAbortError(error)) throw error;
    return [];
  }
}
