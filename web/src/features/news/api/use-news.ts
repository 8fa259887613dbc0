import { useInitialAnswer } from '@/lib/use-initial-answer';
import { useRemoteData } from '@/lib/use-remote-data';
import {
  getNewsItem,
  getNewsPage,
  getNewsTags,
  readNewsItem,
  type NewsItem,
  type NewsPage,
  type NewsTag,
} from './news-api';

/** The public list shows 12 items a page. */
export const NEWS_PER_PAGE = 12;
/**
 * A tag's items are shown on one page, without pagination: as many as the API serves at once
 * (its upper bound for one page).
 */
export const NEWS_PER_TAG = 50;

/** The list as the page asks for it: a page of 12, or the first 50 items of one tag. */
export function useNewsList(page: number, tag: string | null) {
  const query = tag ? { page: 1, limit: NEWS_PER_TAG, tag } : { page, limit: NEWS_PER_PAGE };
  return useRemoteData<NewsPage>(JSON.stringify(query), (signal) => getNewsPage(query, signal));
}

/** The tags of the filter; a failure leaves the filter without them (it is not an error of the page). */
export function useNewsTags(): NewsTag[] {
  const { remote } = useRemoteData<NewsTag[]>('tags', getNewsTags);
  return remote.status === 'ready' ? remote.data : [];
}

/**
 * One item by id; `seed` (the item just shown under another address), or the item the server wrote
 * into the page, is shown while it is read.
 */
export function useNewsItem(id: string, seed?: NewsItem) {
  const written = useInitialAnswer(`/news/${id}`, readNewsItem);
  return useRemoteData<NewsItem>(id, (signal) => getNewsItem(id, signal), seed?.id === id ? seed : written);
}
