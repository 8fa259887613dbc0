/**
 * The data of the public pages the gateway writes on each visit (a blog post, a news item, the blog
 * and news lists, the testimonials, the home page's carousel and blog preview): one type per page,
 * written by the gateway (gateway/src/site) and read by the web app (web/src/rendering), so that both
 * are checked against the same type.
 *
 * A page carries its data as the REST facade's answers the app asks for on that page, in
 * `<script type="application/json" id="initial-content">{"answers": [{request, data}]}</script>`;
 * the app's first GET of each `request` (a path under /api/v0) is answered from it. `pageAnswers`
 * turns a page's data into those answers, each made with a request of `pageRequests`, which the app
 * reads with: a request is typed by its answer, so the app reads an answer as the type the gateway
 * wrote it with, under the address it asks for.
 */

/** A published blog post as the REST facade answers it (snake_case, like every answer of /api/v0). */
export interface RestBlogPost {
  id: string;
  title: string;
  /** The title as an address segment: /blog/{id}/{slug}. */
  slug: string;
  /** The post's HTML, sanitised by the content service (no script, style or event handler survives). */
  description: string;
  /** The first 200 characters of the plain text, with '...' when cut. */
  excerpt: string;
  /** Minutes: words / 200, rounded up. */
  reading_time: number;
  tags: string[];
  featured: boolean;
  /** ISO time of publication, or null when the post was published at creation. */
  published_date: string | null;
  scheduled: boolean;
  image_url: string | null;
  /** The post's own image, else its first inline image, else null (the site's default share image). */
  share_image_url: string | null;
  /** Counts its saves, from 1: an edit sends it back (PUT) to be refused with 409 over a newer one. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** GET /blog: one page of posts. */
export interface RestBlogList {
  data: RestBlogPost[];
  totalPages: number;
}

/** A tag with how many posts (or news items) carry it. */
export interface RestTagCount {
  name: string;
  count: number;
}

export interface RestNewsItem {
  id: string;
  title: string;
  /** The title as an address segment: /news/{id}/{slug}. */
  slug: string;
  /** Plain text; each line is a paragraph. */
  description: string;
  tags: string[];
  /** ISO date-time. */
  /** Counts its saves, from 1: an edit sends it back (PUT) to be refused with 409 over a newer one. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** GET /news: one page of items and how many pages the list has at that limit. */
export interface RestNewsList {
  data: RestNewsItem[];
  pages: number;
}

/** A testimonial as the REST facade answers it (an object type: it is a webhook's data too). */
export type RestTestimonial = {
  id: string;
  client_name: string;
  position: string | null;
  company: string | null;
  content: string;
  /** 1 to 5. */
  rating: number;
  avatar_url: string | null;
  is_approved: boolean;
  created_at: string;
};

/** GET /testimonials/approved: one page of approved testimonials. */
export interface RestTestimonialList {
  data: RestTestimonial[];
  totalPages: number;
}

/** Posts per page of the public blog. */
export const BLOG_PAGE_SIZE = 6;
/** News items per page of the public list: twice the blog's, its items are short. */
export const NEWS_PAGE_SIZE = 12;
/** Testimonials per page of the public list. */
export const TESTIMONIALS_PAGE_SIZE = 6;
/** Testimonials in the home page's carousel, best rated first. */
export const HOME_TESTIMONIAL_COUNT = 6;
/** Posts in the home page's blog preview: the featured ones, else the newest. */
export const HOME_POST_COUNT = 3;

/** A GET of the REST facade: its path under /api/v0, typed by its answer `T`. */
export interface AnswerRequest<T> {
  readonly path: string;
  /** Never set: it carries the answer's type, so a request and its answer cannot be mismatched. */
  readonly answer?: T;
}

const request = <T>(path: string): AnswerRequest<T> => ({ path });

/** A list's query string: its parameters in this order, the tag only when there is one. */
function listQuery(fields: Record<string, string | number>, tag?: string | null): string {
  const query = new URLSearchParams(
    Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
  );
  if (tag) query.set('tag', tag);
  return query.toString();
}

/** The requests whose answers a page carries, as the app makes them. */
export const pageRequests = {
  /** One page of the published posts, optionally of one tag. */
  blogList: (page: number, tag: string | null = null) =>
    request<RestBlogList>(`/blog?${listQuery({ page, limit: BLOG_PAGE_SIZE }, tag)}`),
  blogPost: (id: string) => request<RestBlogPost>(`/blog/${encodeURIComponent(id)}`),
  /** The ten most used tags of the blog, by count. */
  blogTags: request<RestTagCount[]>('/blog/tags'),
  /** One page of news items at `limit` a page, optionally of one tag. */
  newsList: ({ page, limit, tag }: { page: number; limit: number; tag?: string | null }) =>
    request<RestNewsList>(`/news?${listQuery({ page, limit }, tag)}`),
  newsItem: (id: string) => request<RestNewsItem>(`/news/${encodeURIComponent(id)}`),
  newsTags: request<RestTagCount[]>('/news/tags'),
  approvedTestimonials: (page: number) =>
    request<RestTestimonialList>(
      `/testimonials/approved?${listQuery({ limit: TESTIMONIALS_PAGE_SIZE, page })}`,
    ),
  /** The home page's carousel: the best rated approved testimonials. */
  featuredTestimonials: request<RestTestimonial[]>(
    `/testimonials/featured?${listQuery({ limit: HOME_TESTIMONIAL_COUNT })}`,
  ),
  /** The home page's blog preview: the newest featured posts… */
  featuredPosts: request<RestBlogPost[]>(`/blog/featured?${listQuery({ limit: HOME_POST_COUNT })}`),
  /** …or, when no post is featured, the newest posts. */
  latestPosts: request<RestBlogList>(`/blog?${listQuery({ page: 1, limit: HOME_POST_COUNT })}`),
} as const;

/** One answer as the page carries it: the request's path under /api/v0 and the facade's answer. */
export interface InitialAnswer {
  request: string;
  data: unknown;
}

/** The answer `data` to `request`, as the page carries it: `data` must be the request's answer type. */
export const initialAnswer = <T>(request: AnswerRequest<T>, data: T): InitialAnswer => ({
  request: request.path,
  data,
});

/** The data each page the gateway writes is written with, by page. */
export interface PageDataByPage {
  /** /blog/:id/:slug: the post, and the tag counts shown beside it. */
  'blog-post': { post: RestBlogPost; tags: RestTagCount[] };
  /** /blog: the first page of posts and the tag counts. */
  'blog-list': { firstPage: RestBlogList; tags: RestTagCount[] };
  /** /news/:id/:slug: the item. */
  'news-item': { item: RestNewsItem };
  /** /news: the first page of items and the tags of the filter. */
  'news-list': { firstPage: RestNewsList; tags: RestTagCount[] };
  /** /testimonials: the first page of approved testimonials. */
  testimonials: { firstPage: RestTestimonialList };
  /**
   * /: the carousel's testimonials and the blog preview's posts (the featured ones; the newest, asked
   * for only when none is featured) with the tag counts that order each card's tags.
   */
  home: {
    testimonials: RestTestimonial[];
    featuredPosts: RestBlogPost[];
    latestPosts: RestBlogList;
    blogTags: RestTagCount[];
  };
}

export type PageName = keyof PageDataByPage;

/** A page the gateway writes, with its data. */
export type PageData = { [Name in PageName]: { page: Name; data: PageDataByPage[Name] } }[PageName];

const answersOf: { [Name in PageName]: (data: PageDataByPage[Name]) => InitialAnswer[] } = {
  'blog-post': ({ post, tags }) => [
    initialAnswer(pageRequests.blogPost(post.id), post),
    initialAnswer(pageRequests.blogTags, tags),
  ],
  'blog-list': ({ firstPage, tags }) => [
    initialAnswer(pageRequests.blogList(1), firstPage),
    initialAnswer(pageRequests.blogTags, tags),
  ],
  'news-item': ({ item }) => [initialAnswer(pageRequests.newsItem(item.id), item)],
  'news-list': ({ firstPage, tags }) => [
    initialAnswer(pageRequests.newsList({ page: 1, limit: NEWS_PAGE_SIZE }), firstPage),
    initialAnswer(pageRequests.newsTags, tags),
  ],
  testimonials: ({ firstPage }) => [initialAnswer(pageRequests.approvedTestimonials(1), firstPage)],
  home: ({ testimonials, featuredPosts, latestPosts, blogTags }) => [
    initialAnswer(pageRequests.featuredTestimonials, testimonials),
    initialAnswer(pageRequests.featuredPosts, featuredPosts),
    // The app asks for the newest posts only when none is featured.
    ...(featuredPosts.length === 0 ? [initialAnswer(pageRequests.latestPosts, latestPosts)] : []),
    initialAnswer(pageRequests.blogTags, blogTags),
  ],
};

/** The answers a page carries for its data, in the order the page writes them. */
export function pageAnswers(page: PageData): InitialAnswer[] {
  return (answersOf[page.page] as (data: PageData['data']) => InitialAnswer[])(page.data);
}

/**
 * What the web build's server renderer (`<dist>/.server/entry-server.js`) exports for the gateway:
 * the markup of #root for `path`, rendered with the answers the page will carry, and whether a
 * path is one of the app's pages at all.
 */
export interface PageRenderer {
  renderPage(path: string, initialAnswers?: readonly InitialAnswer[]): Promise<{ html: string }>;
  isPagePath(path: string): boolean;
}
