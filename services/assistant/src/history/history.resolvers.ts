import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The caller's own conversation only: the user id comes from their token, never from arguments. */
export const historyResolvers: Resolvers = {
  Query: {
    chatHistory: (_parent, _args, ctx) => ctx.history.list(requireUser(ctx).id),
  },
  Mutation: {
    clearChatHistory: async (_parent, _args, ctx) => {
      await ctx.history.clear(requireUser(ctx).id);
      return true;
    },
  },
};
