/** The `aggregate` command: pipelines run by mingo over the collection's documents. */
import { ProcessingMode } from 'mingo';
import { badValue, MongoCommandError } from '../errors.js';
import { findMatching } from '../query/filter.js';
import { Aggregator, isKnownStage, QUERY_OPTIONS } from '../query/mingo-context.js';
import { cloneDocument } from '../query/update.js';
import type { Doc } from '../storage/collection.js';
import { type CommandContext, type CommandHandler, optionalDocument } from './context.js';

/** Stages that write elsewhere or need server features the engine does not have. */
const UNSUPPORTED_STAGES = new Set(['$out', '$merge', '$changeStream', '$currentOp', '$listSessions', '$search', '$geoNear', '$indexStats', '$collStats']);

export const aggregate: CommandHandler = (command: Doc, ctx: CommandContext) => {
  const target = command.aggregate;
  if (typeof target !== 'string') {
    throw new MongoCommandError('InvalidNamespace', "{aggregate: 1} is not supported by the embedded engine; name a collection");
  }
  if (!Array.isArray(command.pipeline)) throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  const cursor = optionalDocument(command, 'cursor');
  if (!cursor && !command.explain) {
    throw new MongoCommandError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const pipeline = command.pipeline as Doc[];
  for (const stage of pipeline) {
    if (!stage || typeof stage !== 'object' || Object.keys(stage).length !== 1) {
      throw new MongoCommandError('Location40323', 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = Object.keys(stage)[0] as string;
    if (UNSUPPORTED_STAGES.has(name)) {
      throw new MongoCommandError('Location40324', `Unrecognized pipeline stage name: '${name}' (not supported by the embedded engine)`);
    }
    if (!isKnownStage(name)) throw new MongoCommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
  }
  const collection = ctx.engine.collection(ctx.db, target);
  // A leading $match can use an index; mingo re-applies it, which is harmless.
  const first = pipeline[0];
  const input = first && '$match' in first ? findMatching(collection, first.$match as Doc) : [...(collection?.docs.values() ?? [])];
  let results: Doc[];
  try {
    results = new Aggregator(pipeline, {
      ...QUERY_OPTIONS,
      processingMode: ProcessingMode.CLONE_INPUT,
      // Copies: joined documents ($lookup, $unionWith…) may be modified by later stages, and
      // CLONE_INPUT only protects the pipeline's own input.
      collectionResolver: (name: string) => [...(ctx.engine.collection(ctx.db, name)?.docs.values() ?? [])].map(cloneDocument),
    }).run(input) as Doc[];
  } catch (error) {
    if (error instanceof MongoCommandError) throw error;
    throw badValue(error instanceof Error ? error.message : String(error));
  }
  if (command.explain) return { stages: pipeline, ok: 1 };
  const batchSize = cursor?.batchSize === undefined ? undefined : Number(cursor.batchSize);
  return ctx.cursors.open(`${ctx.db}.${target}`, results, batchSize);
};
