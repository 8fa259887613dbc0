/**
 * The news calls. The REST shapes are the spec's: snake_case dates, list answer `{ data, pages }`.
 *
 *   GET /news?page&limit[&tag] → { data: [news…], pages }, newest first (the content service orders)
 */
import { Type } from 'typebox';
import { RestNewsListDocument, type RestNewsFragment } from '../__generated__/operations.js';
import { GRAPHQL_INT_MAX, PositiveInt } from './schemas.js';
import type { RestRoutes } from './types.js';

/** Public list: 12 per page; the admin list asks for 10 itself. */
const DEFAULT_LIMIT = 12;
/** What the content service serves in one page at most (its own bound, NEWS_MAX_LIMIT). */
const MAX_LIMIT = 50;
/** Tags are single words ("promo", "zigbee"). */
const TAG_MAX_LENGTH = 200;

const NewsQuery = Type.Object({
  page: Type.Optional(PositiveInt(GRAPHQL_INT_MAX)),
  limit: Type.Optional(PositiveInt(MAX_LIMIT)),
  tag: Type.Optional(Type.String({ maxLength: TAG_MAX_LENGTH })),
});

/** A news item as the spec's clients read it. */
const RestNews = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const NewsList = Type.Object({ data: Type.Array(RestNews), pages: Type.Integer() });

export function toRestNews(news: RestNewsFragment) {
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
  app.get(
    '/news',
    { schema: { querystring: NewsQuery, response: { 200: NewsList } } },
    async (request, reply) => {
      const { page = 1, limit = DEFAULT_LIMIT, tag } = request.query;
      const { news } = await run(request, reply, RestNewsListDocument, { page, limit, tag: tag ?? null });
      return { data: news.data.map(toRestNews), pages: news.pages };
    },
  );
};
