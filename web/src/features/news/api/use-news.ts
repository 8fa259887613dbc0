import { NEWS_PAGE_SIZE, pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { useInitialAnswer } from '@/rendering/use-initial-answer';
import { useRemoteData } from '@/lib/use-remote-data';
import {
  getNewsItem,
  getNewsPage,
  getNewsTags,
  toNewsItem,
  toNewsPage,
  toNewsTags,
  type NewsItem,
  type NewsPage,
  type NewsTag,
} from './news-api';

/** The public list shows 12 items a page. */
export const NEWS_PER_PAGE = NEWS_PAGE_SIZE;
/**
 * A tag's items are shown on one page, without pagination: as many as the API serves at once
 * (its upper bound for one page).
 */
export const NEWS_PER_TAG = 50;

/**
 * The list as the page asks for it: a page of 12, or the first 50 items of one tag; on the page the
 * server wrote, the first page it wrote in is shown at once.
 */
export function useNewsList(page: number, tag: string | null) {
  const query = tag ? { page: 1, limit: NEWS_PER_TAG, tag } : { page, limit: NEWS_PER_PAGE };
  const written = useInitialAnswer(pageRequests.newsList(query), toNewsPage);
  return useRemoteData<NewsPage>(JSON.stringify(query), (signal) => getNewsPage(query, signal), written);
}

const NO_TAGS: NewsTag[] = [];

/** The tags of the filter; a failure leaves the filter without them (it is not an error of the page). */
export function useNewsTags(): NewsTag[] {
  const written = useInitialAnswer(pageRequests.newsTags, toNewsTags);
  const { remote } = useRemoteData<NewsTag[]>('tags', getNewsTags, written);
  return remote.status === 'ready' ? remote.data : NO_TAGS;
}

/**
 * One item by id; `seed` (the item just shown under another address), or the item the server wrote
 * into the page, is shown while it is read.
 */
export function useNewsItem(id: string, seed?: NewsItem) {
  const written = useInitialAnswer(pageRequests.newsItem(id), toNewsItem);
  return useRemoteData<NewsItem>(id, (signal) => getNewsItem(id, signal), seed?.id === id ? seed : written);
}
