/**
 * The blog calls. The REST shapes: snake_case fields, list answer
 * `{ data, totalPages }`. Writes are admin only, enforced by the content service (401 anonymous,
 * 403 other roles); the public never sees a post whose publication date is still ahead.
 *
 *   GET    /blog?page&limit[&tag][&includeScheduled=true] → { data: [post…], totalPages }
 *                                     (6 per page; includeScheduled: admins only, for their list)
 *   GET    /blog/featured?limit      → [post…], the newest featured (default 3)
 *   GET    /blog/tags                → [{name, count}…], the 10 most used, by count
 *   GET    /blog/{id}                → post (404 'Blog post not found')
 *   POST   /blog                     {title, description, tags, featured, published_date, image_url}
 *                                     → 201 post
 *   PUT    /blog/{id}                same, version? → post (409 when someone saved it since `version`)
 *   DELETE /blog/{id}                → {message: 'Blog post deleted successfully'}
 *
 * `published_date` is an ISO date-time, or a time on the installer's clock without a zone (what a
 * date-time picker gives); empty or null publishes at once.
 */
import type {
  RestBlogList,
  RestBlogPost as RestBlogPostAnswer,
  RestTagCount,
} from '@smarthome/service-kit/contracts/page-data';
import { Type, type Static } from 'typebox';
import { PUBLIC_READ } from '../public-cache.js';
import {
  RestBlogListDocument,
  RestBlogPostDocument,
  RestBlogTagsDocument,
  RestCreateBlogPostDocument,
  RestDeleteBlogPostDocument,
  RestFeaturedBlogPostsDocument,
  RestUpdateBlogPostDocument,
  type RestBlogPostFragment,
} from '../__generated__/operations.js';
import { deleteById } from './by-id.js';
import { parseClientDateTime } from './dates.js';
import {
  FormBody,
  GRAPHQL_INT_MAX,
  HtmlText,
  IdParams,
  NoQuery,
  Nullable,
  PositiveInt,
  ShortText,
  Version,
} from './schemas.js';
import type { RestRoutes, SameType } from './types.js';

/** Public list: 6 per page; the admin list asks for 10. */
const DEFAULT_LIMIT = 6;
/** What the content service serves in one page at most (its own bound). */
const MAX_LIMIT = 50;
const FEATURED_DEFAULT_LIMIT = 3;
const FEATURED_MAX_LIMIT = 20;

const BlogQuery = Type.Object({
  page: Type.Optional(PositiveInt(GRAPHQL_INT_MAX)),
  limit: Type.Optional(PositiveInt(MAX_LIMIT)),
  tag: Type.Optional(ShortText()),
  includeScheduled: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});

const FeaturedQuery = Type.Object({ limit: Type.Optional(PositiveInt(FEATURED_MAX_LIMIT)) });

/** A post as REST clients read it (plus its slug, excerpt, reading time and share image). */
const RestBlogPost = Type.Object({
  id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  /** Sanitised HTML. */
  description: Type.String(),
  excerpt: Type.String(),
  reading_time: Type.Integer(),
  tags: Type.Array(Type.String()),
  featured: Type.Boolean(),
  published_date: Nullable(Type.String()),
  scheduled: Type.Boolean(),
  image_url: Nullable(Type.String()),
  share_image_url: Nullable(Type.String()),
  /** Counts its saves: a PUT that sends it back is refused (409) over a newer one. */
  version: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const BlogList = Type.Object({ data: Type.Array(RestBlogPost), totalPages: Type.Integer() });
const TagCounts = Type.Array(Type.Object({ name: Type.String(), count: Type.Integer() }));

// The answers the pages the gateway writes carry (site/content-pages.ts) are the contract's types.
const _blogAnswersAreTheContract: [
  SameType<Static<typeof RestBlogPost>, RestBlogPostAnswer>,
  SameType<Static<typeof BlogList>, RestBlogList>,
  SameType<Static<typeof TagCounts>, RestTagCount[]>,
] = [true, true, true];

/** The admin form; a blank title or content gets the service's 'Title and description are required'. */
const BlogFields = {
  title: Type.Optional(ShortText()),
  description: Type.Optional(HtmlText()),
  tags: Type.Optional(Type.Array(ShortText(), { maxItems: 100 })),
  featured: Type.Optional(Type.Boolean()),
  published_date: Type.Optional(Nullable(ShortText())),
  image_url: Type.Optional(Nullable(ShortText())),
};
const BlogBody = FormBody(BlogFields);
const UpdateBlogBody = FormBody({ ...BlogFields, version: Version() });

export function toRestBlogPost(post: RestBlogPostFragment): RestBlogPostAnswer {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    description: post.description,
    excerpt: post.excerpt,
    reading_time: post.readingMinutes,
    tags: post.tags,
    featured: post.featured,
    published_date: post.publishedDate ?? null,
    scheduled: post.scheduled,
    image_url: post.imageUrl ?? null,
    share_image_url: post.shareImageUrl ?? null,
    version: post.version,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
  };
}

/** A page of posts as the facade answers it: the posts and how many pages the list has. */
export const toRestBlogList = (list: { data: RestBlogPostFragment[]; totalPages: number }): RestBlogList => ({
  data: list.data.map(toRestBlogPost),
  totalPages: list.totalPages,
});

function blogInput(body: {
  title?: string;
  description?: string;
  tags?: string[];
  featured?: boolean;
  published_date?: string | null;
  image_url?: string | null;
}) {
  return {
    title: body.title ?? '',
    description: body.description ?? '',
    tags: body.tags ?? [],
    featured: body.featured ?? false,
    publishedDate: parseClientDateTime(body.published_date, 'published_date'),
    imageUrl: body.image_url ?? null,
  };
}

export const blogRoutes: RestRoutes = (app, deps) => {
  const { run } = deps;
  app.get(
    '/blog',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'List blog posts, newest first',
        querystring: BlogQuery,
        response: { 200: BlogList },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = DEFAULT_LIMIT, tag, includeScheduled } = request.query;
      const { blogPosts } = await run(request, reply, RestBlogListDocument, {
        page,
        limit,
        tag: tag ?? null,
        includeScheduled: includeScheduled === 'true',
      });
      return toRestBlogList(blogPosts);
    },
  );

  app.get(
    '/blog/featured',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'List the newest featured blog posts',
        querystring: FeaturedQuery,
        response: { 200: Type.Array(RestBlogPost) },
      },
    },
    async (request, reply) => {
      const { featuredBlogPosts } = await run(request, reply, RestFeaturedBlogPostsDocument, {
        limit: request.query.limit ?? FEATURED_DEFAULT_LIMIT,
      });
      return featuredBlogPosts.map(toRestBlogPost);
    },
  );

  app.get(
    '/blog/tags',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'List the 10 most used blog tags',
        querystring: NoQuery,
        response: { 200: TagCounts },
      },
    },
    async (request, reply) => (await run(request, reply, RestBlogTagsDocument)).blogTags,
  );

  app.get(
    '/blog/:id',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Get a blog post',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: RestBlogPost },
      },
    },
    async (request, reply) => {
      const { blogPost } = await run(request, reply, RestBlogPostDocument, { id: request.params.id });
      return toRestBlogPost(blogPost);
    },
  );

  app.post(
    '/blog',
    {
      config: { caller: 'admin' },
      schema: { summary: 'Create a blog post (admins)', body: BlogBody, response: { 201: RestBlogPost } },
    },
    async (request, reply) => {
      const { createBlogPost } = await run(request, reply, RestCreateBlogPostDocument, {
        input: blogInput(request.body),
      });
      return reply.code(201).send(toRestBlogPost(createBlogPost));
    },
  );

  app.put(
    '/blog/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Update a blog post (admins)',
        params: IdParams,
        body: UpdateBlogBody,
        response: { 200: RestBlogPost },
      },
    },
    async (request, reply) => {
      const { updateBlogPost } = await run(request, reply, RestUpdateBlogPostDocument, {
        id: request.params.id,
        input: blogInput(request.body),
        version: request.body.version ?? null,
      });
      return toRestBlogPost(updateBlogPost);
    },
  );

  deleteById(app, deps, {
    path: '/blog/:id',
    document: RestDeleteBlogPostDocument,
    message: 'Blog post deleted successfully',
    summary: 'Delete a blog post (admins)',
    caller: 'admin',
  });
};
