import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { AuthContext } from '../context.js';
import { clearedSessionCookie, sessionCookie } from './sessions.cookies.js';
import type { IssuedToken } from './sessions.service.js';

/** Hands a token to a browser as the session cookie (lifetime = the token's). */
export function setSessionCookie(ctx: AuthContext, token: IssuedToken): void {
  ctx.setCookie(sessionCookie(ctx.cookies, token.token, (token.expiresAt.getTime() - token.issuedAt) / 1000));
}

export const sessionsResolvers: Resolvers = {
  Mutation: {
    login: async (_parent, { email, password, bearer }, ctx) => {
      const kind = bearer ? 'bearer' : 'cookie';
      const { user, token } = await ctx.sessions.login({ email, password }, ctx.meta, kind);
      if (kind === 'cookie') setSessionCookie(ctx, token);
      return { user, expiresAt: token.expiresAt, token: kind === 'bearer' ? token.token : null };
    },
    logout: async (_parent, _args, ctx) => {
      await ctx.sessions.logout(ctx.session?.sessionId ?? null);
      // Also for a cookie that no longer verifies: the browser should drop it.
      if (ctx.tokenSource !== 'bearer') ctx.setCookie(clearedSessionCookie(ctx.cookies));
      return true;
    },
    renewSession: async (_parent, _args, ctx) => {
      const sessionId = ctx.session?.sessionId;
      const token = sessionId ? await ctx.sessions.renew(sessionId) : null;
      // A cookie whose token no longer verifies (revoked, expired, forged) is of no use: drop it.
      // (When verification itself is unavailable the request fails before reaching here.)
      if (ctx.tokenSource === 'cookie') {
        if (token) setSessionCookie(ctx, token);
        else ctx.setCookie(clearedSessionCookie(ctx.cookies));
      }
      if (!token) return null;
      return { expiresAt: token.expiresAt, token: ctx.tokenSource === 'bearer' ? token.token : null };
    },
  },
};
