import { DateTimeScalar } from '@smarthome/service-kit';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { accountDeletionResolvers } from './account-deletion/account-deletion.resolvers.js';
import { accountsResolvers } from './accounts/accounts.resolvers.js';
import { apiTokensResolvers } from './api-tokens/api-tokens.resolvers.js';
import { dataExportResolvers } from './data-export/data-export.resolvers.js';
import { googleResolvers } from './google/google.resolvers.js';
import { keysResolvers } from './keys/keys.resolvers.js';
import { secondFactorResolvers } from './second-factor/second-factor.resolvers.js';
import { sessionsResolvers } from './sessions/sessions.resolvers.js';
import { usersResolvers } from './users/users.resolvers.js';

/** The resolver map of the whole subgraph: one entry per module. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    ...usersResolvers.Query,
    ...keysResolvers.Query,
    ...apiTokensResolvers.Query,
    ...secondFactorResolvers.Query,
    ...dataExportResolvers.Query,
  },
  Mutation: {
    ...usersResolvers.Mutation,
    ...sessionsResolvers.Mutation,
    ...accountsResolvers.Mutation,
    ...accountDeletionResolvers.Mutation,
    ...googleResolvers.Mutation,
    ...keysResolvers.Mutation,
    ...apiTokensResolvers.Mutation,
    ...secondFactorResolvers.Mutation,
  },
  User: usersResolvers.User,
  Installation: usersResolvers.Installation,
};
