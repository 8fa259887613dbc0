/**
 * The documents of one collection, in natural (insertion) order, keyed by the canonical
 * form of their `_id`, with the collection's indexes kept in step on every change.
 * Stored documents are never handed out for mutation: writers build a new document and
 * call `replace`, so readers and indexes always see a consistent value.
 */
import { randomUUID } from 'node:crypto';
import { ObjectId, UUID } from 'bson';
import { badValue } from '../errors.js';
import { canonicalKey } from './bson-order.js';
import { IndexStore, type CompilePartialFilter, type IndexSpec } from './index-store.js';

export type Doc = Record<string, unknown>;

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

export class CollectionStore {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, IndexStore>();
  readonly uuid: UUID;

  constructor(
    readonly db: string,
    public name: string,
    private readonly compilePartialFilter: CompilePartialFilter,
    readonly options: Doc = {},
    uuid?: string,
  ) {
    this.uuid = new UUID(uuid ?? randomUUID());
    this.indexes.set('_id_', new IndexStore(ID_INDEX_SPEC, this.namespace, compilePartialFilter));
  }

  get namespace(): string {
    return `${this.db}.${this.name}`;
  }

  static idKey(id: unknown): string {
    return canonicalKey(id);
  }

  /** mongod puts `_id` first and generates an ObjectId when the client did not send one. */
  static withId(doc: Doc): Doc {
    if ('_id' in doc && Object.keys(doc)[0] === '_id') return doc;
    const { _id, ...rest } = doc;
    return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
  }

  /** mongod 5.0+ stores `$`-prefixed field names (they just cannot be queried directly). */
  static validateForStorage(doc: Doc): void {
    const id = doc._id;
    if (Array.isArray(id)) throw badValue(`The '_id' value cannot be of type array`);
    if (id instanceof RegExp || (id as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') {
      throw badValue(`can't use a regex for _id`);
    }
  }

  get(id: string): Doc | undefined {
    return this.docs.get(id);
  }

  /** Each index with the keys `doc` puts in it, computed once for the checks and the changes of a write. */
  private keysIn(doc: Doc): Array<[IndexStore, unknown[][]]> {
    return [...this.indexes.values()].map((index) => [index, index.keysOf(doc)]);
  }

  /**
   * Every key is computed and every unique index checked before anything changes, so a failed
   * write (duplicate key, parallel arrays) leaves no trace.
   */
  insert(input: Doc): Doc {
    const doc = CollectionStore.withId(input);
    CollectionStore.validateForStorage(doc);
    const id = CollectionStore.idKey(doc._id);
    if (this.docs.has(id)) throw (this.indexes.get('_id_') as IndexStore).duplicateKeyError([doc._id]);
    const keyed = this.keysIn(doc);
    for (const [index, keys] of keyed) index.assertUniqueKeys(keys, id);
    for (const [index, keys] of keyed) index.addKeys(keys, id);
    this.docs.set(id, doc);
    return doc;
  }

  /**
   * Replaces a stored document by a new version with the same `_id`. An index whose keys the
   * change leaves as they were (the `_id` index, fields the update did not touch) is not edited.
   */
  replace(previous: Doc, next: Doc): void {
    const id = CollectionStore.idKey(previous._id);
    CollectionStore.validateForStorage(next);
    const keyed = [...this.indexes.values()].map(
      (index) => [index, index.keysOf(previous), index.keysOf(next)] as const,
    );
    for (const [index, , after] of keyed) index.assertUniqueKeys(after, id);
    for (const [index, before, after] of keyed) {
      if (index.sameKeys(before, after)) continue;
      index.removeKeys(before, id);
      index.addKeys(after, id);
    }
    this.docs.set(id, next);
  }

  /** Stores a document whatever was there (journal replay: the last image wins). */
  put(doc: Doc): void {
    const id = CollectionStore.idKey(doc._id);
    const previous = this.docs.get(id);
    if (previous) this.replace(previous, doc);
    else this.insert(doc);
  }

  remove(id: string): Doc | undefined {
    const doc = this.docs.get(id);
    if (!doc) return undefined;
    for (const index of this.indexes.values()) index.remove(doc, id);
    this.docs.delete(id);
    return doc;
  }

  /** Builds an index over the existing documents; fails without side effects on a duplicate. */
  addIndex(spec: IndexSpec): void {
    const index = new IndexStore(spec, this.namespace, this.compilePartialFilter);
    for (const [id, doc] of this.docs) {
      index.assertUnique(doc, id);
      index.add(doc, id);
    }
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
  }

  indexSpecs(): IndexSpec[] {
    return [...this.indexes.values()].map((index) => index.spec);
  }

  /** Renaming keeps documents and indexes; only error messages mention the namespace. */
  renamed(db: string, name: string): CollectionStore {
    const copy = new CollectionStore(
      db,
      name,
      this.compilePartialFilter,
      this.options,
      this.uuid.toHexString(true),
    );
    for (const spec of this.indexSpecs()) if (spec.name !== '_id_') copy.addIndex(spec);
    for (const doc of this.docs.values()) copy.insert(doc);
    return copy;
  }
}
