import { requireRole } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const newsResolvers: Resolvers = {
  Query: {
    news: (_parent, { page, limit, tag }, ctx) => ctx.news.list({ page, limit, tag }),
    newsItem: (_parent, { id }, ctx) => ctx.news.get(id),
    newsTags: (_parent, _args, ctx) => ctx.news.tags(),
  },
  Mutation: {
    createNews: (_parent, { input }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.news.create(input);
    },
    updateNews: (_parent, { id, input, version }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.news.update(id, input, version);
    },
    deleteNews: (_parent, { id }, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.news.delete(id);
    },
  },
};
