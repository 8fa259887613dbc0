import { hasRole, requireRole } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const blogResolvers: Resolvers = {
  Query: {
    blogPosts: (_parent, { page, limit, tag, includeScheduled }, ctx) => {
      if (includeScheduled) requireRole(ctx, 'admin');
      return ctx.blog.list({ page, limit, tag, includeScheduled });
    },
    blogPost: (_parent, { id }, ctx) => ctx.blog.get(id, { includeScheduled: hasRole(ctx.user, 'admin') }),
    featuredBlogPosts: (_parent, { limit }, ctx) => ctx.blog.featured(limit),
    blogTags: (_parent, _args, ctx) => ctx.blog.tags(),
  },
  Mutation: {
    createBlogPost: (_parent, { input }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.blog.create(input);
    },
    updateBlogPost: (_parent, { id, input, version }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.blog.update(id, input, version);
    },
    deleteBlogPost: (_parent, { id }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.blog.delete(id);
    },
  },
};
