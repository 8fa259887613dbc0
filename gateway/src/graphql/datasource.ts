import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import { isGatewayContext } from './context.js';

// Types of @apollo/gateway's transitive packages, reached through its own declarations.
type DidReceiveResponseArgs = Parameters<NonNullable<RemoteGraphQLDataSource['didReceiveResponse']>>[0];
type SubgraphResponse = DidReceiveResponseArgs['response'];
type FetcherHeaders = NonNullable<SubgraphResponse['http']>['headers'];
type FetcherResponse = Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0];

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

  override didReceiveResponse({ response, context }: DidReceiveResponseArgs): SubgraphResponse {
    if (isGatewayContext(context)) {
      for (const cookie of setCookiesOf(response.http?.headers)) context.appendSetCookie(cookie);
    }
    return response;
  }
}
