import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildContext, type ContextOptions, type GatewayContext } from '../graphql/context.js';
import { OperationError } from './errors.js';

export type RunOperation = <TData>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: string,
  variables?: Record<string, unknown>,
) => Promise<TData>;

/**
 * Runs a REST call's GraphQL operation in-process with `executeOperation`, not through an HTTP
 * call to our own /graphql. The context comes from the same `buildContext(request, reply)` that
 * /graphql uses, so Authorization, cookies, x-request-id and the client address reach the
 * subgraphs exactly as for a browser's GraphQL call, and subgraph Set-Cookie headers land on
 * this very reply. A loopback HTTP call would have to copy each of those headers by hand in both
 * directions (and re-split Set-Cookie), would need the server's own listening address (there is
 * none under `inject()`), and would count every REST call twice in logs and metrics.
 *
 * Error policy: errors at the root field (or no data at all) fail the call through the REST
 * error handler; errors deeper down (e.g. a user name from auth while auth is down) leave that
 * field null, are logged, and the rest of the answer is still served.
 */
export function createRunner(
  apollo: ApolloServer<GatewayContext>,
  contextOptions: ContextOptions,
): RunOperation {
  return async <TData>(
    request: FastifyRequest,
    reply: FastifyReply,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<TData> => {
    const response = await apollo.executeOperation<TData>(
      { query, variables },
      { contextValue: buildContext(request, reply, contextOptions) },
    );
    if (response.body.kind !== 'single')
      throw new Error('Incremental delivery is not used by the REST facade');
    const { data, errors } = response.body.singleResult;
    if (errors && errors.length > 0) {
      if (data === null || data === undefined || errors.some((e) => !e.path || e.path.length <= 1)) {
        throw new OperationError(errors);
      }
      request.log.warn({ errors }, 'REST call answered with partial data');
    }
    if (data === null || data === undefined) throw new OperationError([]);
    return data;
  };
}
