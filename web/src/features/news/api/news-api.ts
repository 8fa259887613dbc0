/**
 * The news calls of the REST facade (/api/v0/news), read by the public list and article pages.
 * Answers are checked and turned into the app's camelCase NewsItem; a wrong shape is reported like
 * a failed call, so a page shows its error state instead of breaking.
 */
import {
  pageRequests,
  type RestNewsItem,
  type RestNewsList,
  type RestTagCount,
} from '@smarthome/service-kit/contracts/page-data';
import { ApiError, apiRequest } from '@/lib/api-client';
import { isObject } from '@/lib/is-object';

export interface NewsItem {
  id: string;
  title: string;
  /** The title as written in the article's address: /news/{id}/{slug}. */
  slug: string;
  /** Plain text; each line is a paragraph. */
  description: string;
  tags: string[];
  /** ISO date-time. */
  createdAt: string;
  updatedAt: string;
}

export interface NewsPage {
  items: NewsItem[];
  /** How many pages the whole list has at the limit asked for (0 when it is empty). */
  pages: number;
}

export interface NewsTag {
  name: string;
  count: number;
}

/** The call-level texts (English, like the other calls' fallbacks; the pages show their own). */
export const newsCallErrors = {
  list: (status: number) => `Failed to load news (${status})`,
  tags: (status: number) => `Failed to load news tags (${status})`,
  /** A 404 without a text of its own still reads as the server's 'News item not found'. */
  item: (status: number) => (status === 404 ? 'News item not found' : `Failed to load news item (${status})`),
} as const;

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** An item as the facade answers it (and the gateway writes it into its page), as the app's. */
export function toNewsItem(item: RestNewsItem): NewsItem {
  return {
    id: item.id,
    title: item.title,
    slug: item.slug,
    description: item.description,
    tags: item.tags,
    createdAt: item.created_at,
    updatedAt: item.updated_at,
  };
}

/** A page of the list as the facade answers it (and the gateway writes it into its page), as the app's. */
export function toNewsPage(list: RestNewsList): NewsPage {
  return { items: list.data.map(toNewsItem), pages: Math.max(0, list.pages) };
}

/** The tags of the filter: a tag without a name is none. */
export function toNewsTags(tags: readonly RestTagCount[]): NewsTag[] {
  return tags.filter((tag) => tag.name !== '');
}

/** An item of an answer read from the network, or null when it is not one. */
export function readNewsItem(value: unknown): NewsItem | null {
  if (!isObject(value)) return null;
  const id = text(value.id);
  const title = text(value.title);
  const createdAt = text(value.created_at);
  if (!id || title === null || !createdAt) return null;
  return {
    id,
    title,
    slug: text(value.slug) ?? '',
    description: text(value.description) ?? '',
    tags: Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    createdAt,
    updatedAt: text(value.updated_at) ?? createdAt,
  };
}

export interface NewsQuery {
  page: number;
  limit: number;
  tag?: string | null;
}

/** A page of the list read from the network, or null when the answer is not one. */
export function readNewsPage(body: unknown): NewsPage | null {
  if (!isObject(body) || !Array.isArray(body.data)) return null;
  const items = body.data.map(readNewsItem);
  if (items.some((item) => item === null)) return null;
  const pages = typeof body.pages === 'number' && Number.isFinite(body.pages) ? Math.max(0, body.pages) : 1;
  return { items: items as NewsItem[], pages };
}

/** GET /news?page&limit[&tag]: one page, newest first. */
export async function getNewsPage(query: NewsQuery, signal?: AbortSignal): Promise<NewsPage> {
  const body = await apiRequest<unknown>(pageRequests.newsList(query).path, {
    fallbackError: newsCallErrors.list,
    signal,
  });
  const page = readNewsPage(body);
  if (!page) throw new ApiError(newsCallErrors.list(200), 200);
  return page;
}

/** The tags of an answer read from the network; rows that are not tags are left out. */
export function readNewsTags(body: unknown): NewsTag[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((row: unknown) =>
    isObject(row) && typeof row.name === 'string' && row.name !== ''
      ? [{ name: row.name, count: typeof row.count === 'number' ? row.count : 0 }]
      : [],
  );
}

/** GET /news/tags: every tag with how many items carry it, most used first. */
export async function getNewsTags(signal?: AbortSignal): Promise<NewsTag[]> {
  const body = await apiRequest<unknown>(pageRequests.newsTags.path, {
    fallbackError: newsCallErrors.tags,
    signal,
  });
  const tags = readNewsTags(body);
  if (!tags) throw new ApiError(newsCallErrors.tags(200), 200);
  return tags;
}

/** GET /news/{id}: one item; an unknown id is a 404 ApiError ('News item not found'). */
export async function getNewsItem(id: string, signal?: AbortSignal): Promise<NewsItem> {
  const body = await apiRequest<unknown>(pageRequests.newsItem(id).path, {
    fallbackError: newsCallErrors.item,
    signal,
  });
  const item = readNewsItem(body);
  if (!item) throw new ApiError(newsCallErrors.item(200), 200);
  return item;
}
