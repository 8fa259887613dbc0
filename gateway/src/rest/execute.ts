import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import { buildContext, type ContextOptions, type GatewayContext } from '../graphql/context.js';
import { OperationError } from './errors.js';

/** The variables argument: required when the operation has a required variable, else optional. */
type VariablesArg<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * Runs one of the gateway's typed documents (src/__generated__/operations.ts, generated from
 * src/operations/*.graphql): its variables and its answer are typed by the operation itself.
 */
export type RunOperation = <TData, TVariables extends Record<string, unknown>>(
  request: FastifyRequest,
  reply: FastifyReply,
  document: TypedDocumentNode<TData, TVariables>,
  ...variables: VariablesArg<TVariables>
) => Promise<TData>;

/** Each document's text, printed once: Apollo Server caches parsed operations by their text. */
const sources = new WeakMap<DocumentNode, string>();
function sourceOf(document: DocumentNode): string {
  let source = sources.get(document);
  if (source === undefined) {
    source = print(document);
    sources.set(document, source);
  }
  return source;
}

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
  return async <TData, TVariables extends Record<string, unknown>>(
    request: FastifyRequest,
    reply: FastifyReply,
    document: TypedDocumentNode<TData, TVariables>,
    ...[variables]: VariablesArg<TVariables>
  ): Promise<TData> => {
    const response = await apollo.executeOperation<TData, TVariables>(
      { query: sourceOf(document), variables },
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
