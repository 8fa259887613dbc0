import { describe, expect, it } from 'vitest';
import { pageAnswers, pageRequests, type RestNewsItem } from './page-data.js';

const item: RestNewsItem = {
  id: '7',
  title: 'Program de sărbători',
  slug: 'program-de-sarbatori',
  description: 'Închis pe 25 decembrie.',
  tags: ['program'],
  version: 1,
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
};

describe('the data of the pages the gateway writes', () => {
  it('is carried as the answers to the requests the app makes on each page', () => {
    const tags = [{ name: 'program', count: 1 }];
    expect(pageAnswers({ page: 'news-item', data: { item } })).toEqual([{ request: '/news/7', data: item }]);
    expect(
      pageAnswers({ page: 'news-list', data: { firstPage: { data: [item], pages: 1 }, tags } }).map(
        (answer) => answer.request,
      ),
    ).toEqual(['/news?page=1&limit=12', '/news/tags']);
    expect(
      pageAnswers({ page: 'blog-list', data: { firstPage: { data: [], totalPages: 0 }, tags } }).map(
        (answer) => answer.request,
      ),
    ).toEqual(['/blog?page=1&limit=6', '/blog/tags']);
    expect(
      pageAnswers({ page: 'testimonials', data: { firstPage: { data: [], totalPages: 0 } } }).map(
        (answer) => answer.request,
      ),
    ).toEqual(['/testimonials/approved?limit=6&page=1']);
  });

  it("carries the home page's newest posts only when no post is featured, as the app asks for them", () => {
    const home = (featured: number) =>
      pageAnswers({
        page: 'home',
        data: {
          testimonials: [],
          featuredPosts: Array.from({ length: featured }, () => ({}) as never),
          latestPosts: { data: [], totalPages: 0 },
          blogTags: [],
        },
      }).map((answer) => answer.request);
    expect(home(0)).toEqual([
      '/testimonials/featured?limit=6',
      '/blog/featured?limit=3',
      '/blog?page=1&limit=3',
      '/blog/tags',
    ]);
    expect(home(2)).toEqual(['/testimonials/featured?limit=6', '/blog/featured?limit=3', '/blog/tags']);
  });

  it('names a tag after the page, and escapes an id in the path', () => {
    expect(pageRequests.blogList(2, 'home assistant').path).toBe('/blog?page=2&limit=6&tag=home+assistant');
    expect(pageRequests.newsList({ page: 1, limit: 50, tag: 'promo' }).path).toBe(
      '/news?page=1&limit=50&tag=promo',
    );
    expect(pageRequests.blogPost('a/b').path).toBe('/blog/a%2Fb');
  });
});
