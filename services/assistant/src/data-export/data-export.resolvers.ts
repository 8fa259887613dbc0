import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The caller's own data only: who it is comes from their verified token, never from an argument. */
export const dataExportResolvers: Resolvers = {
  Query: {
    myAssistantData: async (_parent, _args, ctx) => {
      const caller = requireUser(ctx);
      const [exchanges, usageToday] = await Promise.all([
        ctx.history.exportFor(caller.id),
        ctx.quota.usage(caller),
      ]);
      return { exchanges, usageToday };
    },
  },
};
