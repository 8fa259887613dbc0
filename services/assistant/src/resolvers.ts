import { DateTimeScalar } from '@smarthome/service-kit';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { usageResolvers } from './usage/usage.resolvers.js';

/** The resolver map of the whole subgraph: one entry per module. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    ...usageResolvers.Query,
  },
};
