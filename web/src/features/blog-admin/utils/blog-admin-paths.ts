import { paths } from '@/lib/paths';

/** The admin blog's own routes under /dashboard/blog. */
export const newBlogPostPath = `${paths.dashboard.blog}/new`;
export const blogPostPath = (id: string): string => `${paths.dashboard.blog}/${encodeURIComponent(id)}`;
export const editBlogPostPath = (id: string): string => `${blogPostPath(id)}/edit`;
/** The post on the public site. */
export const publicBlogPostPath = (id: string, slug: string): string =>
  `${paths.blog}/${encodeURIComponent(id)}${slug ? `/${slug}` : ''}`;
/** A list page in the address: page 1 is the bare list. */
export const blogListPagePath = (page: number): string =>
  page > 1 ? `${paths.dashboard.blog}?page=${page}` : paths.dashboard.blog;

/** What the detail page leaves in the list's history entry after deleting its post. */
export interface BlogListState {
  deleted?: string;
}
