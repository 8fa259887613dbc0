import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/** GraphQL goes through the gateway's /graphql with the session cookie (ARCHITECTURE.md). */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}

export function AppProvider({ children, client }: { children: ReactNode; client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </ApolloProvider>
  );
}
