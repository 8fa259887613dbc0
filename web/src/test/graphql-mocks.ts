import type { User } from '@/lib/user';
import { json, type MockAnswer, type MockRequest, type PlainAnswer, type mockAuthApi } from './api-mocks';

/**
 * The gateway's /graphql for mockAuthApi: `graphqlRoutes({ Users: gqlData({ users }) })` is the
 * answer to 'POST /graphql', chosen by the operation's name. An answer can be a function of the
 * operation's variables. An operation without an answer gets the GraphQL error the gateway would
 * give a document it does not know, so a test notices a call it did not expect.
 */
export type OperationAnswer =
  | PlainAnswer
  | ((variables: Record<string, unknown>, request: MockRequest) => PlainAnswer | Promise<Response>);

interface GraphQLBody {
  operationName?: string;
  query?: string;
  variables?: Record<string, unknown>;
}

export function graphqlRoutes(operations: Record<string, OperationAnswer>): { 'POST /graphql': MockAnswer } {
  return {
    'POST /graphql': (request) => {
      const { operationName = '', variables = {} } = (request.body ?? {}) as GraphQLBody;
      const answer = operations[operationName];
      if (answer === undefined)
        return gqlError('GRAPHQL_VALIDATION_FAILED', `No answer for operation ${operationName}`);
      return typeof answer === 'function' ? answer(variables, request) : answer;
    },
  };
}

/** A successful GraphQL answer. */
export const gqlData = (data: Record<string, unknown>) => json(200, { data });

/** A GraphQL answer with one error, as the gateway sends an application error (HTTP 200). */
export const gqlError = (code: string, message: string, extensions: Record<string, unknown> = {}) =>
  json(200, { data: null, errors: [{ message, extensions: { code, ...extensions } }] });

/** A user as /graphql answers it: typed, so Apollo's cache keeps it under User:<id>; no provider is null. */
export const gqlUser = (user: User) => ({
  __typename: 'User',
  ...user,
  authProvider: user.authProvider || null,
});

/** The calls of one operation, with their variables and headers. */
export function operationCalls(fetchMock: ReturnType<typeof mockAuthApi>, operationName: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/graphql') && init?.method === 'POST')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as GraphQLBody,
      headers: new Headers(init?.headers),
    }))
    .filter(({ body }) => body.operationName === operationName)
    .map(({ body, headers }) => ({ variables: body.variables ?? {}, query: body.query ?? '', headers }));
}
