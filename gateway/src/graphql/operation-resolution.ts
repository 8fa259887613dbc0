import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind } from 'graphql';

/**
 * Requests whose operation cannot run are the caller's mistake, answered 400 before execution:
 *
 *   - the operation cannot be chosen (several operations and no operationName, an operationName
 *     the document does not have, a document of fragments only): OPERATION_RESOLUTION_FAILURE,
 *     as Apollo Server answers for a schema of its own. Behind a gateway Apollo Server leaves it
 *     to the gateway's executor, which throws an error without a code (a masked 500);
 *   - the schema has no root type for the operation (`subscription { … }`: the supergraph has no
 *     Subscription type): GRAPHQL_VALIDATION_FAILED, in the words of graphql-js's
 *     KnownOperationTypes rule. graphql 16 does not validate it, and the gateway's query planner
 *     then throws without a code.
 */
export function operationResolutionPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema }) {
          if (operation) {
            if (schema.getRootType(operation.operation)) return;
            throw new GraphQLError(`The ${operation.operation} operation is not supported by the schema.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
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
