import { requireUser } from '@smarthome/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export const installationsResolvers: Resolvers = {
  Query: {
    myInstallations: (_parent, _args, ctx) => ctx.installations.listForCustomer(requireUser(ctx)),
  },
  Installation: {
    // A reference the gateway hands to the auth subgraph, which owns users.
    customer: (installation) =>
      installation.customerId ? { __typename: 'User', id: installation.customerId } : null,
  },
};
