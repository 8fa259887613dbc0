/**
 * News calls of the spec (public-site.md §7, signed-in-area.md §7). The REST shapes are the
 * spec's: snake_case dates, list answer `{ data, pages }`.
 */
import type { RestRoutes } from './index.js';
import { optionalString, paging } from './params.js';

/** Public list: 12 per page (public-site.md §9); the admin list asks for 10 itself. */
const DEFAULT_LIMIT = 12;

interface NewsNode {
  id: string;
  title: string;
  description: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

const NEWS_FIELDS = /* GraphQL */ `
  fragment RestNews on News {
    id
    title
    description
    tags
    createdAt
    updatedAt
  }
`;

const NEWS_LIST = /* GraphQL */ `
  query RestNewsList($page: Int!, $limit: Int!, $tag: String) {
    news(page: $page, limit: $limit, tag: $tag) {
      data {
        ...RestNews
      }
      pages
    }
  }
  ${NEWS_FIELDS}
`;

/** A news item as the spec's clients read it. */
export function toRestNews(news: NewsNode) {
  return {
    id: news.id,
    title: news.title,
    description: news.description,
    tags: news.tags,
    created_at: news.createdAt,
    updated_at: news.updatedAt,
  };
}

export const newsRoutes: RestRoutes = (app, { run }) => {
  // GET /news?page&limit[&tag] → { data: [news…], pages }, newest first (the content service orders).
  app.get('/news', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const { page, limit } = paging(query, DEFAULT_LIMIT);
    const tag = optionalString(query, 'tag');
    const { news } = await run<{ news: { data: NewsNode[]; pages: number } }>(request, reply, NEWS_LIST, {
      page,
      limit,
      tag: tag ?? null,
    });
    return { data: news.data.map(toRestNews), pages: news.pages };
  });
};
