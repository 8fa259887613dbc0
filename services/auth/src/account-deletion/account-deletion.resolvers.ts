import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { clearSessionCookie } from '../sessions/sessions.resolvers.js';

export const accountDeletionResolvers: Resolvers = {
  Mutation: {
    deleteMyAccount: async (_parent, { password, code }, ctx) => {
      await ctx.accountDeletion.deleteOwn(requireUser(ctx), ctx.session?.sessionId ?? null, {
        password,
        code,
      });
      // The session ended with the account: the browser drops its cookie and hint.
      if (ctx.tokenSource !== 'bearer') clearSessionCookie(ctx);
      return true;
    },
  },
};
