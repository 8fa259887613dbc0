import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The caller's own data only: who it is comes from their verified token, never from an argument. */
export const dataExportResolvers: Resolvers = {
  Query: {
    myAccountData: (_parent, _args, ctx) =>
      ctx.dataExport.exportFor(requireUser(ctx), ctx.session?.sessionId ?? null),
  },
};
