/**
 * The news calls. The REST shapes: snake_case dates, list answer `{ data, pages }`.
 * Writes are admin only, enforced by the content service (401 anonymous, 403 other roles).
 *
 *   GET    /news?page&limit[&tag] → { data: [news…], pages }, newest first (the content service orders)
 *   GET    /news/tags             → [{name, count}…], every tag, most used first
 *   GET    /news/{id}             → news item (404 'News item not found')
 *   POST   /news                  {title, description, tags} → 201 news item
 *   PUT    /news/{id}             {title, description, tags, version?} → news item (409 when someone
 *                                  saved it since `version`)
 *   DELETE /news/{id}             → {message: 'News item deleted successfully'}
 */
import type { RestNewsItem, RestNewsList } from '@smarthome/service-kit/contracts/page-data';
import { Type, type Static } from 'typebox';
import { PUBLIC_READ } from '../public-cache.js';
import {
  RestCreateNewsDocument,
  RestDeleteNewsDocument,
  RestNewsItemDocument,
  RestNewsListDocument,
  RestNewsTagsDocument,
  RestUpdateNewsDocument,
  type RestNewsFragment,
} from '../__generated__/operations.js';
import { deleteById } from './by-id.js';
import {
  FormBody,
  GRAPHQL_INT_MAX,
  IdParams,
  LongText,
  NoQuery,
  PositiveInt,
  ShortText,
  Version,
} from './schemas.js';
import type { RestRoutes, SameType } from './types.js';

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

/** A news item as REST clients read it. */
const RestNews = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The title in the page's address: /news/{id}/{slug}. */
  slug: Type.String(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  /** Counts its saves: a PUT that sends it back is refused (409) over a newer one. */
  version: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const NewsList = Type.Object({ data: Type.Array(RestNews), pages: Type.Integer() });

// The answers the pages the gateway writes carry (site/content-pages.ts) are the contract's types.
const _newsAnswersAreTheContract: [
  SameType<Static<typeof RestNews>, RestNewsItem>,
  SameType<Static<typeof NewsList>, RestNewsList>,
] = [true, true];

/** The admin form; a missing title or description gets the service's 'Title and description are required'. */
const NewsFields = {
  title: Type.Optional(ShortText()),
  description: Type.Optional(LongText()),
  tags: Type.Optional(Type.Array(ShortText(), { maxItems: 100 })),
};
const NewsBody = FormBody(NewsFields);
const UpdateNewsBody = FormBody({ ...NewsFields, version: Version() });

const newsInput = ({
  title = '',
  description = '',
  tags = [],
}: {
  title?: string;
  description?: string;
  tags?: string[];
}) => ({
  title,
  description,
  tags,
});

export function toRestNews(news: RestNewsFragment): RestNewsItem {
  return {
    id: news.id,
    title: news.title,
    slug: news.slug,
    description: news.description,
    tags: news.tags,
    version: news.version,
    created_at: news.createdAt,
    updated_at: news.updatedAt,
  };
}

export const newsRoutes: RestRoutes = (app, deps) => {
  const { run } = deps;
  app.get(
    '/news',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'List news items, newest first',
        querystring: NewsQuery,
        response: { 200: NewsList },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = DEFAULT_LIMIT, tag } = request.query;
      const { news } = await run(request, reply, RestNewsListDocument, { page, limit, tag: tag ?? null });
      return { data: news.data.map(toRestNews), pages: news.pages };
    },
  );

  app.get(
    '/news/tags',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'List the news tags, most used first',
        querystring: NoQuery,
        response: { 200: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer() })) },
      },
    },
    async (request, reply) => (await run(request, reply, RestNewsTagsDocument)).newsTags,
  );

  app.get(
    '/news/:id',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Get a news item',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: RestNews },
      },
    },
    async (request, reply) => {
      const { newsItem } = await run(request, reply, RestNewsItemDocument, { id: request.params.id });
      return toRestNews(newsItem);
    },
  );

  app.post(
    '/news',
    {
      config: { caller: 'admin' },
      schema: { summary: 'Create a news item (admins)', body: NewsBody, response: { 201: RestNews } },
    },
    async (request, reply) => {
      const { createNews } = await run(request, reply, RestCreateNewsDocument, {
        input: newsInput(request.body),
      });
      return reply.code(201).send(toRestNews(createNews));
    },
  );

  app.put(
    '/news/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Update a news item (admins)',
        params: IdParams,
        body: UpdateNewsBody,
        response: { 200: RestNews },
      },
    },
    async (request, reply) => {
      const { updateNews } = await run(request, reply, RestUpdateNewsDocument, {
        id: request.params.id,
        input: newsInput(request.body),
        version: request.body.version ?? null,
      });
      return toRestNews(updateNews);
    },
  );

  deleteById(app, deps, {
    path: '/news/:id',
    document: RestDeleteNewsDocument,
    message: 'News item deleted successfully',
    summary: 'Delete a news item (admins)',
    caller: 'admin',
  });
};
