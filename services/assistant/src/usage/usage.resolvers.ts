import { requireRole } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The token-usage views: admins only (UNAUTHENTICATED anonymous, FORBIDDEN other roles), then the dates. */
export const usageResolvers: Resolvers = {
  Query: {
    tokenUsageStats: (_parent, range, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.usageStats.stats(range);
    },
    tokenUsageDaily: (_parent, range, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.usageStats.daily(range);
    },
    tokenUsageByModel: (_parent, range, ctx) => {
      requireRole(ctx, 'admin');
      return ctx.usageStats.byModel(range);
    },
  },
};
