/**
 * How GraphiQL calls the API: POST /graphql on this origin, as one of two callers.
 *
 * - An integrator with a personal API token (created at /dashboard/api-tokens) puts it in the
 *   headers editor as `Authorization: Bearer shpat_…`; the gateway then ignores the cookies.
 * - Anyone else is the browser's session, if any, by its cookie (same origin). A mutation sent
 *   that way needs a CSRF token, fetched fresh from GET /api/v0/auth/csrf-token and sent as the
 *   x-csrf-token header, as the site's own pages do; without it the gateway answers 403.
 */
import { getOperationAST, parse, type DocumentNode } from 'graphql';

const GRAPHQL_URL = '/graphql';
const CSRF_TOKEN_URL = '/api/v0/auth/csrf-token';
const CSRF_HEADER = 'x-csrf-token';

/** What the headers editor starts with, to show where a token goes. It is no token: never sent. */
export const EXAMPLE_AUTHORIZATION = 'Bearer shpat_...';
export const EXAMPLE_HEADERS = JSON.stringify({ Authorization: EXAMPLE_AUTHORIZATION }, null, 2);

/** What GraphiQL asks to run. */
export interface GraphQLParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export interface FetcherOptions {
  /** The headers editor's JSON object. */
  headers?: Record<string, unknown>;
  /** The query editor's document, when it parses. */
  documentAST?: DocumentNode;
}

const isAuthorization = (name: string) => name.toLowerCase() === 'authorization';

/** The editor's headers as strings, less an Authorization header that is empty or still the example. */
export function headersToSend(editorHeaders: Record<string, unknown> = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(editorHeaders)) {
    if (value === undefined || value === null) continue;
    const text =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
    if (isAuthorization(name) && (text.trim() === '' || text === EXAMPLE_AUTHORIZATION)) continue;
    headers[name] = text;
  }
  return headers;
}

/** Whether the operation GraphiQL runs is a mutation; a document that does not parse is not. */
export function isMutation(params: GraphQLParams, document?: DocumentNode): boolean {
  let parsed = document;
  if (!parsed) {
    try {
      parsed = parse(params.query);
    } catch {
      return false;
    }
  }
  return getOperationAST(parsed, params.operationName)?.operation === 'mutation';
}

async function freshCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as { csrfToken?: unknown };
  if (!response.ok || typeof body.csrfToken !== 'string') {
    throw new Error(`Could not get a CSRF token for the mutation (HTTP ${response.status})`);
  }
  return body.csrfToken;
}

/** GraphiQL's fetcher: the answer's JSON as it is, or an error naming the status when it is not JSON. */
export async function fetchGraphQL(params: GraphQLParams, options: FetcherOptions = {}): Promise<unknown> {
  const headers = headersToSend(options.headers);
  const withToken = Object.keys(headers).some(isAuthorization);
  if (!withToken && isMutation(params, options.documentAST)) {
    headers[CSRF_HEADER] = await freshCsrfToken();
  }
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 500)}` }] };
  }
}
