import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const usageResolvers: Resolvers = {
  Query: {
    myUsage: (_parent, _args, ctx) => ctx.usage.todayFor(requireUser(ctx)),
  },
};
