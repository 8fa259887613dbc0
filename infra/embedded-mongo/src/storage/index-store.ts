/**
 * One secondary (or `_id`) index of a collection: a B+tree of index keys for range and
 * equality scans, plus a hash of canonical keys that enforces `unique` in O(1).
 */
import sortedBtree from 'sorted-btree';
import { MongoCommandError } from '../errors.js';
import { canonicalKey, compareValues, valuesAtPath } from './bson-order.js';
import { formatDocument } from './format.js';

// sorted-btree is CommonJS: Node's ESM loader exposes its exports object as the default
// import, bundlers (vitest) the class itself. Accept both.
const BTree: typeof sortedBtree.default =
  (sortedBtree as unknown as { default?: typeof sortedBtree.default }).default ??
  (sortedBtree as unknown as typeof sortedBtree.default);
type Tree = InstanceType<typeof BTree<IndexEntry, true>>;

export interface IndexSpec {
  v: number;
  key: Record<string, number | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Record<string, unknown>;
  [option: string]: unknown;
}

/** A key in the tree. `fill` marks a scan bound: absent trailing fields sort below (-1) or above (+1) all. */
export interface IndexEntry {
  values: unknown[];
  id: string;
  fill?: -1 | 1;
}

export interface KeyRange {
  low?: { value: unknown; inclusive: boolean };
  high?: { value: unknown; inclusive: boolean };
}

/** Whether a document belongs in a partial index. */
export type DocumentMatcher = (doc: Record<string, unknown>) => boolean;

/**
 * Builds the matcher of a partial index from its `partialFilterExpression`. Query semantics
 * belong to the query layer, which depends on storage: storage receives this function from
 * whoever opens the engine and never imports the query layer itself.
 */
export type CompilePartialFilter = (partialFilterExpression: Record<string, unknown>) => DocumentMatcher;

const MAX_MULTIKEY_COMBINATIONS = 1000;

export class IndexStore {
  readonly spec: IndexSpec;
  readonly fields: ReadonlyArray<readonly [path: string, direction: 1 | -1]>;
  private readonly tree: Tree;
  private readonly uniqueKeys = new Map<string, string>();
  private readonly partialFilter: DocumentMatcher | undefined;
  /** Set once a document put several keys in the index (an array field): ranges must then stay one-sided. */
  multikey = false;

  constructor(
    spec: IndexSpec,
    private readonly namespace: string,
    compilePartialFilter: CompilePartialFilter,
  ) {
    this.spec = spec;
    this.fields = Object.entries(spec.key).map(([path, dir]) => [path, dir === -1 ? -1 : 1] as const);
    this.tree = new BTree<IndexEntry, true>(undefined, (a, b) => this.compareEntries(a, b));
    this.partialFilter = spec.partialFilterExpression
      ? compilePartialFilter(spec.partialFilterExpression)
      : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  get isPartial(): boolean {
    return this.partialFilter !== undefined || this.spec.sparse === true;
  }

  get isUnique(): boolean {
    return this.spec.unique === true || this.spec.name === '_id_';
  }

  get size(): number {
    return this.tree.size;
  }

  /** Tree order: field by field (each in its index direction), then the document id. */
  private compareEntries(a: IndexEntry, b: IndexEntry): number {
    for (let i = 0; i < this.fields.length; i++) {
      const aMissing = i >= a.values.length;
      const bMissing = i >= b.values.length;
      if (aMissing || bMissing) {
        if (aMissing && bMissing) return (a.fill ?? 0) - (b.fill ?? 0);
        return aMissing ? (a.fill ?? -1) : -(b.fill ?? -1);
      }
      const direction = (this.fields[i] as readonly [string, 1 | -1])[1];
      const d = compareValues(a.values[i], b.values[i]);
      if (d !== 0) return d * direction;
    }
    if (a.fill !== undefined || b.fill !== undefined) return (a.fill ?? 0) - (b.fill ?? 0);
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }

  /** The key tuples of a document: several for multikey (array) fields, none when sparse or partial excludes it. */
  keysOf(doc: Record<string, unknown>): unknown[][] {
    if (this.partialFilter && !this.partialFilter(doc)) return [];
    let anyPresent = false;
    const perField = this.fields.map(([path]) => {
      const reached = valuesAtPath(doc, path);
      if (reached.length > 0) anyPresent = true;
      const expanded = reached.flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
      if (expanded.length > 1 || reached.some(Array.isArray)) this.multikey = true;
      return expanded.length ? dedupe(expanded) : [null];
    });
    if (this.spec.sparse && !anyPresent) return [];
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      combos = combos.flatMap((prefix) => values.map((v) => [...prefix, v ?? null]));
      if (combos.length > MAX_MULTIKEY_COMBINATIONS) {
        throw new MongoCommandError(
          'CannotCreateIndex',
          `cannot index parallel arrays for index ${this.name}`,
        );
      }
    }
    return combos;
  }

  /** Throws mongod's duplicate key error if inserting `doc` (stored under `id`) would break uniqueness. */
  assertUnique(doc: Record<string, unknown>, id: string): void {
    this.assertUniqueKeys(this.keysOf(doc), id);
  }

  /** assertUnique for the keys (`keysOf`) of the document. */
  assertUniqueKeys(keys: unknown[][], id: string): void {
    if (!this.isUnique) return;
    for (const key of keys) {
      const owner = this.uniqueKeys.get(this.uniqueKeyOf(key));
      if (owner !== undefined && owner !== id) throw this.duplicateKeyError(key);
    }
  }

  duplicateKeyError(key: unknown[]): MongoCommandError {
    const keyValue: Record<string, unknown> = {};
    const keyPattern: Record<string, unknown> = {};
    this.fields.forEach(([path], i) => {
      keyValue[path] = key[i];
      keyPattern[path] = this.spec.key[path];
    });
    return new MongoCommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.namespace} index: ${this.name} dup key: ${formatDocument(keyValue)}`,
      { keyPattern, keyValue },
    );
  }

  private uniqueKeyOf(key: unknown[]): string {
    return key.map(canonicalKey).join('\u0000');
  }

  add(doc: Record<string, unknown>, id: string): void {
    this.addKeys(this.keysOf(doc), id);
  }

  addKeys(keys: unknown[][], id: string): void {
    for (const key of keys) {
      this.tree.set({ values: key, id }, true);
      if (this.isUnique) this.uniqueKeys.set(this.uniqueKeyOf(key), id);
    }
  }

  remove(doc: Record<string, unknown>, id: string): void {
    this.removeKeys(this.keysOf(doc), id);
  }

  removeKeys(keys: unknown[][], id: string): void {
    for (const key of keys) {
      this.tree.delete({ values: key, id });
      if (this.isUnique && this.uniqueKeys.get(this.uniqueKeyOf(key)) === id) {
        this.uniqueKeys.delete(this.uniqueKeyOf(key));
      }
    }
  }

  /**
   * Whether two key lists (`keysOf`) hold the same keys in the same order, compared by their
   * canonical form as the unique hash compares them (keys equal in it are equal in the tree's
   * order too): the index then needs no change between the two.
   */
  sameKeys(a: unknown[][], b: unknown[][]): boolean {
    return (
      a.length === b.length &&
      a.every((key, i) => this.uniqueKeyOf(key) === this.uniqueKeyOf(b[i] as unknown[]))
    );
  }

  /** Ids whose first indexed field equals `value` (for unique single-field indexes, at most one). */
  idsEqualTo(value: unknown): string[] {
    return this.idsInRange({ low: { value, inclusive: true }, high: { value, inclusive: true } });
  }

  /**
   * Ids whose first indexed field lies in the range. Callers re-check the full filter on
   * every candidate, so the range only has to be a superset of the answer.
   */
  idsInRange(range: KeyRange): string[] {
    const direction = (this.fields[0] as readonly [string, 1 | -1])[1];
    let low: IndexEntry = range.low
      ? { values: [range.low.value], id: '', fill: range.low.inclusive ? -1 : 1 }
      : { values: [], id: '', fill: -1 };
    let high: IndexEntry = range.high
      ? { values: [range.high.value], id: '', fill: range.high.inclusive ? 1 : -1 }
      : { values: [], id: '', fill: 1 };
    if (direction === -1) {
      [low, high] = [
        { ...high, fill: high.fill === 1 ? -1 : 1 },
        { ...low, fill: low.fill === 1 ? -1 : 1 },
      ];
    }
    const ids: string[] = [];
    this.tree.forRange(low, high, true, (entry) => {
      ids.push(entry.id);
    });
    return ids;
  }
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = canonicalKey(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
