import { useMemo } from 'react';
import { peekInitialAnswer } from '@/lib/initial-content';
import { useRemoteData } from '@/lib/use-remote-data';
import { fetchBlogPage, fetchBlogPost, fetchBlogTags, type BlogPost, type TagCount } from './blog-api';

/** One page of the public list, optionally of one tag. */
export function useBlogPage(page: number, tag: string | null) {
  return useRemoteData(JSON.stringify([page, tag]), (signal) => fetchBlogPage(page, tag, signal));
}

/** One published post; on the page the server wrote for it, the post it wrote in is shown at once. */
export function useBlogPost(id: string) {
  const written = useMemo(() => peekInitialAnswer<BlogPost>(`/blog/${id}`), [id]);
  return useRemoteData(id, (signal) => fetchBlogPost(id, signal), written);
}

const NO_TAGS: TagCount[] = [];

/** The top tags with their counts; a failure is silent: no tags, as if there were none. */
export function useBlogTags(): TagCount[] {
  const { remote } = useRemoteData('tags', fetchBlogTags);
  return remote.status === 'ready' ? remote.data : NO_TAGS;
}
