import { Lazy } from 'mingo/lazy';
import { $project } from 'mingo/operators/pipeline';
import { MongoCommandError } from '../errors.js';
import type { Doc } from '../storage/collection.js';
import { MONGOD_OPTIONS } from './mingo-context.js';
import { ComputeOptions } from './mingo-internals.js';

/** Operators that project an array field without making the projection inclusive or exclusive. */
const NEUTRAL_OPERATORS = new Set(['$slice', '$elemMatch', '$meta']);

/**
 * mongod refuses to mix inclusion and exclusion (except `_id: 0`); mingo quietly picks one.
 * The first field decides the kind, the first one of the other kind is reported.
 */
function assertOneKind(projection: Doc): void {
  let kind: 'inclusion' | 'exclusion' | undefined;
  for (const [field, value] of Object.entries(projection)) {
    if (field === '_id') continue;
    const isOperator =
      value !== null && typeof value === 'object' && Object.keys(value).some((k) => NEUTRAL_OPERATORS.has(k));
    if (isOperator) continue;
    const current = value === 0 || value === false ? 'exclusion' : 'inclusion';
    if (kind === undefined) kind = current;
    else if (kind !== current) {
      throw current === 'exclusion'
        ? new MongoCommandError(
            'Location31254',
            `Cannot do exclusion on field ${field} in inclusion projection`,
          )
        : new MongoCommandError(
            'Location31253',
            `Cannot do inclusion on field ${field} in exclusion projection`,
          );
    }
  }
}

/**
 * Applies a find projection to documents that match `filter`, which the positional `field.$`
 * form reads. This is what mingo's `Query.find(docs, projection)` does once the filter has
 * passed, without compiling the filter again to re-check documents the caller already matched.
 */
export function project(docs: Doc[], projection: unknown, filter: Doc | undefined): Doc[] {
  if (!projection || typeof projection !== 'object' || Object.keys(projection).length === 0) return docs;
  assertOneKind(projection as Doc);
  try {
    const options = ComputeOptions.init(MONGOD_OPTIONS).update({ condition: filter ?? {} });
    return $project(Lazy(docs), projection as Doc, options).collect() as Doc[];
  } catch (error) {
    if (error instanceof MongoCommandError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new MongoCommandError('BadValue', message);
  }
}
