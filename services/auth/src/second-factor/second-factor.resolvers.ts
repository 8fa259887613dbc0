import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { AuthContext } from '../context.js';
import { setSessionCookie } from '../sessions/sessions.resolvers.js';

/**
 * A browser's session gets a new cookie at once when its second factor changes: the token's
 * enrolment claim (STAFF_SECOND_FACTOR) follows the change without a new sign-in. API clients
 * (bearer) get theirs from renewSession.
 */
async function refreshSessionToken(ctx: AuthContext): Promise<void> {
  const sessionId = ctx.session?.sessionId;
  if (ctx.tokenSource !== 'cookie' || !sessionId) return;
  const token = await ctx.sessions.renew(sessionId);
  if (token) setSessionCookie(ctx, token);
}

export const secondFactorResolvers: Resolvers = {
  Mutation: {
    startTotpSetup: (_parent, _args, ctx) => ctx.secondFactor.startSetup(requireUser(ctx)),
    confirmTotpSetup: async (_parent, { code }, ctx) => {
      const recoveryCodes = await ctx.secondFactor.confirmSetup(requireUser(ctx), { code });
      await refreshSessionToken(ctx);
      return { recoveryCodes };
    },
    completeSecondFactorLogin: async (_parent, { challenge, code }, ctx) => {
      const { user, token } = await ctx.secondFactor.completeLogin({ challenge, code }, ctx.meta);
      const bearer = token.kind === 'bearer';
      if (!bearer) setSessionCookie(ctx, token);
      return { user, expiresAt: token.expiresAt, token: bearer ? token.token : null };
    },
    disableTotp: async (_parent, { password, code }, ctx) => {
      await ctx.secondFactor.disable(requireUser(ctx), { password, code });
      await refreshSessionToken(ctx);
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
