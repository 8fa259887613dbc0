import { formatDay } from '@/lib/format-ro';
import { useSectionRead, type SectionState } from '@/lib/use-section-read';
import { fetchPreviewPosts, fetchTagCounts, type BlogPostSummary } from './api/blog-preview-api';
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
 * The posts of the home preview. The first render is 'loading' on the server and in the browser
 * alike, so the pre-rendered page hydrates as it is; the calls start once the page is live. Posts
 * and tags are asked for together and shown together, so no card reorders its tags afterwards.
 */
export function useBlogPreview(): BlogPreviewState {
  return useSectionRead(
    async (signal) => {
      const [posts, tags] = await Promise.all([fetchPreviewPosts(signal), fetchTagCounts(signal)]);
      return previewState(posts, tags);
    },
    (error) => console.warn(blogPreviewTexts.loadFailed, error),
  );
}
