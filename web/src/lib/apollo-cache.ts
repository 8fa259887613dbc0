/**
 * Cache steps the dashboard's mutations share.
 *
 * A mutation whose answer holds a secret (an API token, a webhook's signing secret, a calendar
 * link, an authenticator's seed) hands it to the screen that shows it once; it must not stay in
 * the Apollo cache for the page's lifetime, where any later read could find it.
 */
import type { ApolloCache, Reference } from '@apollo/client';

/** Drops the stored answer of the root mutation field `fieldName` (its secret goes with it). */
export function forgetMutationAnswer(cache: ApolloCache, fieldName: string): void {
  cache.evict({ id: 'ROOT_MUTATION', fieldName });
}

/**
 * Puts the entity `{__typename, id}` at the head of the root list field `listField` (lists kept
 * newest first), once: a copy already in the list is moved, not repeated. Nothing changes when the
 * entity is not in the cache.
 */
export function putFirstInList(
  cache: ApolloCache,
  listField: string,
  entity: { __typename: string; id: string },
): void {
  const cacheId = cache.identify(entity);
  if (!cacheId) return;
  cache.modify({
    fields: {
      [listField](existing: readonly Reference[], { readField, toReference }) {
        const ref = toReference(cacheId);
        if (!ref) return existing;
        return [ref, ...existing.filter((each) => readField('id', each) !== entity.id)];
      },
    },
  });
}
