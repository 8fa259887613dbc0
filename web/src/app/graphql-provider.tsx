import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloProvider } from '@apollo/client/react';
import { OperationTypeNode } from 'graphql';
import { createContext, useContext, type ReactNode } from 'react';
import { useAuth } from '@/features/auth/api/auth-context';
import { CSRF_HEADER, getCsrfToken } from '@/lib/api-client';
import { createSessionWatch, sessionWatchLink, type SessionWatch } from './session-watch';

/**
 * GraphQL (Apollo Client) serves the signed-in area only: the public pages speak to the REST facade
 * /api/v0. This module is imported by the lazily loaded dashboard layout, so Apollo is never part
 * of the public site's bundle.
 */

/**
 * The gateway refuses a mutation sent with the session cookie unless it carries a CSRF token that
 * matches the browser's CSRF cookie (a query needs none). As every state-changing REST call does, a
 * mutation fetches a fresh token first (GET /api/v0/auth/csrf-token) and sends it as x-csrf-token;
 * when no token can be had, the mutation is not sent and fails with that ApiError.
 */
export const csrfLink = new SetContextLink(async ({ headers }, operation) =>
  operation.operationType === OperationTypeNode.MUTATION
    ? { headers: { ...headers, [CSRF_HEADER]: await getCsrfToken() } }
    : {},
);

/**
 * GraphQL goes through the gateway's /graphql (same origin) with the session cookie; `watch` hears
 * whether the server still knows that session.
 */
export function createApolloClient(watch: SessionWatch): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionWatchLink(watch),
      csrfLink,
      new HttpLink({ uri: '/graphql', credentials: 'include' }),
    ]),
    cache: new InMemoryCache(),
  });
}

interface SignedInClient {
  owner: string | null;
  client: ApolloClient;
  watch: SessionWatch;
}

let current: SignedInClient | undefined;

/**
 * The client of the signed-in user `owner` (null: no one). It lives as long as the page, so its cache
 * survives leaving the dashboard and coming back; when someone else signs in on the same page, a new
 * client with an empty cache takes its place and the old cache is cleared, so what one account was
 * shown never appears to the next.
 */
export function clientFor(owner: string | null): SignedInClient {
  if (current?.owner !== owner) {
    if (current) {
      current.client.stop();
      void current.client.clearStore();
    }
    const watch = createSessionWatch();
    current = { owner, client: createApolloClient(watch), watch };
  }
  return current;
}

const SessionWatchContext = createContext<SessionWatch | null>(null);

/** The watch of the signed-in user's GraphQL client (see session-watch.ts). */
export function useSessionWatch(): SessionWatch {
  const watch = useContext(SessionWatchContext);
  if (!watch) throw new Error('useSessionWatch must be used inside <GraphQLProvider>');
  return watch;
}

export function GraphQLProvider({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const { client, watch } = clientFor(state.user?.id ?? null);
  return (
    <ApolloProvider client={client}>
      <SessionWatchContext.Provider value={watch}>{children}</SessionWatchContext.Provider>
    </ApolloProvider>
  );
}
