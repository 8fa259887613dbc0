import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind } from 'graphql';

/**
 * A request whose operation cannot be chosen (several operations and no operationName, an
 * operationName the document does not have, a document of fragments only) is the caller's
 * mistake: 400 OPERATION_RESOLUTION_FAILURE, as Apollo Server answers for a schema of its own.
 * Behind a gateway Apollo Server leaves it to the gateway's executor, which throws an error
 * without a code, and that became a masked 500. This refuses it before execution.
 */
export function operationResolutionPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (operation) return;
          const count = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
          // graphql-js's own wording for each case.
          const message = request.operationName
            ? `Unknown operation named "${request.operationName}".`
            : count > 1
              ? 'Must provide operation name if query contains multiple operations.'
              : 'Must provide an operation.';
          throw new GraphQLError(message, {
            extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
          });
        },
      };
    },
  };
}
