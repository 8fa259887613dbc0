import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { exportOperationsData } from './data-export.service.js';

/** The caller's own data only: who it is comes from their verified token, never from an argument. */
export const dataExportResolvers: Resolvers = {
  Query: {
    myOperationsData: (_parent, _args, ctx) => exportOperationsData(ctx, requireUser(ctx)),
  },
};
