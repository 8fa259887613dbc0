import { requireSignedInSession } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const keysResolvers: Resolvers = {
  Query: {
    signingKeys: async (_parent, _args, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.keys.list();
    },
  },
  Mutation: {
    rotateSigningKey: async (_parent, _args, ctx) => {
      // A leaked API token must not be able to change the keys every session is signed with.
      const admin = requireSignedInSession(await ctx.users.requireAdmin(ctx));
      const key = await ctx.keys.rotate();
      ctx.log.info({ kid: key.kid, activeFrom: key.activeFrom, by: admin.id }, 'signing key rotated');
      return key;
    },
  },
};
