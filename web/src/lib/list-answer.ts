import { isObject } from './is-object';

/**
 * The entries of a list answer of the facade, a bare array (the featured lists) or `{ data: [...] }`
 * (the paged ones), each read by `read` (null for one that cannot be shown, which is left out), at
 * most `max`; null for an answer of any other shape.
 */
export function listAnswerEntries<T>(
  body: unknown,
  read: (item: unknown) => T | null,
  max: number,
): T[] | null {
  const list = Array.isArray(body) ? body : isObject(body) ? body.data : undefined;
  if (!Array.isArray(list)) return null;
  return list
    .map(read)
    .filter((item): item is T => item !== null)
    .slice(0, max);
}
