import { paths } from '@/lib/paths';
import type { BlogPost } from './api/blog-api';

/** The address of a post: /blog/{id}/{slug} (the slug is the title's, so the address reads well). */
export const blogPostPath = (post: Pick<BlogPost, 'id' | 'slug'>): string =>
  `${paths.blog}/${encodeURIComponent(post.id)}/${encodeURIComponent(post.slug)}`;

/**
 * The list at one page and tag filter: /blog, /blog?tag=zigbee, /blog?tag=zigbee&page=2. The first
 * page has no page parameter, so it has one address.
 */
export function blogListPath({ page = 1, tag = null }: { page?: number; tag?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${paths.blog}?${search}` : paths.blog;
}
