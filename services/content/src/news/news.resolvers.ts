import type { Resolvers } from '../__generated__/resolvers-types.js';

export const newsResolvers: Resolvers = {
  Query: {
    news: (_parent, { page, limit, tag }, ctx) => ctx.news.list({ page, limit, tag }),
  },
};
