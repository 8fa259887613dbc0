import type { Resolvers } from '../__generated__/resolvers-types.js';
import { setSessionCookie } from '../sessions/sessions.resolvers.js';

export const accountsResolvers: Resolvers = {
  Mutation: {
    register: async (_parent, { input }, ctx) => {
      const { user, message, shouldRedirect, token } = await ctx.accounts.register(input, ctx.meta);
      if (token) setSessionCookie(ctx, token);
      return { user, message, shouldRedirect };
    },
    activateAccount: (_parent, { token }, ctx) => ctx.accounts.activate(token),
    requestPasswordReset: (_parent, { email }, ctx) => ctx.accounts.requestPasswordReset(email, ctx.meta),
    resetPassword: (_parent, { token, password, confirmPassword }, ctx) =>
      ctx.accounts.resetPassword({ token, password, confirmPassword }, ctx.meta),
  },
};
