import type { Resolvers } from '../__generated__/resolvers-types.js';
import { setSessionCookie } from '../sessions/sessions.resolvers.js';
import { clearedFlowCookie, flowCookie, flowCookieName } from './google.cookies.js';

export const googleResolvers: Resolvers = {
  Mutation: {
    startGoogleSignIn: async (_parent, { returnTo }, ctx) => {
      const { authorizationUrl, flowId } = await ctx.google.start(returnTo, ctx.meta);
      ctx.setCookie(flowCookie(ctx.cookies, flowId));
      return { authorizationUrl };
    },
    completeGoogleSignIn: async (_parent, { callbackQuery }, ctx) => {
      // Whatever happens next, this flow is over.
      ctx.setCookie(clearedFlowCookie(ctx.cookies));
      const flowId = ctx.readCookie(flowCookieName(ctx.cookies));
      const result = await ctx.google.complete(flowId, callbackQuery, ctx.meta);
      setSessionCookie(ctx, result.token);
      return { user: result.user, returnTo: result.returnTo, created: result.created };
    },
  },
};
