import { authenticationRequired, requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { chatCallerOf } from '../chat/chat.resolvers.js';

export const actionsResolvers: Resolvers = {
  Mutation: {
    confirmChatAction: async (_parent, { id }, ctx) => {
      const { user, caller } = chatCallerOf(ctx);
      // A verified caller always came with a token; the issue is reported with it, never without.
      if (!caller) throw authenticationRequired();
      const { action, issueId } = await ctx.actions.confirm(user.id, caller, id);
      // The operations subgraph resolves the issue's fields for the gateway.
      return { action, issue: { id: issueId } };
    },
    cancelChatAction: async (_parent, { id }, ctx) => {
      await ctx.actions.cancel(requireUser(ctx).id, id);
      return true;
    },
  },
};
