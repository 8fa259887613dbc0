import type { Resolvers } from '../__generated__/resolvers-types.js';

export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.users.me(ctx.user),
  },
  User: {
    // The gateway resolves `User` references of other subgraphs (e.g. Installation.customer) here.
    __resolveReference: (reference, ctx) => ctx.users.findById(reference.id),
  },
};
