import { pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { useInitialAnswer } from '@/rendering/use-initial-answer';
import { useRemoteData } from '@/lib/use-remote-data';
import { fetchBlogPage, fetchBlogPost, fetchBlogTags, topTags, type TagCount } from './blog-api';

/** One page of the public list, optionally of one tag. */
export function useBlogPage(page: number, tag: string | null) {
  const written = useInitialAnswer(pageRequests.blogList(page, tag));
  return useRemoteData(JSON.stringify([page, tag]), (signal) => fetchBlogPage(page, tag, signal), written);
}

/** One published post; on the page the server wrote for it, the post it wrote in is shown at once. */
export function useBlogPost(id: string) {
  const written = useInitialAnswer(pageRequests.blogPost(id));
  return useRemoteData(id, (signal) => fetchBlogPost(id, signal), written);
}

const NO_TAGS: TagCount[] = [];

/** The top tags with their counts; a failure is silent: no tags, as if there were none. */
export function useBlogTags(): TagCount[] {
  const written = useInitialAnswer(pageRequests.blogTags, topTags);
  const { remote } = useRemoteData('tags', fetchBlogTags, written);
  return remote.status === 'ready' ? remote.data : NO_TAGS;
}
