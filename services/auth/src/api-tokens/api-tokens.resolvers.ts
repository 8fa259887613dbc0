import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const apiTokensResolvers: Resolvers = {
  Query: {
    myApiTokens: (_parent, _args, ctx) => ctx.apiTokens.list(requireUser(ctx)),
  },
  Mutation: {
    createApiToken: (_parent, { input }, ctx) => ctx.apiTokens.create(ctx, input, ctx.meta),
    resetCalendarToken: (_parent, _args, ctx) => ctx.apiTokens.resetCalendarToken(ctx, ctx.meta),
    revokeApiToken: async (_parent, { id }, ctx) => {
      await ctx.apiTokens.revoke(requireUser(ctx), id);
      return true;
    },
  },
};
