/**
 * Two parts of mingo its package does not export, taken from the build that `mingo/query`
 * resolves to, so that they are the very classes and functions mingo's own code uses:
 *  - `ComputeOptions`: options built once with it are shared by the queries made from them
 *    (handing mingo plain options makes it copy every operator table of the context each time);
 *  - `buildParams`: what mingo's updater prepares for the update operators (the path of each
 *    field, the queries of positional and filtered paths, conflicting paths refused).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Query } from 'mingo/query';
import type { $set } from 'mingo/operators/update';

/** mingo's compute options: what its operators receive (options, context and per-call locals). */
export type ComputeOptions = NonNullable<Parameters<typeof $set>[2]>;

type Doc = Record<string, unknown>;

interface CoreInternals {
  ComputeOptions: { init(options: object): ComputeOptions };
}

type UpdateParams = NonNullable<Parameters<ComputeOptions['update']>[0]>['updateParams'];

interface UpdateInternals {
  buildParams(expressions: Doc[], arrayFilters: Doc[], options: ComputeOptions): UpdateParams;
}

const require = createRequire(import.meta.url);
const queryModule = require.resolve('mingo/query');
const build = dirname(queryModule);

if ((require(queryModule) as { Query: unknown }).Query !== Query) {
  throw new Error(`mingo's ${build} is not the build the engine imports; its internals would not match`);
}

export const { ComputeOptions } = require(join(build, 'core/_internal.js')) as CoreInternals;
export const { buildParams } = require(join(build, 'operators/update/_internal.js')) as UpdateInternals;
