import type { ApolloServerPlugin } from '@apollo/server';
import type { MaybeAuthenticated } from './auth.js';
import { READ_ONLY_TOKEN_MESSAGE } from './contracts/api-tokens.js';
import { AppError } from './errors.js';

/**
 * A personal API token with the `read` scope runs queries only. The gateway refuses its writes
 * before they reach a subgraph; each subgraph refuses them again, so the rule holds for any
 * caller that reaches a service with such a token.
 */
export function readOnlyTokensPlugin<TContext extends MaybeAuthenticated>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (contextValue.user?.apiTokenScope === 'read' && operation?.operation !== 'query') {
            throw new AppError('FORBIDDEN', READ_ONLY_TOKEN_MESSAGE);
          }
        },
      };
    },
  };
}
