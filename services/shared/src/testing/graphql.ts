import type { FastifyInstance } from 'fastify';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  headers?: Record<string, string>;
}

export interface GraphQLResponse<TData> {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  data: TData | null | undefined;
  errors:
    | Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>
    | undefined;
}

/** POSTs a GraphQL operation to `/graphql` through `app.inject()` (no port needed). */
export async function postGraphQL<TData = Record<string, unknown>>(
  app: FastifyInstance,
  { query, variables, token, headers = {} }: GraphQLRequest,
): Promise<GraphQLResponse<TData>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json<{ data?: TData | null; errors?: GraphQLResponse<TData>['errors'] }>();
  return { statusCode: response.statusCode, headers: response.headers, data: body.data, errors: body.errors };
}

/** The `extensions.code` of each error, for assertions. */
export function errorCodes(response: GraphQLResponse<unknown>): unknown[] {
  return (response.errors ?? []).map((error) => error.extensions?.code);
}
