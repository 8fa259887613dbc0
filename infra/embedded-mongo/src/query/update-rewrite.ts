/**
 * mongod's update rules that mingo's updater does not follow. Its update operators are
 * fixed functions (not looked up in a Context), so instead of forking them the update is
 * checked and rewritten into operators whose mingo behaviour is right:
 *  - `$addToSet` → `$push` of the values not already present, compared as whole BSON
 *    values (mingo's set ignores field order and also collapses existing duplicates);
 *  - `$currentDate` → `$set` of a Date or a BSON Timestamp (mingo writes epoch millis);
 *  - `$set` of `_id` is taken out and applied by the caller (mingo refuses any `_id`
 *    path, mongod accepts an unchanged `_id` and an `_id` for an upserted document);
 *  - array operators on a non-array field fail before anything changes;
 *  - arrayFilters identifiers must all be used, and every `$[id]` must have a filter.
 * Positional paths (`a.$.b`, `a.$[x]`) are left to mingo, which resolves them.
 */
import { Timestamp } from 'bson';
import { badValue, MongoCommandError } from '../errors.js';
import { compareValues, isDocumentValue } from '../storage/bson-order.js';
import type { Doc } from '../storage/collection.js';
import { formatValue } from '../storage/format.js';
import { bsonTypeName } from './bson-types.js';

/** The value at a dotted update path (numeric parts index arrays); updates never fan out over arrays. */
function valueAtUpdatePath(doc: Doc, path: string): unknown {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(node) && /^\d+$/.test(part)) node = node[Number(part)];
    else if (isDocumentValue(node) && Object.prototype.hasOwnProperty.call(node, part)) node = node[part];
    else return undefined;
  }
  return node;
}

const isPositional = (path: string) => path.includes('$');

const ARRAY_ONLY: Record<string, (path: string, value: unknown, doc: Doc) => MongoCommandError> = {
  $push: notAnArray,
  $addToSet: notAnArray,
  $pull: () => badValue('Cannot apply $pull to a non-array value'),
  $pullAll: () => badValue('Cannot apply $pullAll to a non-array value'),
  $pop: (path, value) => new MongoCommandError('TypeMismatch', `Path '${path}' contains an element of non-array type '${bsonTypeName(value)}'`),
};

function notAnArray(path: string, value: unknown, doc: Doc): MongoCommandError {
  return badValue(
    `The field '${path.split('.').pop()}' must be an array but is of type ${bsonTypeName(value)} in document {_id: ${formatValue(doc._id)}}`,
  );
}

/** Array operators on an existing non-array value fail, and the document stays as it was. */
export function assertArrayTargets(doc: Doc, update: Doc): void {
  for (const [operator, fail] of Object.entries(ARRAY_ONLY)) {
    for (const path of Object.keys((update[operator] as Doc | undefined) ?? {})) {
      if (isPositional(path)) continue;
      const current = valueAtUpdatePath(doc, path);
      if (current !== undefined && !Array.isArray(current)) throw fail(path, current, doc);
    }
  }
}

/** `$addToSet` as a `$push` of the values that are new, each compared as a whole BSON value. */
function addToSetAsPush(doc: Doc, fields: Doc): { push: Doc; positional: Doc } {
  const push: Doc = {};
  const positional: Doc = {};
  for (const [path, spec] of Object.entries(fields)) {
    if (isPositional(path)) {
      positional[path] = spec;
      continue;
    }
    const values = isDocumentValue(spec) && '$each' in spec ? spec.$each : [spec];
    if (!Array.isArray(values)) {
      throw badValue(`The argument to $each in $addToSet must be an array but it was of type ${bsonTypeName(values)}`);
    }
    const current = valueAtUpdatePath(doc, path);
    const present = Array.isArray(current) ? [...current] : [];
    const added: unknown[] = [];
    for (const value of values) {
      if (present.some((p) => compareValues(p, value) === 0)) continue;
      present.push(value);
      added.push(value);
    }
    push[path] = { $each: added };
  }
  return { push, positional };
}

let lastTimestamp = { t: 0, i: 0 };

/** Timestamps as mongod hands them out: seconds, and an increment unique within the second. */
function nextTimestamp(): Timestamp {
  const t = Math.floor(Date.now() / 1000);
  lastTimestamp = t === lastTimestamp.t ? { t, i: lastTimestamp.i + 1 } : { t, i: 1 };
  return new Timestamp(lastTimestamp);
}

function currentDateValues(fields: Doc): Doc {
  const values: Doc = {};
  for (const [path, spec] of Object.entries(fields)) {
    const type = typeof spec === 'boolean' ? 'date' : isDocumentValue(spec) ? spec.$type : undefined;
    if (type !== 'date' && type !== 'timestamp') {
      throw badValue("The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}");
    }
    values[path] = type === 'date' ? new Date() : nextTimestamp();
  }
  return values;
}

export interface RewrittenUpdate {
  operators: Doc;
  /** The `_id` a `$set` asks for, for the caller to apply (and to check against the current one). */
  idAssignment?: { value: unknown };
}

export function rewriteForMingo(doc: Doc, operators: Doc): RewrittenUpdate {
  const out: Doc = { ...operators };
  if (out.$addToSet) {
    const { push, positional } = addToSetAsPush(doc, out.$addToSet as Doc);
    out.$push = { ...((out.$push as Doc) ?? {}), ...push };
    if (Object.keys(positional).length) out.$addToSet = positional;
    else delete out.$addToSet;
  }
  if (out.$currentDate) {
    out.$set = { ...((out.$set as Doc) ?? {}), ...currentDateValues(out.$currentDate as Doc) };
    delete out.$currentDate;
  }
  let idAssignment: RewrittenUpdate['idAssignment'];
  const set = out.$set as Doc | undefined;
  if (set && '_id' in set) {
    const { _id, ...rest } = set;
    idAssignment = { value: _id };
    if (Object.keys(rest).length) out.$set = rest;
    else delete out.$set;
  }
  return idAssignment ? { operators: out, idAssignment } : { operators: out };
}

/** The `$[identifier]`s used by the paths of an operator update. */
function identifiersIn(update: Doc): Set<string> {
  const used = new Set<string>();
  for (const [operator, fields] of Object.entries(update)) {
    if (!isDocumentValue(fields)) continue;
    const paths = operator === '$rename' ? [...Object.keys(fields), ...Object.values(fields).map(String)] : Object.keys(fields);
    for (const path of paths) for (const match of path.matchAll(/\$\[([^\]]+)\]/g)) used.add(match[1] as string);
  }
  return used;
}

export function validateArrayFilters(update: Doc, arrayFilters: unknown): void {
  const filters = arrayFilters === undefined || arrayFilters === null ? [] : arrayFilters;
  if (!Array.isArray(filters)) throw new MongoCommandError('TypeMismatch', "BSON field 'arrayFilters' is the wrong type, expected type 'array'");
  const declared = new Set<string>();
  for (const filter of filters) {
    const names = new Set(Object.keys(isDocumentValue(filter) ? filter : {}).map((k) => k.split('.')[0] as string));
    if (names.size !== 1) {
      throw new MongoCommandError('FailedToParse', `Error parsing array filter :: caused by :: Expected a single top-level field name, found ${[...names].map((n) => `'${n}'`).join(' and ') || 'none'}`);
    }
    const [name] = [...names] as [string];
    if (declared.has(name)) throw new MongoCommandError('FailedToParse', `Found multiple array filters with the same top-level field name ${name}`);
    declared.add(name);
  }
  const used = identifiersIn(update);
  for (const name of declared) {
    if (!used.has(name)) {
      throw new MongoCommandError('FailedToParse', `The array filter for identifier '${name}' was not used in the update ${formatValue(update)}`);
    }
  }
  for (const name of used) {
    if (!declared.has(name)) throw badValue(`No array filter found for identifier '${name}' in path '$[${name}]'`);
  }
}
