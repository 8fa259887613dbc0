import type { Resolvers } from '../__generated__/resolvers-types.js';

export const exchangeRateResolvers: Resolvers = {
  Query: {
    exchangeRate: (_parent, _args, ctx) => ctx.exchangeRate.current(),
  },
};
