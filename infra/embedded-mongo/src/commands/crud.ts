/** Reads and writes: insert, find/getMore/killCursors, update, delete, findAndModify, count, distinct. */
import { Long } from 'bson';
import { badValue, MongoCommandError } from '../errors.js';
import { compileFilter, findMatching, matches } from '../query/filter.js';
import { project } from '../query/projection.js';
import { sortDocs } from '../query/sort.js';
import { applyUpdate, seedFromFilter, validateUpdate, type UpdateSpec } from '../query/update.js';
import { canonicalKey, compareValues, valuesAtPath } from '../storage/bson-order.js';
import { CollectionStore, type Doc } from '../storage/collection.js';
import { DEFAULT_FIRST_BATCH } from '../cursors.js';
import {
  type CommandContext,
  type CommandHandler,
  optionalDocument,
  optionalNumber,
  targetCollection,
} from './context.js';

function asWriteError(error: unknown, index: number): Doc {
  if (error instanceof MongoCommandError) return error.toWriteError(index);
  return { index, code: 1, errmsg: error instanceof Error ? error.message : String(error) };
}

function statements(command: Doc, field: string): Doc[] {
  const list = command[field];
  if (!Array.isArray(list)) throw badValue(`BSON field '${field}' is missing but a required field`);
  return list as Doc[];
}

/** Runs write statements one by one; ordered batches stop at the first error, as mongod's do. */
async function runWrites(
  command: Doc,
  ctx: CommandContext,
  field: string,
  apply: (statement: Doc, index: number) => void,
): Promise<Doc[]> {
  const ordered = command.ordered !== false;
  const writeErrors: Doc[] = [];
  statements(command, field).forEach((statement, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      apply(statement, index);
    } catch (error) {
      writeErrors.push(asWriteError(error, index));
    }
  });
  await ctx.engine.durable();
  return writeErrors;
}

const withErrors = (reply: Doc, writeErrors: Doc[]) =>
  writeErrors.length ? { ...reply, writeErrors } : reply;

async function insert(command: Doc, ctx: CommandContext): Promise<Doc> {
  const name = targetCollection(command, 'insert');
  const collection = ctx.engine.ensureCollection(ctx.db, name);
  let n = 0;
  const writeErrors = await runWrites(command, ctx, 'documents', (doc) => {
    if (!doc || typeof doc !== 'object' || Array.isArray(doc))
      throw badValue('document to insert must be an object');
    ctx.engine.insert(collection, doc);
    n++;
  });
  return withErrors({ n, ok: 1 }, writeErrors);
}

function upsertDocument(filter: Doc | undefined, update: UpdateSpec, arrayFilters: Doc[] | undefined): Doc {
  const seed = seedFromFilter(filter);
  if (!Array.isArray(update) && !Object.keys(update)[0]?.startsWith('$')) {
    return CollectionStore.withId({ ...(seed._id === undefined ? {} : { _id: seed._id }), ...update });
  }
  const { doc } = applyUpdate(seed, update, {
    isInsert: true,
    ...(arrayFilters ? { arrayFilters } : {}),
    ...(filter ? { filter } : {}),
  });
  return CollectionStore.withId(doc);
}

async function update(command: Doc, ctx: CommandContext): Promise<Doc> {
  const name = targetCollection(command, 'update');
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors = await runWrites(command, ctx, 'updates', (statement, index) => {
    const filter = optionalDocument(statement, 'q');
    const spec = statement.u;
    validateUpdate(spec, statement.arrayFilters);
    const arrayFilters = statement.arrayFilters as Doc[] | undefined;
    const isReplacement = !Array.isArray(spec) && !Object.keys(spec)[0]?.startsWith('$');
    if (statement.multi && isReplacement) {
      throw new MongoCommandError(
        'FailedToParse',
        'multi update is not supported for replacement-style update',
      );
    }
    const collection = ctx.engine.collection(ctx.db, name);
    let targets = findMatching(collection, filter);
    if (!statement.multi) targets = targets.slice(0, 1);
    if (targets.length === 0) {
      if (!statement.upsert) return;
      const doc = upsertDocument(filter, spec, arrayFilters);
      ctx.engine.insert(ctx.engine.ensureCollection(ctx.db, name), doc);
      upserted.push({ index, _id: doc._id });
      n++;
      return;
    }
    for (const target of targets) {
      const { doc, changed } = applyUpdate(target, spec, {
        ...(arrayFilters ? { arrayFilters } : {}),
        ...(filter ? { filter } : {}),
      });
      n++;
      if (changed && collection) {
        ctx.engine.replace(collection, target, doc);
        nModified++;
      }
    }
  });
  return withErrors({ n, nModified, ...(upserted.length ? { upserted } : {}), ok: 1 }, writeErrors);
}

async function remove(command: Doc, ctx: CommandContext): Promise<Doc> {
  const name = targetCollection(command, 'delete');
  let n = 0;
  const writeErrors = await runWrites(command, ctx, 'deletes', (statement) => {
    const collection = ctx.engine.collection(ctx.db, name);
    const limit = Number(statement.limit ?? 0);
    if (limit !== 0 && limit !== 1)
      throw badValue(`The limit field in delete objects must be 0 or 1. Got ${limit}`);
    let targets = findMatching(collection, optionalDocument(statement, 'q'));
    if (limit === 1) targets = targets.slice(0, 1);
    for (const target of targets) {
      if (collection && ctx.engine.remove(collection, CollectionStore.idKey(target._id))) n++;
    }
  });
  return withErrors({ n, ok: 1 }, writeErrors);
}

function find(command: Doc, ctx: CommandContext): Doc {
  const name = targetCollection(command, 'find');
  const filter = optionalDocument(command, 'filter');
  const skip = optionalNumber(command, 'skip') ?? 0;
  const rawLimit = optionalNumber(command, 'limit') ?? 0;
  const batchSize = optionalNumber(command, 'batchSize');
  const singleBatch = command.singleBatch === true || rawLimit < 0;
  const limit = Math.abs(rawLimit);
  let docs = sortDocs(findMatching(ctx.engine.collection(ctx.db, name), filter), command.sort);
  docs = docs.slice(skip, limit ? skip + limit : undefined);
  docs = project(docs, command.projection, filter);
  const firstBatch = batchSize ?? (singleBatch && limit ? limit : DEFAULT_FIRST_BATCH);
  return ctx.cursors.open(`${ctx.db}.${name}`, docs, firstBatch, singleBatch);
}

async function findAndModify(command: Doc, ctx: CommandContext): Promise<Doc> {
  const name = targetCollection(command, 'findAndModify' in command ? 'findAndModify' : 'findandmodify');
  const filter = optionalDocument(command, 'query');
  const remove = command.remove === true;
  const spec = command.update;
  const returnNew = command.new === true;
  if (remove && spec !== undefined)
    throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (remove && returnNew) {
    throw new MongoCommandError(
      'FailedToParse',
      "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
    );
  }
  if (!remove && spec === undefined)
    throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const fields = command.fields;
  // The filter only serves a positional (`$`) projection, of a document that matches it; a
  // post-image the update moved out of the filter (`{n: {$gt: 0}}` with `$inc: {n: -1}`) is
  // still the answer, projected without it, as in mongod.
  const projects = fields !== null && typeof fields === 'object' && Object.keys(fields).length > 0;
  const shape = (doc: Doc | undefined) => {
    if (!doc) return null;
    const matched = !projects || filter === undefined || matches(compileFilter(filter), doc);
    return project([doc], fields, matched ? filter : undefined)[0] ?? null;
  };
  const collection = ctx.engine.collection(ctx.db, name);
  const target = sortDocs(findMatching(collection, filter), command.sort)[0];

  let reply: Doc;
  if (remove) {
    if (target && collection) ctx.engine.remove(collection, CollectionStore.idKey(target._id));
    reply = { lastErrorObject: { n: target ? 1 : 0 }, value: shape(target), ok: 1 };
  } else {
    validateUpdate(spec, command.arrayFilters);
    const arrayFilters = command.arrayFilters as Doc[] | undefined;
    if (target && collection) {
      const { doc, changed } = applyUpdate(target, spec, {
        ...(arrayFilters ? { arrayFilters } : {}),
        ...(filter ? { filter } : {}),
      });
      if (changed) ctx.engine.replace(collection, target, doc);
      reply = {
        lastErrorObject: { n: 1, updatedExisting: true },
        value: shape(returnNew ? doc : target),
        ok: 1,
      };
    } else if (command.upsert === true) {
      const doc = upsertDocument(filter, spec, arrayFilters);
      ctx.engine.insert(ctx.engine.ensureCollection(ctx.db, name), doc);
      reply = {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
        value: returnNew ? shape(doc) : null,
        ok: 1,
      };
    } else {
      reply = { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    }
  }
  await ctx.engine.durable();
  return reply;
}

function count(command: Doc, ctx: CommandContext): Doc {
  const name = targetCollection(command, 'count');
  const skip = optionalNumber(command, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(command, 'limit') ?? 0);
  const collection = ctx.engine.collection(ctx.db, name);
  const query = optionalDocument(command, 'query');
  let n =
    query && Object.keys(query).length
      ? findMatching(collection, query).length
      : (collection?.docs.size ?? 0);
  n = Math.max(0, n - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
}

function distinct(command: Doc, ctx: CommandContext): Doc {
  const name = targetCollection(command, 'distinct');
  if (typeof command.key !== 'string' || command.key.length === 0)
    throw badValue('distinct key must be a non-empty string');
  const key = command.key;
  const seen = new Map<string, unknown>();
  for (const doc of findMatching(ctx.engine.collection(ctx.db, name), optionalDocument(command, 'query'))) {
    for (const value of valuesAtPath(doc, key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined) continue;
        seen.set(canonicalKey(item), item);
      }
    }
  }
  return { values: [...seen.values()].sort(compareValues), ok: 1 };
}

export const crudCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: remove,
  find,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
  getMore: (command, ctx) => {
    const id = command.getMore;
    const cursorId = Long.isLong(id) ? id : Long.fromNumber(Number(id));
    if (typeof command.collection !== 'string')
      throw badValue("BSON field 'getMore.collection' is missing but a required field");
    return ctx.cursors.getMore(cursorId, command.collection, optionalNumber(command, 'batchSize'));
  },
  killCursors: (command, ctx) => {
    const ids = Array.isArray(command.cursors) ? command.cursors : [];
    return ctx.cursors.kill(ids.map((id: unknown) => (Long.isLong(id) ? id : Long.fromNumber(Number(id)))));
  },
};
