import { authenticationRequired } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { AuthContext } from '../context.js';
import { setSessionCookie } from '../sessions/sessions.resolvers.js';
import { clearedFlowCookie, flowCookie, flowCookieName } from './google.cookies.js';

/** The caller as the auth service verified its token: a confirmation belongs to its session. */
const callerOf = (ctx: AuthContext) => ({ user: ctx.user, sessionId: ctx.session?.sessionId ?? null });

export const googleResolvers: Resolvers = {
  Mutation: {
    startGoogleSignIn: async (_parent, { returnTo }, ctx) => {
      const { authorizationUrl, flowId } = await ctx.google.start(returnTo, ctx.meta);
      ctx.setCookie(flowCookie(ctx.cookies, flowId));
      return { authorizationUrl };
    },
    startGoogleConfirmation: async (_parent, { returnTo }, ctx) => {
      const { authorizationUrl, flowId } = await ctx.google.startConfirmation(
        callerOf(ctx),
        returnTo,
        ctx.meta,
      );
      ctx.setCookie(flowCookie(ctx.cookies, flowId));
      return { authorizationUrl };
    },
    completeGoogleSignIn: async (_parent, { callbackQuery }, ctx) => {
      // Whatever happens next, this flow is over.
      ctx.setCookie(clearedFlowCookie(ctx.cookies));
      const flowId = ctx.readCookie(flowCookieName(ctx.cookies));
      const result = await ctx.google.complete(flowId, callbackQuery, ctx.meta, callerOf(ctx));
      if (result.kind === 'confirmed') {
        // The session stays as it is: nothing to set.
        const user = await ctx.users.findById(result.userId);
        if (!user) throw authenticationRequired();
        return { user, returnTo: result.returnTo, created: false, confirmed: true };
      }
      setSessionCookie(ctx, result.token);
      return { user: result.user, returnTo: result.returnTo, created: result.created, confirmed: false };
    },
  },
};
