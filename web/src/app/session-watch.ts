import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { refusesForWantOfSession, type GraphQLErrorLike } from '@smarthome/service-kit/contracts/errors';
import { useSyncExternalStore } from 'react';
import { tap } from 'rxjs';

/**
 * Whether the server still knows the dashboard's session. The page keeps its signed-in state until
 * it is reloaded, but the session behind it can end meanwhile: it reached its maximum age, or the
 * account signed out everywhere from another device. Every GraphQL call then fails with
 * UNAUTHENTICATED for want of a session, which a form would show as a bare 'Authentication required' while the page looks
 * signed in. The watch notices it from the calls themselves, so the layout can say what happened
 * and how to go on without losing what is typed; the next call that is answered ends the notice.
 */
export interface SessionWatch {
  /** True once a call was refused as unauthenticated, false again after a call is answered. */
  readonly ended: () => boolean;
  readonly report: (ended: boolean) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createSessionWatch(): SessionWatch {
  let ended = false;
  const listeners = new Set<() => void>();
  return {
    ended: () => ended,
    report(next) {
      if (next === ended) return;
      ended = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const refusesSession = (errors: readonly Pick<GraphQLErrorLike, 'extensions'>[] | undefined) =>
  errors?.some(refusesForWantOfSession) ?? false;

/** A failure of the whole call (no GraphQL result) that says the session is gone: an HTTP 401. */
function failureRefusesSession(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return refusesSession(error.errors);
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * Reports every answer to `watch`: refused as unauthenticated, or answered (data, or errors of
 * another kind: the server knew who asked). A call that got no answer at all says nothing either way.
 */
export function sessionWatchLink(watch: SessionWatch): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => watch.report(refusesSession(result.errors)),
        error: (error: unknown) => {
          if (failureRefusesSession(error)) watch.report(true);
        },
      }),
    ),
  );
}

/** Re-renders on every change of the watch; true while the session is known to have ended. */
export function useSessionEnded(watch: SessionWatch): boolean {
  return useSyncExternalStore(watch.subscribe, watch.ended, () => false);
}
