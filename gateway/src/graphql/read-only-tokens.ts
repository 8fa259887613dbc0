import type { ApolloServerPlugin } from '@apollo/server';
import { READ_ONLY_TOKEN_MESSAGE } from '@smarthome/service-kit/contracts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from './context.js';

/**
 * A `read` API token runs queries only: its mutations are refused with 403 once the operation
 * is known (after persisted queries are resolved and the limits are checked), before any
 * subgraph is called. Every subgraph refuses them again on its own.
 */
export function readOnlyTokensPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (contextValue.apiTokenScope === 'read' && operation?.operation !== 'query') {
            throw new GraphQLError(READ_ONLY_TOKEN_MESSAGE, {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            });
          }
        },
      };
    },
  };
}
