import { SESSION_HINT_COOKIE } from '@smarthome/service-kit/contracts';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { clearedSessionHint } from '../sessions/sessions.cookies.js';

export const usersResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => {
      const me = await ctx.users.me(ctx.user);
      // A browser that still shows the signed-in hint but has no session (expired, revoked,
      // deactivated) would ask for its profile on every page: this answer drops the hint. The
      // session cookie is left to logout and renewal, which own it.
      if (!me && ctx.tokenSource !== 'bearer' && ctx.readCookie(SESSION_HINT_COOKIE)) {
        ctx.setCookie(clearedSessionHint(ctx.cookies));
      }
      return me;
    },
    users: async (_parent, _args, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.users.list();
    },
    usersPage: async (_parent, { page, limit }, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.users.listPage({ page, limit });
    },
  },
  Mutation: {
    updateUser: async (_parent, { id, input }, ctx) => {
      const admin = await ctx.users.requireAdmin(ctx);
      return ctx.users.update(id, input, admin);
    },
    setUserActive: async (_parent, { id, active }, ctx) => {
      const admin = await ctx.users.requireAdmin(ctx);
      return ctx.users.setActive(id, active, admin);
    },
    deleteUser: async (_parent, { id }, ctx) => {
      const admin = await ctx.users.requireAdmin(ctx);
      await ctx.users.delete(id, admin);
      return true;
    },
  },
  User: {
    // Other subgraphs reference users by id (Installation.customer) or by e-mail.
    __resolveReference: (reference, ctx) =>
      'id' in reference && reference.id !== undefined
        ? ctx.users.findById(reference.id)
        : ctx.users.findByEmail((reference as { email?: unknown }).email),
  },
};
