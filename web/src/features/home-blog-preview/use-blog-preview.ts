import { pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { formatDay } from '@/lib/format-ro';
import { useSectionRead, type SectionState } from '@/lib/use-section-read';
import { useInitialAnswer } from '@/rendering/use-initial-answer';
import {
  fetchPreviewPosts,
  fetchTagCounts,
  previewPostsOf,
  tagCountsOf,
  type BlogPostSummary,
} from './api/blog-preview-api';
import { blogPreviewTexts } from './blog-preview-texts';
import { cardTags, topTagCounts, type TagCount } from './utils/card-tags';
import { previewExcerpt } from './utils/post-excerpt';

/** A post as its preview card shows it. */
export interface PreviewPost {
  id: string;
  title: string;
  /** ISO time, for the <time> element. */
  createdAt: string;
  /** "14 martie 2025". */
  date: string;
  tags: string[];
  excerpt: string;
}

/** Loading until the posts arrive; hidden on a failure or when the blog has no post. */
export type BlogPreviewState = SectionState<{ status: 'ready'; posts: PreviewPost[] }>;

function toPreview(post: BlogPostSummary, tagCounts: ReadonlyMap<string, number>): PreviewPost {
  return {
    id: post.id,
    title: post.title,
    createdAt: post.createdAt,
    date: formatDay(post.createdAt),
    tags: cardTags(post.tags, tagCounts),
    excerpt: previewExcerpt(post.description),
  };
}

export function previewState(
  posts: BlogPostSummary[],
  tags: TagCount[],
): Exclude<BlogPreviewState, { status: 'loading' }> {
  if (posts.length === 0) return { status: 'hidden' };
  const counts = topTagCounts(tags);
  return { status: 'ready', posts: posts.map((post) => toPreview(post, counts)) };
}

/**
 * What the page the server wrote carries for the preview (the featured posts, the newest when none
 * is, and the tag counts), as the preview shows it; undefined on a page without them.
 */
function useWrittenPreview(): Exclude<BlogPreviewState, { status: 'loading' }> | undefined {
  const featured = useInitialAnswer(pageRequests.featuredPosts, previewPostsOf);
  const latest = useInitialAnswer(pageRequests.latestPosts, previewPostsOf);
  const tags = useInitialAnswer(pageRequests.blogTags, tagCountsOf);
  const posts = featured?.length ? featured : latest;
  return featured && posts && tags ? previewState(posts, tags) : undefined;
}

/**
 * The posts of the home preview: on the page the server wrote with them, those at once; on the
 * pre-rendered page, 'loading' (on the server and in the browser alike, so it hydrates as it is)
 * until the calls made once the page is live answer. Posts and tags are asked for together and
 * shown together, so no card reorders its tags afterwards.
 */
export function useBlogPreview(): BlogPreviewState {
  return useSectionRead(
    async (signal) => {
      const [posts, tags] = await Promise.all([fetchPreviewPosts(signal), fetchTagCounts(signal)]);
      return previewState(posts, tags);
    },
    (error) => console.warn(blogPreviewTexts.loadFailed, error),
    useWrittenPreview(),
  );
}
