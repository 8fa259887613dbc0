import { DateTimeScalar } from '@smarthome/service-kit';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { newsResolvers } from './news/news.resolvers.js';

/** The resolver map of the whole subgraph: one entry per module. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    ...newsResolvers.Query,
  },
};
