import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import { isGatewayContext } from './context.js';

// Types of @apollo/gateway's transitive packages, reached through its own declarations.
type DidReceiveResponseArgs = Parameters<NonNullable<RemoteGraphQLDataSource['didReceiveResponse']>>[0];
type SubgraphResponse = DidReceiveResponseArgs['response'];
type FetcherHeaders = NonNullable<SubgraphResponse['http']>['headers'];
type FetcherResponse = Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0];
type SubgraphAnswer = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;
type SubgraphError = NonNullable<SubgraphAnswer['errors']>[number];

/** What the caller reads when the request the gateway built was too large for a subgraph. */
export const SUBGRAPH_PAYLOAD_TOO_LARGE_MESSAGE = 'The request is too large for the service that answers it';

/** Every Set-Cookie value of a response, one per cookie (Headers.get would join them with commas). */
export function setCookiesOf(headers: FetcherHeaders | undefined): string[] {
  if (!headers) return [];
  const withHelpers = headers as FetcherHeaders & {
    getSetCookie?: () => string[];
    raw?: () => Record<string, string[]>;
  };
  if (typeof withHelpers.getSetCookie === 'function') return withHelpers.getSetCookie();
  if (typeof withHelpers.raw === 'function') return withHelpers.raw()['set-cookie'] ?? [];
  const single = headers.get('set-cookie');
  return single ? [single] : [];
}

/**
 * The errors of a subgraph's HTTP 400 answer when every one of them refuses a value the caller
 * sent (BAD_USER_INPUT: a variable, or a literal in the query, that the subgraph's scalar cannot
 * read), without their locations (they point into the document the gateway sent, not into the
 * caller's); undefined for any other failure.
 */
function refusedInputOf(error: unknown): SubgraphError[] | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const response = error.extensions.response as { status?: unknown; body?: unknown } | undefined;
  if (response?.status !== 400 || typeof response.body !== 'object' || response.body === null) {
    return undefined;
  }
  const { errors } = response.body as { errors?: unknown };
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const refusals: SubgraphError[] = [];
  for (const item of errors as unknown[]) {
    const { message, extensions } = (item ?? {}) as { message?: unknown; extensions?: unknown };
    if (typeof message !== 'string' || typeof extensions !== 'object' || extensions === null)
      return undefined;
    if ((extensions as { code?: unknown }).code !== 'BAD_USER_INPUT') return undefined;
    refusals.push(new GraphQLError(message, { extensions: extensions as Record<string, unknown> }));
  }
  return refusals;
}

/**
 * The gateway's link to one subgraph: forwards the caller's identity (Authorization, cookies),
 * the request id and client address, and hands Set-Cookie back to the caller's response — the
 * auth service opens and closes sessions through GraphQL mutations.
 */
export class ForwardingDataSource extends RemoteGraphQLDataSource {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions): void {
    // Health checks and schema loading run without an incoming request, hence no GatewayContext.
    if (!isGatewayContext(context) || !request.http) return;
    for (const [name, value] of Object.entries(context.forwardHeaders)) request.http.headers.set(name, value);
  }

  /**
   * A subgraph refuses a request body over its limit with HTTP 413. The caller sent too much
   * (a long text in a variable), so it is a PAYLOAD_TOO_LARGE application error (413 on the REST
   * facade), not an internal one. Other statuses keep Apollo's mapping (masked when they have
   * no application code).
   */
  override async errorFromResponse(response: FetcherResponse): Promise<GraphQLError> {
    if (response.status !== 413) return super.errorFromResponse(response);
    return new GraphQLError(SUBGRAPH_PAYLOAD_TOO_LARGE_MESSAGE, {
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  }

  /**
   * A subgraph refuses a value the caller sent with HTTP 400 before it runs anything. Whatever
   * the scalar (the gateway cannot read custom scalars itself: it passes them on), such a refusal
   * is the caller's bad input: its errors are the subgraph's answer, BAD_USER_INPUT with the
   * subgraph's message naming the variable or argument, as for any error a subgraph answers.
   */
  override async process(options: GraphQLDataSourceProcessOptions): Promise<SubgraphAnswer> {
    try {
      return await super.process(options);
    } catch (error) {
      const refusals = refusedInputOf(error);
      if (refusals) return { errors: refusals };
      throw error;
    }
  }

  override didReceiveResponse({ response, context }: DidReceiveResponseArgs): SubgraphResponse {
    if (isGatewayContext(context)) {
      for (const cookie of setCookiesOf(response.http?.headers)) context.appendSetCookie(cookie);
    }
    return response;
  }
}
