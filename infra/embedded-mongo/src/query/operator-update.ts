/**
 * Applies an operator update (`$set`, `$pull`…) to one document in place with mingo's update
 * operators, doing for that document what mingo's `updater.update` does, minus its per-call
 * setup (updater.js, `updateDocuments`):
 *  - mingo builds a fresh context per call (copying every operator table) and adds its boolean,
 *    comparison and query operators (and the stages of pipeline updates) under the existing
 *    ones; MONGOD_CONTEXT already holds every one of those names (checked below, once), so the
 *    merged tables would look up exactly as MONGOD_CONTEXT does, and the options below share it;
 *  - mingo compiles the filter to re-check the document; the document handed here already
 *    matched that filter, so only the positional `$` reads it (through `condition`).
 * Everything else is mingo's: the parameters of all operators built together (conflicting
 * paths refused, `$rename` targets included), then each operator applied in the update's order.
 */
import { OpType } from 'mingo/core';
import * as booleanOperators from 'mingo/operators/expression/boolean';
import * as comparisonOperators from 'mingo/operators/expression/comparison';
import * as queryOperators from 'mingo/operators/query';
import * as updateOperators from 'mingo/operators/update';
import type { Doc } from '../storage/collection.js';
import { MONGOD_CONTEXT, QUERY_OPTIONS } from './mingo-context.js';
import { buildParams, ComputeOptions } from './mingo-internals.js';

/** The operators mingo's updater adds to the context of each call; the engine's must hold them all. */
const UPDATER_OPERATORS: Array<[OpType, string[]]> = [
  [OpType.EXPRESSION, [...Object.keys(booleanOperators), ...Object.keys(comparisonOperators)]],
  [OpType.QUERY, Object.keys(queryOperators)],
  [OpType.PIPELINE, ['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']],
];
for (const [type, names] of UPDATER_OPERATORS) {
  // An imported CommonJS module also lists `default`: only the `$` names are operators.
  const missing = names.filter(
    (name) => name.startsWith('$') && MONGOD_CONTEXT.getOperator(type, name) === null,
  );
  if (missing.length)
    throw new Error(`the engine's mingo context lacks the ${type} operators ${missing.join(', ')}`);
}

type UpdateOperator = (
  expression: Doc,
  arrayFilters: Doc[],
  options: ComputeOptions,
) => (doc: Doc) => string[];

/** mingo's update operators by name (`$set`…), without the `default` of the CommonJS module. */
const UPDATE_OPERATORS = Object.fromEntries(
  Object.entries(updateOperators).filter(([name]) => name.startsWith('$')),
) as Record<string, UpdateOperator>;

/** The options mingo's updater computes from QUERY_OPTIONS (it adds an empty collation). */
const UPDATE_OPTIONS = ComputeOptions.init({ ...QUERY_OPTIONS, collation: {} });

/**
 * @param condition  the filter the document matched, for the positional `$` operator.
 * @throws mingo's errors, as its updater throws them.
 */
export function applyOperatorUpdate(doc: Doc, modifier: Doc, arrayFilters: Doc[], condition: Doc): void {
  const options = ComputeOptions.init(UPDATE_OPTIONS).update({
    condition,
    updateConfig: { cloneMode: 'deep', arrayFilters },
    updateParams: {},
  });
  const operators = Object.keys(modifier);
  const unknown = operators.find((op) => !Object.prototype.hasOwnProperty.call(UPDATE_OPERATORS, op));
  if (unknown !== undefined) throw new Error(`Unknown update operator: '${unknown}'.`);
  const renameTargets = Object.values((modifier.$rename as Doc | undefined) ?? {}).map((target) => ({
    [String(target)]: true,
  }));
  options.update({
    updateParams: buildParams(
      [...(Object.values(modifier) as Doc[]), ...renameTargets],
      arrayFilters,
      options,
    ),
  });
  const mutations = operators.map((op) =>
    (UPDATE_OPERATORS[op] as UpdateOperator)(modifier[op] as Doc, arrayFilters, options),
  );
  for (const mutate of mutations) mutate(doc);
}
