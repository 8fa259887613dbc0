import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';

/**
 * GraphQL (Apollo Client) serves the signed-in area only: the public pages speak to the REST facade
 * /api/v0. This module is imported by the lazily loaded dashboard layout, so Apollo (about 50 KB gzip)
 * is never part of the public site's bundle. One client for the page's lifetime, created on the first
 * visit of the dashboard, so its cache survives leaving the dashboard and coming back.
 */
let client: ApolloClient | undefined;

/** GraphQL goes through the gateway's /graphql with the session cookie (ARCHITECTURE.md). */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}

export function GraphQLProvider({ children }: { children: ReactNode }) {
  client ??= createApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
