import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { AuthContext } from '../context.js';
import { clearedSessionCookies, sessionCookies } from './sessions.cookies.js';
import type { IssuedToken } from './sessions.service.js';

/** Hands a token to a browser as the session cookie and its hint (lifetime = the token's). */
export function setSessionCookie(ctx: AuthContext, token: IssuedToken): void {
  const maxAgeSeconds = (token.expiresAt.getTime() - token.issuedAt) / 1000;
  for (const cookie of sessionCookies(ctx.cookies, token.token, maxAgeSeconds)) ctx.setCookie(cookie);
}

/** Tells a browser to drop the session cookie and its hint. */
export function clearSessionCookie(ctx: AuthContext): void {
  for (const cookie of clearedSessionCookies(ctx.cookies)) ctx.setCookie(cookie);
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
      if (ctx.tokenSource !== 'bearer') clearSessionCookie(ctx);
      return true;
    },
    renewSession: async (_parent, _args, ctx) => {
      const sessionId = ctx.session?.sessionId;
      const token = sessionId ? await ctx.sessions.renew(sessionId) : null;
      // A cookie whose token no longer verifies (revoked, expired, forged) is of no use: drop it.
      // (When verification itself is unavailable the request fails before reaching here.)
      if (ctx.tokenSource === 'cookie') {
        if (token) setSessionCookie(ctx, token);
        else clearSessionCookie(ctx);
      }
      if (!token) return null;
      return { expiresAt: token.expiresAt, token: ctx.tokenSource === 'bearer' ? token.token : null };
    },
  },
};
