/** Catalog commands: databases, collections and indexes. */
import { calculateObjectSize } from 'bson';
import { Query, QUERY_OPTIONS } from '../query/mingo-context.js';
import { badValue, MongoCommandError } from '../errors.js';
import { canonicalKey } from '../storage/bson-order.js';
import type { CollectionStore, Doc } from '../storage/collection.js';
import { formatDocument } from '../storage/format.js';
import type { IndexSpec } from '../storage/index-store.js';
import { type CommandContext, type CommandHandler, optionalDocument, targetCollection } from './context.js';

/** Fields of a command that are not collection options. */
const GENERIC_FIELDS = new Set(['$db', 'lsid', 'writeConcern', '$readPreference', '$clusterTime', 'comment', 'maxTimeMS', 'apiVersion', 'apiStrict', 'apiDeprecationErrors']);

function collectionInfo(collection: CollectionStore): Doc {
  return {
    name: collection.name,
    type: 'collection',
    options: collection.options,
    info: { readOnly: false, uuid: collection.uuid },
    idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
  };
}

function dataSize(collection: CollectionStore): number {
  let bytes = 0;
  for (const doc of collection.docs.values()) bytes += calculateObjectSize(doc);
  return bytes;
}

function cursorBatchSize(command: Doc): number | undefined {
  const cursor = optionalDocument(command, 'cursor');
  return cursor?.batchSize === undefined ? undefined : Number(cursor.batchSize);
}

/** Options that make two index specs different for mongod (absent and false are the same). */
function indexOptionsKey(spec: IndexSpec): string {
  return canonicalKey({
    unique: spec.unique === true,
    sparse: spec.sparse === true,
    ttl: spec.expireAfterSeconds ?? null,
    partial: spec.partialFilterExpression ?? null,
  });
}

function normalizeIndexSpec(raw: unknown): IndexSpec {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badValue('Index spec must be an object');
  const spec = raw as Doc;
  const key = spec.key as Doc | undefined;
  if (!key || typeof key !== 'object' || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new MongoCommandError('CannotCreateIndex', "Index keys cannot be an empty field.");
  }
  for (const [field, direction] of Object.entries(key)) {
    const n = Number((direction as { valueOf(): unknown })?.valueOf?.());
    if (typeof direction === 'string') {
      throw new MongoCommandError('CannotCreateIndex', `Index type '${direction}' on field '${field}' is not supported by the embedded engine`);
    }
    if (n !== 1 && n !== -1) {
      throw new MongoCommandError('CannotCreateIndex', `Values in the index key pattern can't be 0 or non-numeric: ${formatDocument(key)}`);
    }
    key[field] = n;
  }
  if (typeof spec.name !== 'string' || spec.name.length === 0) {
    throw new MongoCommandError('CannotCreateIndex', "The 'name' field is a required property of an index specification");
  }
  const normalized: IndexSpec = { v: 2, key: key as Record<string, number>, name: spec.name };
  if (spec.unique) normalized.unique = true;
  if (spec.sparse) normalized.sparse = true;
  if (spec.expireAfterSeconds !== undefined) {
    const seconds = Number((spec.expireAfterSeconds as { valueOf(): unknown }).valueOf());
    if (!Number.isFinite(seconds) || seconds < 0) {
      throw new MongoCommandError('CannotCreateIndex', `TTL index 'expireAfterSeconds' option must be within an acceptable range, try a lower number`);
    }
    normalized.expireAfterSeconds = seconds;
  }
  if (spec.partialFilterExpression) normalized.partialFilterExpression = spec.partialFilterExpression as Doc;
  return normalized;
}

function createIndexes(command: Doc, ctx: CommandContext): Doc {
  const name = targetCollection(command, 'createIndexes');
  if (!Array.isArray(command.indexes) || command.indexes.length === 0) {
    throw badValue('Must specify at least one index to create');
  }
  const specs = command.indexes.map(normalizeIndexSpec);
  const existed = ctx.engine.collection(ctx.db, name);
  const collection = existed ?? ctx.engine.ensureCollection(ctx.db, name);
  const before = collection.indexes.size;
  let created = 0;
  for (const spec of specs) {
    const sameName = collection.indexes.get(spec.name)?.spec;
    if (sameName) {
      if (canonicalKey(sameName.key) !== canonicalKey(spec.key)) {
        throw new MongoCommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${formatDocument(spec)}, existing index: ${formatDocument(sameName)}`,
        );
      }
      if (indexOptionsKey(sameName) !== indexOptionsKey(spec)) {
        throw new MongoCommandError(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${formatDocument(spec)}, existing index: ${formatDocument(sameName)}`,
        );
      }
      continue;
    }
    const sameKey = collection.indexSpecs().find(
      (s) => canonicalKey(s.key) === canonicalKey(spec.key) && canonicalKey(s.partialFilterExpression ?? null) === canonicalKey(spec.partialFilterExpression ?? null),
    );
    if (sameKey) {
      throw new MongoCommandError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
    }
    ctx.engine.createIndex(collection, spec);
    created++;
  }
  return {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexes.size,
    ...(created === 0 ? { note: 'all indexes already exist' } : {}),
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
}

function dropIndexes(command: Doc, ctx: CommandContext): Doc {
  const name = targetCollection(command, 'dropIndexes' in command ? 'dropIndexes' : 'deleteIndexes');
  const collection = ctx.engine.collection(ctx.db, name);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = collection.indexes.size;
  const target = command.index;
  const names: string[] = [];
  if (target === '*') {
    names.push(...[...collection.indexes.keys()].filter((n) => n !== '_id_'));
  } else if (typeof target === 'string') {
    names.push(target);
  } else if (Array.isArray(target)) {
    names.push(...target.map(String));
  } else if (target && typeof target === 'object') {
    const match = collection.indexSpecs().find((s) => canonicalKey(s.key) === canonicalKey(target));
    if (!match) throw new MongoCommandError('IndexNotFound', `can't find index with key: ${formatDocument(target as Doc)}`);
    names.push(match.name);
  } else {
    throw badValue('invalid index name spec');
  }
  for (const indexName of names) {
    if (indexName === '_id_') throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
    if (!collection.indexes.has(indexName)) {
      throw new MongoCommandError('IndexNotFound', `index not found with name [${indexName}]`);
    }
  }
  for (const indexName of names) ctx.engine.dropIndex(collection, indexName);
  return { nIndexesWas, ok: 1 };
}

export const ddlCommands: Record<string, CommandHandler> = {
  listDatabases: (command, ctx) => {
    const filter = optionalDocument(command, 'filter');
    const query = filter ? new Query(filter, QUERY_OPTIONS) : undefined;
    let totalSize = 0;
    const databases = ctx.engine
      .databaseNames()
      .map((name) => {
        const sizeOnDisk = ctx.engine.collections(name).reduce((sum, c) => sum + dataSize(c), 0);
        totalSize += sizeOnDisk;
        return command.nameOnly ? { name } : { name, sizeOnDisk, empty: sizeOnDisk === 0 };
      })
      .filter((db) => !query || query.test(db));
    return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
  },

  listCollections: (command, ctx) => {
    const filter = optionalDocument(command, 'filter');
    const query = filter ? new Query(filter, QUERY_OPTIONS) : undefined;
    const infos = ctx.engine
      .collections(ctx.db)
      .map(collectionInfo)
      .filter((info) => !query || query.test(info))
      .map((info) => (command.nameOnly ? { name: info.name, type: info.type } : info));
    return ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, infos, cursorBatchSize(command));
  },

  create: (command, ctx) => {
    const name = targetCollection(command, 'create');
    const options = Object.fromEntries(Object.entries(command).filter(([k]) => k !== 'create' && !GENERIC_FIELDS.has(k)));
    // mongod reports an existing namespace before looking at the options.
    const existing = ctx.engine.collection(ctx.db, name);
    if (existing) {
      if (canonicalKey(existing.options) === canonicalKey(options)) return { ok: 1 };
      throw new MongoCommandError('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
    }
    if (options.capped || options.viewOn || options.timeseries) {
      throw new MongoCommandError('InvalidOptions', 'capped, view and time-series collections are not supported by the embedded engine');
    }
    ctx.engine.createCollection(ctx.db, name, options);
    return { ok: 1 };
  },

  drop: (command, ctx) => {
    const name = targetCollection(command, 'drop');
    const collection = ctx.engine.collection(ctx.db, name);
    const nIndexesWas = collection?.indexes.size ?? 0;
    ctx.engine.dropCollection(ctx.db, name);
    return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
  },

  dropDatabase: (_command, ctx) => {
    ctx.engine.dropDatabase(ctx.db);
    return { dropped: ctx.db, ok: 1 };
  },

  renameCollection: (command, ctx) => {
    const from = String(command.renameCollection ?? '');
    const to = String(command.to ?? '');
    const split = (ns: string) => {
      const dot = ns.indexOf('.');
      if (dot <= 0 || dot === ns.length - 1) throw new MongoCommandError('InvalidNamespace', `Invalid namespace specified '${ns}'`);
      return [ns.slice(0, dot), ns.slice(dot + 1)] as const;
    };
    const [fromDb, fromName] = split(from);
    const [toDb, toName] = split(to);
    if (ctx.db !== 'admin') throw new MongoCommandError('Unauthorized', 'renameCollection may only be run against the admin database.');
    ctx.engine.renameCollection(fromDb, fromName, toDb, toName, command.dropTarget === true);
    return { ok: 1 };
  },

  createIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,

  listIndexes: (command, ctx) => {
    const name = targetCollection(command, 'listIndexes');
    const collection = ctx.engine.collection(ctx.db, name);
    if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
    return ctx.cursors.open(`${ctx.db}.${name}`, collection.indexSpecs(), cursorBatchSize(command));
  },

  collStats: (command, ctx) => {
    const name = targetCollection(command, 'collStats');
    const collection = ctx.engine.collection(ctx.db, name);
    if (!collection) throw new MongoCommandError('NamespaceNotFound', `Collection [${ctx.db}.${name}] not found.`);
    const size = dataSize(collection);
    const count = collection.docs.size;
    return {
      ns: collection.namespace,
      count,
      size,
      avgObjSize: count ? Math.round(size / count) : 0,
      storageSize: size,
      nindexes: collection.indexes.size,
      indexSizes: Object.fromEntries([...collection.indexes.keys()].map((n) => [n, 0])),
      totalIndexSize: 0,
      ok: 1,
    };
  },

  dbStats: (_command, ctx) => {
    const collections = ctx.engine.collections(ctx.db);
    const objects = collections.reduce((sum, c) => sum + c.docs.size, 0);
    const size = collections.reduce((sum, c) => sum + dataSize(c), 0);
    return {
      db: ctx.db,
      collections: collections.length,
      views: 0,
      objects,
      avgObjSize: objects ? Math.round(size / objects) : 0,
      dataSize: size,
      storageSize: size,
      indexes: collections.reduce((sum, c) => sum + c.indexes.size, 0),
      indexSize: 0,
      ok: 1,
    };
  },
};
