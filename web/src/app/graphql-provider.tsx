import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth/api/auth-context';

/**
 * GraphQL (Apollo Client) serves the signed-in area only: the public pages speak to the REST facade
 * /api/v0. This module is imported by the lazily loaded dashboard layout, so Apollo (about 50 KB gzip)
 * is never part of the public site's bundle.
 */

/** GraphQL goes through the gateway's /graphql with the session cookie (ARCHITECTURE.md). */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}

let current: { owner: string | null; client: ApolloClient } | undefined;

/**
 * The client of the signed-in user `owner` (null: no one). It lives as long as the page, so its cache
 * survives leaving the dashboard and coming back; when someone else signs in on the same page, a new
 * client with an empty cache takes its place and the old cache is cleared, so what one account was
 * shown never appears to the next.
 */
export function clientFor(owner: string | null): ApolloClient {
  if (current?.owner !== owner) {
    if (current) {
      current.client.stop();
      void current.client.clearStore();
    }
    current = { owner, client: createApolloClient() };
  }
  return current.client;
}

export function GraphQLProvider({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  return <ApolloProvider client={clientFor(state.user?.id ?? null)}>{children}</ApolloProvider>;
}
