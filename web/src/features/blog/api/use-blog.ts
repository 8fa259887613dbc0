import { useRemote } from './use-remote';
import { fetchBlogPage, fetchBlogPost, fetchBlogTags, type TagCount } from './blog-api';

/** One page of the public list, optionally of one tag. */
export function useBlogPage(page: number, tag: string | null) {
  return useRemote(JSON.stringify([page, tag]), (signal) => fetchBlogPage(page, tag, signal));
}

/** One published post. */
export function useBlogPost(id: string) {
  return useRemote(id, (signal) => fetchBlogPost(id, signal));
}

const NO_TAGS: TagCount[] = [];

/** The top tags with their counts; a failure is silent: no tags, as if there were none. */
export function useBlogTags(): TagCount[] {
  const tags = useRemote('tags', fetchBlogTags);
  return tags.status === 'ready' ? tags.data : NO_TAGS;
}
