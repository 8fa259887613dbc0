/**
 * Aggregation operators whose mingo versions differ from mongod:
 *  - `$sort` and the `$min`/`$max` accumulators order values by mongod's canonical BSON
 *    order (objects < arrays < BinData < ObjectId < bool < date …), not mingo's;
 *  - `$type` answers mongod's type names;
 *  - `$count` over no document yields no document (mingo yields `{n: 0}`);
 *  - `$replaceRoot`/`$replaceWith` refuse a non-document root with mongod's 40228;
 *  - `$lookup` with localField/foreignField matches every element of an array field and
 *    compares values as mongod does (mingo leaves a hole for an unmatched element).
 */
import { evalExpr } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { Options } from 'mingo/types';
import { $push as collectValues } from 'mingo/operators/accumulator';
import { $count as mingoCount, $lookup as mingoLookup } from 'mingo/operators/pipeline';
import { MongoCommandError } from '../errors.js';
import { canonicalKey, compareValues, isDocumentValue } from '../storage/bson-order.js';
import type { Doc } from '../storage/collection.js';
import { formatValue } from '../storage/format.js';
import { bsonTypeName } from './bson-types.js';
import { matchCandidates } from './match-operators.js';
import { sortDocs } from './sort.js';

type PipelineOperator = (coll: Iterator, expr: unknown, options: Options) => Iterator;

/** `$min`/`$max`: null and missing values are ignored; no value at all gives null. */
const extreme =
  (sign: 1 | -1) =>
  (coll: Doc[], expr: unknown, options: Options): unknown => {
    let best: unknown = null;
    for (const value of collectValues(coll, expr, options)) {
      if (value === null || value === undefined) continue;
      if (best === null || sign * compareValues(value, best) > 0) best = value;
    }
    return best;
  };

export const accumulatorOperators = {
  $min: extreme(-1),
  $max: extreme(1),
};

export const expressionOperators = {
  $type: (obj: Doc, expr: unknown, options: Options): string => bsonTypeName(evalExpr(obj, expr, options)),
};

function replaceRoot(coll: Iterator, newRoot: unknown, options: Options): Iterator {
  return coll.map((doc: Doc) => {
    const root = evalExpr(doc, newRoot, options);
    if (!isDocumentValue(root)) {
      throw new MongoCommandError(
        'Location40228',
        `'newRoot' expression must evaluate to an object, but resulting value was: ${formatValue(root)}. Type of resulting value: '${bsonTypeName(root)}'. Input document: ${formatValue(doc)}`,
      );
    }
    return root;
  });
}

interface LookupSpec {
  from?: unknown;
  localField?: string;
  foreignField?: string;
  as: string;
  pipeline?: unknown[];
}

/** The equality form of `$lookup` as a hash join on mongod's value equality (missing = null). */
const $lookup: PipelineOperator = (coll, expr, options) => {
  const spec = expr as LookupSpec;
  const { localField, foreignField } = spec;
  if (!localField || !foreignField || spec.pipeline || typeof spec.from !== 'string' || !options.collectionResolver) {
    return mingoLookup(coll, expr as Parameters<typeof mingoLookup>[1], options);
  }
  const foreign = options.collectionResolver(spec.from);
  const byKey = new Map<string, number[]>();
  foreign.forEach((doc, position) => {
    for (const key of new Set(matchCandidates(doc, foreignField).map(canonicalKey))) {
      byKey.set(key, [...(byKey.get(key) ?? []), position]);
    }
  });
  return coll.map((doc: Doc) => {
    const positions = new Set(matchCandidates(doc, localField).flatMap((v) => byKey.get(canonicalKey(v)) ?? []));
    // Joined documents come in the foreign collection's natural order.
    const joined = [...positions].sort((a, b) => a - b).map((p) => foreign[p]);
    return { ...doc, [spec.as]: joined };
  });
};

export const pipelineOperators: Record<`$${string}`, PipelineOperator> = {
  $sort: (coll, spec) => coll.transform((docs: Doc[]) => Lazy(sortDocs(docs, spec))),
  $count: (coll, expr, options) => mingoCount(coll, expr as string, options).filter((row: Doc) => row[expr as string] !== 0),
  $replaceRoot: (coll, expr, options) => replaceRoot(coll, (expr as { newRoot?: unknown }).newRoot, options),
  $replaceWith: (coll, expr, options) => replaceRoot(coll, expr, options),
  $lookup,
};
