import { DateTimeScalar } from '@smarthome/service-kit';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { usersResolvers } from './users/users.resolvers.js';

/** The resolver map of the whole subgraph: one entry per module. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    ...usersResolvers.Query,
  },
  User: usersResolvers.User,
};
