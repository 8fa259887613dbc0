/**
 * Applies an update to one document: operator updates (through mingo's updater),
 * replacements and pipeline updates, with mongod's rules on `_id` and its errors.
 * The stored document is never mutated; a new document is returned.
 * mingo's update operators cannot be replaced through its Context, so where they differ
 * from mongod the update is rewritten before mingo sees it (update-rewrite.ts).
 */
import { deserialize, serialize } from 'bson';
import { MongoCommandError } from '../errors.js';
import { canonicalKey, typeRank, valuesAtPath } from '../storage/bson-order.js';
import type { Doc } from '../storage/collection.js';
import { formatValue } from '../storage/format.js';
import { Aggregator, QUERY_OPTIONS } from './mingo-context.js';
import { applyOperatorUpdate } from './operator-update.js';
import { assertArrayTargets, rewriteForMingo, validateArrayFilters } from './update-rewrite.js';

const SUPPORTED_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$pull',
  '$pullAll',
  '$pop',
  '$rename',
  '$setOnInsert',
  '$currentDate',
  '$bit',
]);

export type UpdateSpec = Doc | Doc[];

/** A deep copy that keeps BSON types (ObjectId, Decimal128, Binary…) intact. */
export function cloneDocument(doc: Doc): Doc {
  return deserialize(serialize(doc));
}

export function isOperatorUpdate(update: UpdateSpec): boolean {
  if (Array.isArray(update)) return false;
  const first = Object.keys(update)[0];
  return first !== undefined && first.startsWith('$');
}

export function validateUpdate(update: unknown, arrayFilters?: unknown): asserts update is UpdateSpec {
  if (Array.isArray(update)) return;
  if (update === null || typeof update !== 'object') {
    throw new MongoCommandError('FailedToParse', 'Update argument must be either an object or an array');
  }
  if (!isOperatorUpdate(update as Doc)) {
    for (const key of Object.keys(update as Doc)) {
      if (key.startsWith('$')) {
        throw new MongoCommandError(
          'DollarPrefixedFieldName',
          `The dollar ($) prefixed field '${key}' in '${key}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
        );
      }
    }
    return;
  }
  const seenPaths: string[] = [];
  for (const [operator, fields] of Object.entries(update as Doc)) {
    if (!SUPPORTED_OPERATORS.has(operator)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${Array.isArray(fields) ? 'array' : typeof fields} instead. For example: {$mod: {<field>: ...}} not {${operator}: ${formatValue(fields)}}`,
      );
    }
    for (const path of Object.keys(fields as Doc)) {
      const paths = operator === '$rename' ? [path, String((fields as Doc)[path])] : [path];
      for (const p of paths) {
        const base = p.replace(/\.\$(\[[^\]]*\])?/g, '');
        const clash = seenPaths.find(
          (q) => q === base || q.startsWith(`${base}.`) || base.startsWith(`${q}.`),
        );
        if (clash !== undefined) {
          throw new MongoCommandError(
            'ConflictingUpdateOperators',
            `Updating the path '${p}' would create a conflict at '${clash}'`,
          );
        }
        seenPaths.push(base);
      }
    }
  }
  validateArrayFilters(update as Doc, arrayFilters);
}

function assertNumericTargets(doc: Doc, update: Doc): void {
  for (const operator of ['$inc', '$mul'] as const) {
    const fields = update[operator] as Doc | undefined;
    if (!fields) continue;
    for (const [path, amount] of Object.entries(fields)) {
      if (typeRank(amount) !== 10) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot ${operator === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${formatValue(amount)}}`,
        );
      }
      if (path.includes('$')) continue;
      for (const current of valuesAtPath(doc, path)) {
        if (current !== undefined && current !== null && typeRank(current) !== 10) {
          throw new MongoCommandError(
            'TypeMismatch',
            `Cannot apply ${operator} to a value of non-numeric type. {_id: ${formatValue(doc._id)}} has the field '${path.split('.').pop()}' of non-numeric type ${typeof current === 'string' ? 'string' : 'object'}`,
          );
        }
      }
    }
  }
}

export interface AppliedUpdate {
  doc: Doc;
  changed: boolean;
}

/**
 * @param isInsert  true when building an upserted document (enables `$setOnInsert`).
 * @param filter    the query, for the positional `$` operator.
 */
export function applyUpdate(
  original: Doc,
  update: UpdateSpec,
  options: { arrayFilters?: Doc[]; filter?: Doc; isInsert?: boolean } = {},
): AppliedUpdate {
  // The original's BSON, once: the working copy of an operator update and the change check read it.
  let originalBytes: Uint8Array | undefined;
  let next: Doc;
  if (Array.isArray(update)) {
    try {
      next = (new Aggregator(update, QUERY_OPTIONS).run([cloneDocument(original)])[0] as Doc) ?? {};
    } catch (error) {
      throw new MongoCommandError('BadValue', error instanceof Error ? error.message : String(error));
    }
  } else if (isOperatorUpdate(update)) {
    assertNumericTargets(original, update);
    assertArrayTargets(original, update);
    const { $setOnInsert, ...operators } = update as Doc;
    if (options.isInsert && $setOnInsert) {
      operators.$set = { ...($setOnInsert as Doc), ...((operators.$set as Doc) ?? {}) };
    }
    const { operators: forMingo, idAssignment } = rewriteForMingo(original, operators);
    originalBytes = serialize(original);
    next = deserialize(originalBytes);
    if (Object.keys(forMingo).length > 0) {
      try {
        // An upserted document does not match the filter: its positional `$` has nothing to refer to.
        applyOperatorUpdate(
          next,
          forMingo,
          options.arrayFilters ?? [],
          options.isInsert ? {} : (options.filter ?? {}),
        );
      } catch (error) {
        throw fromUpdaterError(error);
      }
    }
    if (idAssignment) next._id = cloneDocument(idAssignment).value;
  } else {
    next = { _id: original._id, ...cloneDocument(update) };
    if (
      '_id' in update &&
      canonicalKey(update._id) !== canonicalKey(original._id) &&
      original._id !== undefined
    ) {
      throw new MongoCommandError(
        'ImmutableField',
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(update._id)}`,
      );
    }
  }
  if (original._id !== undefined && canonicalKey(next._id) !== canonicalKey(original._id)) {
    throw new MongoCommandError(
      'ImmutableField',
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
  }
  if (next._id === undefined) {
    const { _id, ...rest } = next;
    next = rest;
  } else if (Object.keys(next)[0] !== '_id') {
    const { _id, ...rest } = next;
    next = { _id, ...rest };
  }
  const changed = !Buffer.from(serialize(next)).equals(Buffer.from(originalBytes ?? serialize(original)));
  return { doc: next, changed };
}

/** mingo's updater throws plain Errors; these are mongod's codes and wording for them. */
function fromUpdaterError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /Unknown update operator: '(\$\w+)'/.exec(message);
  if (unknown) {
    return new MongoCommandError(
      'FailedToParse',
      `Unknown modifier: ${unknown[1]}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  if (/would modify the immutable field '_id'/.test(message)) {
    return new MongoCommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  if (/You must include the array field for '\.\$'|positional operator found no match/.test(message)) {
    return new MongoCommandError(
      'BadValue',
      'The positional operator did not find the match needed from the query.',
    );
  }
  return new MongoCommandError('BadValue', message);
}

/**
 * The document an upsert starts from: the equality conditions of the filter
 * (`{a: 1}`, `{a: {$eq: 1}}`, inside `$and` too), as mongod seeds it.
 */
export function seedFromFilter(filter: Doc | undefined): Doc {
  const seed: Doc = {};
  const visit = (conditions: Doc) => {
    for (const [path, condition] of Object.entries(conditions)) {
      if (path === '$and' && Array.isArray(condition)) {
        condition.forEach((c) => visit(c as Doc));
        continue;
      }
      if (path.startsWith('$')) continue;
      let value: unknown = condition;
      if (
        condition &&
        typeof condition === 'object' &&
        !Array.isArray(condition) &&
        Object.getPrototypeOf(condition) === Object.prototype
      ) {
        const keys = Object.keys(condition);
        if (keys.some((k) => k.startsWith('$'))) {
          if (keys.length === 1 && keys[0] === '$eq') value = (condition as Doc).$eq;
          else continue;
        }
      }
      if (value instanceof RegExp) continue;
      setPath(seed, path, value);
    }
  };
  visit(filter ?? {});
  return seed;
}

function setPath(target: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Doc = target;
  for (const part of parts.slice(0, -1)) {
    if (node[part] === null || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Doc;
  }
  node[parts[parts.length - 1] as string] = value;
}
