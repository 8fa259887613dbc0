import type { Resolvers } from '../__generated__/resolvers-types.js';

export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.users.me(ctx.user),
    users: async (_parent, _args, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.users.list();
    },
  },
  Mutation: {
    updateUser: async (_parent, { id, input }, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.users.update(id, input);
    },
    setUserActive: async (_parent, { id, active }, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.users.setActive(id, active);
    },
    deleteUser: async (_parent, { id }, ctx) => {
      await ctx.users.requireAdmin(ctx);
      await ctx.users.delete(id);
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
