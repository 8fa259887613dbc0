/**
 * Filters documents with mingo, after narrowing the candidates with an index when the
 * filter allows it: equality, `$in` or a range on the first field of an index, or `_id`.
 * Candidates are always re-checked against the whole filter, so an index only has to
 * give a superset of the answer; the point is not to scan the collection.
 */
import { fromQueryEngineError } from '../errors.js';
import { TypeBound, typeRank } from '../storage/bson-order.js';
import { CollectionStore, type Doc } from '../storage/collection.js';
import type { DocumentMatcher, IndexStore, KeyRange } from '../storage/index-store.js';
import { MONGOD_OPTIONS, Query } from './mingo-context.js';

export function compileFilter(filter: Doc | undefined): Query {
  try {
    return new Query(filter ?? {}, MONGOD_OPTIONS);
  } catch (error) {
    throw fromQueryEngineError(error);
  }
}

/** The matcher of a partial index: its `partialFilterExpression` with the engine's query semantics. */
export function partialFilterMatcher(partialFilterExpression: Doc): DocumentMatcher {
  const query = new Query(partialFilterExpression, MONGOD_OPTIONS);
  return (doc) => query.test(doc);
}

export function matches(query: Query, doc: Doc): boolean {
  try {
    return query.test(doc);
  } catch (error) {
    throw fromQueryEngineError(error);
  }
}

const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

const isOperatorObject = (v: unknown): v is Doc =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

/** Values an index can look up directly: scalars, not arrays, sub-documents, regexes or null. */
function isIndexableScalar(v: unknown): boolean {
  if (v === null || v === undefined || Array.isArray(v) || v instanceof RegExp) return false;
  if (isPlainObject(v)) return false;
  const bsontype = (v as { _bsontype?: string })._bsontype;
  return bsontype !== 'BSONRegExp' && bsontype !== 'MinKey' && bsontype !== 'MaxKey';
}

type Plan = { kind: 'ids'; ids: string[] } | { kind: 'scan' };

/** How one field condition can use an index: a list of exact values, or a range. */
function accessFor(
  condition: unknown,
  index: IndexStore,
): { values: unknown[] } | { range: KeyRange } | undefined {
  if (!isOperatorObject(condition)) {
    return isIndexableScalar(condition) ? { values: [condition] } : undefined;
  }
  if ('$eq' in condition) return isIndexableScalar(condition.$eq) ? { values: [condition.$eq] } : undefined;
  if ('$in' in condition && Array.isArray(condition.$in) && condition.$in.every(isIndexableScalar)) {
    return { values: condition.$in };
  }
  const range: KeyRange = {};
  const low = '$gte' in condition ? ['$gte', true] : '$gt' in condition ? ['$gt', false] : undefined;
  const high = '$lte' in condition ? ['$lte', true] : '$lt' in condition ? ['$lt', false] : undefined;
  if (low) {
    const value = condition[low[0] as string];
    if (!isIndexableScalar(value)) return undefined;
    range.low = { value, inclusive: low[1] as boolean };
  }
  if (high) {
    const value = condition[high[0] as string];
    if (!isIndexableScalar(value)) return undefined;
    range.high = { value, inclusive: high[1] as boolean };
  }
  if (!range.low && !range.high) return undefined;
  // mongod compares only within one type ("type bracketing"), so an open side stops at its type's edge.
  if (range.low && !range.high)
    range.high = { value: new TypeBound(typeRank(range.low.value), 1), inclusive: true };
  if (range.high && !range.low)
    range.low = { value: new TypeBound(typeRank(range.high.value), -1), inclusive: true };
  // On a multikey index, different elements may satisfy each side: keep one side only.
  if (index.multikey && range.low && range.high) {
    range.high = { value: new TypeBound(typeRank(range.low.value), 1), inclusive: true };
  }
  return { range };
}

function planFor(collection: CollectionStore, filter: Doc): Plan {
  const conditions: Array<[string, unknown]> = Object.entries(filter).filter(([k]) => !k.startsWith('$'));
  if (Array.isArray(filter.$and)) {
    for (const clause of filter.$and) {
      if (isPlainObject(clause))
        conditions.push(...Object.entries(clause).filter(([k]) => !k.startsWith('$')));
    }
  }
  let best: string[] | undefined;
  for (const [path, condition] of conditions) {
    for (const index of collection.indexes.values()) {
      const first = index.fields[0];
      if (!first || first[0] !== path || index.isPartial) continue;
      const access = accessFor(condition, index);
      if (!access) continue;
      let ids: string[];
      if ('values' in access) {
        ids =
          path === '_id'
            ? access.values.map(CollectionStore.idKey)
            : access.values.flatMap((v) => index.idsEqualTo(v));
      } else {
        ids = index.idsInRange(access.range);
      }
      if (!best || ids.length < best.length) best = ids;
    }
  }
  return best ? { kind: 'ids', ids: best } : { kind: 'scan' };
}

/** Documents of the collection matching the filter, in natural order when scanning. */
export function findMatching(collection: CollectionStore | undefined, filter: Doc | undefined): Doc[] {
  if (!collection) {
    compileFilter(filter); // still report a malformed filter
    return [];
  }
  const query = compileFilter(filter);
  const plan = planFor(collection, filter ?? {});
  const out: Doc[] = [];
  if (plan.kind === 'scan') {
    for (const doc of collection.docs.values()) if (matches(query, doc)) out.push(doc);
    return out;
  }
  const seen = new Set<string>();
  for (const id of plan.ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const doc = collection.get(id);
    if (doc && matches(query, doc)) out.push(doc);
  }
  return out;
}
