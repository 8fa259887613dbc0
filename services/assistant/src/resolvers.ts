import { DateTimeScalar } from '@smarthome/service-kit';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { actionsResolvers } from './actions/actions.resolvers.js';
import { chatResolvers } from './chat/chat.resolvers.js';
import { dataExportResolvers } from './data-export/data-export.resolvers.js';
import { historyResolvers } from './history/history.resolvers.js';
import { usageResolvers } from './usage/usage.resolvers.js';

/** The resolver map of the whole subgraph: one entry per module. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    ...chatResolvers.Query,
    ...historyResolvers.Query,
    ...usageResolvers.Query,
    ...dataExportResolvers.Query,
  },
  Mutation: {
    ...chatResolvers.Mutation,
    ...historyResolvers.Mutation,
    ...actionsResolvers.Mutation,
  },
};
