/**
 * The catalog (databases → collections) and every change to it. Each mutation is applied
 * in memory and recorded in the journal in the same synchronous step; command handlers
 * then await `durable()` before they answer, so an acknowledged write is on disk.
 */
import { MongoCommandError } from '../errors.js';
import { CollectionStore, type Doc } from './collection.js';
import type { CompilePartialFilter, IndexSpec } from './index-store.js';
import { Journal, type JournalRecord } from './journal.js';

export interface StorageOptions {
  /** Directory of the journal and snapshot; in memory when absent. */
  dbPath?: string | undefined;
  /** Turns an index's `partialFilterExpression` into the matcher its keys are filtered with. */
  compilePartialFilter: CompilePartialFilter;
}

export class StorageEngine {
  private readonly dbs = new Map<string, Map<string, CollectionStore>>();
  private journal: Journal | undefined;

  private constructor(private readonly compilePartialFilter: CompilePartialFilter) {}

  static async open({ dbPath, compilePartialFilter }: StorageOptions): Promise<StorageEngine> {
    const engine = new StorageEngine(compilePartialFilter);
    if (dbPath) {
      engine.journal = await Journal.open(
        dbPath,
        (record) => engine.applyRecord(record),
        () => engine.dumpState(),
      );
    }
    return engine;
  }

  private log(record: JournalRecord): void {
    this.journal?.append(record);
  }

  /** Resolves once everything changed so far is durable (immediately in memory mode). */
  durable(): Promise<void> {
    return this.journal ? this.journal.sync() : Promise.resolve();
  }

  async close(): Promise<void> {
    await this.journal?.close();
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()].filter((db) => (this.dbs.get(db)?.size ?? 0) > 0);
  }

  collections(db: string): CollectionStore[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  collection(db: string, name: string): CollectionStore | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Implicit creation on first write, as mongod does. */
  ensureCollection(db: string, name: string): CollectionStore {
    return this.collection(db, name) ?? this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, options: Doc): CollectionStore {
    validateCollectionName(db, name);
    if (this.collection(db, name)) {
      throw new MongoCommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    const collection = new CollectionStore(db, name, this.compilePartialFilter, options);
    this.attach(collection);
    this.log({ o: 'cc', db, c: name, opts: options, uuid: collection.uuid.toHexString(true) });
    return collection;
  }

  private attach(collection: CollectionStore): void {
    let colls = this.dbs.get(collection.db);
    if (!colls) this.dbs.set(collection.db, (colls = new Map()));
    colls.set(collection.name, collection);
  }

  dropCollection(db: string, name: string): boolean {
    const existed = this.dbs.get(db)?.delete(name) ?? false;
    if (existed) this.log({ o: 'dc', db, c: name });
    return existed;
  }

  dropDatabase(db: string): void {
    if (this.dbs.delete(db)) this.log({ o: 'dd', db });
  }

  renameCollection(db: string, name: string, toDb: string, toName: string, dropTarget: boolean): void {
    const source = this.collection(db, name);
    if (!source) throw new MongoCommandError('NamespaceNotFound', 'Source collection does not exist');
    validateCollectionName(toDb, toName);
    if (this.collection(toDb, toName)) {
      if (!dropTarget) throw new MongoCommandError('NamespaceExists', 'target namespace exists');
      this.dbs.get(toDb)?.delete(toName);
    }
    this.dbs.get(db)?.delete(name);
    this.attach(source.renamed(toDb, toName));
    this.log({ o: 'rn', db, c: name, toDb, toC: toName });
  }

  insert(collection: CollectionStore, doc: Doc): Doc {
    const stored = collection.insert(doc);
    this.log({ o: 'p', db: collection.db, c: collection.name, d: stored });
    return stored;
  }

  replace(collection: CollectionStore, previous: Doc, next: Doc): void {
    collection.replace(previous, next);
    this.log({ o: 'p', db: collection.db, c: collection.name, d: next });
  }

  remove(collection: CollectionStore, id: string): Doc | undefined {
    const removed = collection.remove(id);
    if (removed) this.log({ o: 'd', db: collection.db, c: collection.name, id: removed._id });
    return removed;
  }

  createIndex(collection: CollectionStore, spec: IndexSpec): void {
    collection.addIndex(spec);
    this.log({ o: 'ci', db: collection.db, c: collection.name, spec });
  }

  dropIndex(collection: CollectionStore, name: string): void {
    collection.dropIndex(name);
    this.log({ o: 'di', db: collection.db, c: collection.name, name });
  }

  /** Replays one journal or snapshot record. Records set state, so replay is order-only. */
  private applyRecord(record: JournalRecord): void {
    const db = record.db as string;
    const name = record.c as string;
    switch (record.o) {
      case 'cc':
        if (!this.collection(db, name)) {
          this.attach(
            new CollectionStore(
              db,
              name,
              this.compilePartialFilter,
              (record.opts as Doc) ?? {},
              record.uuid as string,
            ),
          );
        }
        return;
      case 'dc':
        this.dbs.get(db)?.delete(name);
        return;
      case 'dd':
        this.dbs.delete(db);
        return;
      case 'rn': {
        const source = this.collection(db, name);
        if (!source) return;
        this.dbs.get(db)?.delete(name);
        this.dbs.get(record.toDb as string)?.delete(record.toC as string);
        this.attach(source.renamed(record.toDb as string, record.toC as string));
        return;
      }
      case 'ci': {
        const collection = this.collection(db, name);
        const spec = record.spec as IndexSpec;
        if (collection && !collection.indexes.has(spec.name)) collection.addIndex(spec);
        return;
      }
      case 'di':
        this.collection(db, name)?.dropIndex(record.name as string);
        return;
      case 'p':
        this.ensureCollectionQuietly(db, name).put(record.d as Doc);
        return;
      case 'd':
        this.collection(db, name)?.remove(CollectionStore.idKey(record.id));
        return;
    }
  }

  private ensureCollectionQuietly(db: string, name: string): CollectionStore {
    let collection = this.collection(db, name);
    if (!collection) this.attach((collection = new CollectionStore(db, name, this.compilePartialFilter)));
    return collection;
  }

  private *dumpState(): Iterable<JournalRecord> {
    for (const [db, colls] of this.dbs) {
      for (const collection of colls.values()) {
        yield {
          o: 'cc',
          db,
          c: collection.name,
          opts: collection.options,
          uuid: collection.uuid.toHexString(true),
        };
        for (const spec of collection.indexSpecs()) {
          if (spec.name !== '_id_') yield { o: 'ci', db, c: collection.name, spec };
        }
        for (const doc of collection.docs.values()) yield { o: 'p', db, c: collection.name, d: doc };
      }
    }
  }
}

function validateCollectionName(db: string, name: string): void {
  if (
    !name ||
    name.includes('$') ||
    name.includes('\0') ||
    name.startsWith('.') ||
    name.startsWith('system.')
  ) {
    if (!name.startsWith('system.')) {
      throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${name}`);
    }
  }
  if (!db || /[/\\. "$*<>:|?\0]/.test(db)) {
    throw new MongoCommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  }
}
