import { apiRequest } from '@/lib/api-client';

/** A blog post as the REST facade answers it (snake_case, like every answer of /api/v0). */
export interface BlogPost {
  id: string;
  title: string;
  /** The title as an address segment: /blog/{id}/{slug}. */
  slug: string;
  /** The post's HTML, sanitised by the server (no script, style or event handler survives). */
  description: string;
  /** The first 200 characters of the plain text, with '...' when cut. */
  excerpt: string;
  /** Minutes: words / 200, rounded up. */
  reading_time: number;
  tags: string[];
  featured: boolean;
  /** ISO time of publication, or null when the post was published at creation. */
  published_date: string | null;
  scheduled: boolean;
  image_url: string | null;
  /** The post's own image, else its first inline image, else null (the site's default share image). */
  share_image_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlogPage {
  data: BlogPost[];
  totalPages: number;
}

export interface TagCount {
  name: string;
  count: number;
}

/** Posts per page of the public list. */
export const BLOG_PAGE_SIZE = 6;
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
  const body = await apiRequest<unknown>(blogPageRequest(page, tag), {
    fallbackError: BLOG_LIST_ERROR,
    signal,
  });
  return readBlogPage(body);
}

/** The address of one page of the list, under /api/v0. */
export function blogPageRequest(page: number, tag: string | null): string {
  const query = new URLSearchParams({ page: String(page), limit: String(BLOG_PAGE_SIZE) });
  if (tag) query.set('tag', tag);
  return `/blog?${query}`;
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
  return apiRequest<BlogPost>(`/blog/${encodeURIComponent(id)}`, { fallbackError: BLOG_POST_ERROR, signal });
}

/** GET /blog/tags: the most used tags with their counts, highest first. */
export async function fetchBlogTags(signal?: AbortSignal): Promise<TagCount[]> {
  return readBlogTags(
    await apiRequest<unknown>(BLOG_TAGS_REQUEST, { fallbackError: BLOG_TAGS_ERROR, signal }),
  );
}

export const BLOG_TAGS_REQUEST = '/blog/tags';

/** The tags of an answer, the most used first, at most ten. */
export function readBlogTags(body: unknown): TagCount[] {
  if (!Array.isArray(body)) return [];
  return (body as TagCount[])
    .filter((tag) => typeof tag?.name === 'string' && typeof tag.count === 'number')
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_TAG_COUNT);
}
