import { paths } from '@/lib/paths';
import type { NewsItem } from './api/news-api';

/** What the list shows, as kept in its address: /news, /news?page=2, /news?tag=zigbee. */
export interface NewsListQuery {
  /** 1-based; always 1 while a tag is chosen (a tag's items are shown on one page). */
  page: number;
  tag: string | null;
}

/** The list's address for a page or a tag; page 1 and "all tags" leave their parameter out. */
export function newsListPath({ page = 1, tag = null }: Partial<NewsListQuery> = {}): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  else if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${paths.news}?${search}` : paths.news;
}

/** The list's query from its address; a page that is not a whole number from 1 up reads as 1. */
export function readNewsListQuery(params: URLSearchParams): NewsListQuery {
  const tag = params.get('tag')?.trim() || null;
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return { page: tag ? 1 : page, tag };
}

/** An article's address: /news/{id}/{slug} (the id alone when it has no slug). */
export const newsItemPath = ({ id, slug }: Pick<NewsItem, 'id' | 'slug'>): string =>
  slug
    ? `${paths.news}/${encodeURIComponent(id)}/${encodeURIComponent(slug)}`
    : `${paths.news}/${encodeURIComponent(id)}`;

/**
 * What a link to an article carries: the item the list already has, shown at once on the article
 * page while it is read again (history state, so it may be old after a reload: never shown alone).
 */
export const newsItemLinkState = (item: NewsItem) => ({ newsItem: item });

/** The item a link carried, if any. */
export function newsItemFromLinkState(state: unknown): NewsItem | undefined {
  const item = (state as { newsItem?: NewsItem } | null)?.newsItem;
  const complete =
    typeof item === 'object' &&
    item !== null &&
    (['id', 'title', 'slug', 'description', 'createdAt'] as const).every(
      (key) => typeof item[key] === 'string',
    ) &&
    Array.isArray(item.tags);
  return complete ? item : undefined;
}
