/**
 * Sorting as mongod sorts: mixed types by the canonical BSON order, arrays by their
 * smallest element ascending and largest descending, missing fields like null.
 */
import { badValue } from '../errors.js';
import { compareValues, valuesAtPath } from '../storage/bson-order.js';
import type { Doc } from '../storage/collection.js';

type SortSpec = Array<[path: string, direction: 1 | -1]>;

export function parseSort(sort: unknown): SortSpec {
  if (sort === undefined || sort === null) return [];
  if (typeof sort !== 'object' || Array.isArray(sort)) throw badValue('Expected field sort to be of type object');
  return Object.entries(sort as Doc).map(([path, dir]) => {
    const n = typeof dir === 'number' ? dir : Number((dir as { valueOf(): unknown })?.valueOf?.());
    if (n !== 1 && n !== -1) {
      if (dir && typeof dir === 'object' && '$meta' in (dir as Doc)) {
        throw badValue(`$meta sort by '${String((dir as Doc).$meta)}' is not supported`);
      }
      throw badValue(`Illegal key in $sort specification: ${path}: ${String(dir)}`);
    }
    return [path, n] as [string, 1 | -1];
  });
}

function sortKey(doc: Doc, path: string, direction: 1 | -1): unknown {
  const reached = valuesAtPath(doc, path).flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
  if (reached.length === 0) return null;
  let best = reached[0];
  for (const v of reached.slice(1)) {
    const d = compareValues(v, best);
    if ((direction === 1 && d < 0) || (direction === -1 && d > 0)) best = v;
  }
  return best ?? null;
}

/** A stable sort (ties keep natural order, as mongod's does in practice). */
export function sortDocs(docs: Doc[], sort: unknown): Doc[] {
  const spec = parseSort(sort).filter(([path]) => path !== '$natural');
  if (spec.length === 0) {
    const natural = parseSort(sort).find(([path]) => path === '$natural');
    return natural?.[1] === -1 ? [...docs].reverse() : docs;
  }
  const keyed = docs.map((doc) => ({ doc, keys: spec.map(([path, dir]) => sortKey(doc, path, dir)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const d = compareValues(a.keys[i], b.keys[i]);
      if (d !== 0) return d * (spec[i] as [string, 1 | -1])[1];
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}
