import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { setSessionCookie } from '../sessions/sessions.resolvers.js';

export const secondFactorResolvers: Resolvers = {
  Mutation: {
    startTotpSetup: (_parent, _args, ctx) => ctx.secondFactor.startSetup(requireUser(ctx)),
    confirmTotpSetup: async (_parent, { code }, ctx) => ({
      recoveryCodes: await ctx.secondFactor.confirmSetup(requireUser(ctx), { code }),
    }),
    completeSecondFactorLogin: async (_parent, { challenge, code }, ctx) => {
      const { user, token } = await ctx.secondFactor.completeLogin({ challenge, code }, ctx.meta);
      const bearer = token.kind === 'bearer';
      if (!bearer) setSessionCookie(ctx, token);
      return { user, expiresAt: token.expiresAt, token: bearer ? token.token : null };
    },
    disableTotp: async (_parent, { password, code }, ctx) => {
      await ctx.secondFactor.disable(requireUser(ctx), { password, code });
      return true;
    },
    regenerateRecoveryCodes: async (_parent, { password, code }, ctx) => ({
      recoveryCodes: await ctx.secondFactor.regenerateRecoveryCodes(requireUser(ctx), { password, code }),
    }),
  },
  Query: {
    mySecondFactor: (_parent, _args, ctx) => (ctx.user ? ctx.secondFactor.status(ctx.user.id) : null),
  },
};
