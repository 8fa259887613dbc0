/**
 * The one place the engine configures mingo: its operators, with the ones that differ
 * from mongod replaced by ours (match-operators.ts, pipeline-operators.ts).
 *
 * Use `Query` and `Aggregator` from here, never the top-level `mingo` exports: those merge
 * a user context *under* mingo's defaults (`Context.from(defaults, user)` keeps the first
 * definition of a name), so an override passed to them would be silently ignored. The base
 * classes re-exported below take the context as given.
 */
import { Context } from 'mingo/core';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
import { matchOperators } from './match-operators.js';
import { ComputeOptions } from './mingo-internals.js';
import { accumulatorOperators, expressionOperators, pipelineOperators } from './pipeline-operators.js';

export { Query } from 'mingo/query';
export { Aggregator } from 'mingo/aggregator';

type Ops = Parameters<typeof Context.init>[0] & object;

export const MONGOD_CONTEXT = Context.init({
  accumulator: { ...accumulator, ...accumulatorOperators } as Ops['accumulator'],
  expression: { ...expression, ...expressionOperators } as Ops['expression'],
  pipeline: { ...pipeline, ...pipelineOperators } as Ops['pipeline'],
  projection: { ...projection },
  query: { ...query, ...matchOperators } as Ops['query'],
  window: { ...window },
});

/** Options for every mingo call: mongod's operators, strict mode, no server-side scripts. */
export const QUERY_OPTIONS = { useStrictMode: true, scriptEnabled: false, context: MONGOD_CONTEXT } as const;

/**
 * QUERY_OPTIONS made into mingo's own options object once. A `Query` built from plain options
 * copies every operator table of the context (some 240 entries); one built from these shares
 * the context, which nothing in a query changes. The aggregation stages that add operators
 * (`$fill`, `$setWindowFields`) do so on their context, so `Aggregator` keeps QUERY_OPTIONS.
 */
export const MONGOD_OPTIONS: ComputeOptions = ComputeOptions.init(QUERY_OPTIONS);

/** Whether `$name` is an aggregation stage the engine knows. */
export function isKnownStage(name: string): boolean {
  return (
    Object.prototype.hasOwnProperty.call(pipeline, name) ||
    Object.prototype.hasOwnProperty.call(pipelineOperators, name)
  );
}
