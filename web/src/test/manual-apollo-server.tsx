import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';

/**
 * An Apollo Client on a server whose answers the test gives by hand, one per request, in order:
 * `answer()` sends what `answerOf` makes of the request's variables, `fail()` a network failure.
 */
export function manualApolloServer<TVariables, TData>(answerOf: (variables: TVariables) => TData) {
  const requests: { variables: TVariables; answer: () => void; fail: () => void }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = operation.variables as TVariables;
        requests.push({
          variables,
          answer: () => {
            observer.next({ data: answerOf(variables) as Record<string, unknown> });
            observer.complete();
          },
          fail: () => observer.error(new TypeError('Failed to fetch')),
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { requests, wrapper };
}
