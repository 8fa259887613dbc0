/**
 * mongod's total order over BSON values (the "canonical type" order of
 * docs/reference/bson-type-comparison-order), used for sorting and for index keys.
 * mingo has its own order for JS values; this one follows the server so that sorted
 * results over mixed types come back exactly as a real mongod returns them.
 */
import { EJSON } from 'bson';

type Bsonish = { _bsontype?: string } & Record<string, unknown>;

/** Sentinels for index range scans: below or above every value of one canonical type. */
export class TypeBound {
  constructor(
    readonly typeRank: number,
    readonly side: -1 | 1,
  ) {}
}

const RANK = {
  minKey: 1,
  nullish: 5,
  number: 10,
  string: 15,
  object: 20,
  array: 25,
  binary: 30,
  objectId: 35,
  boolean: 40,
  date: 45,
  timestamp: 47,
  regex: 50,
  dbRef: 55,
  code: 60,
  maxKey: 127,
} as const;

export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return RANK.nullish;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return RANK.number;
    case 'string':
      return RANK.string;
    case 'boolean':
      return RANK.boolean;
  }
  if (value instanceof TypeBound) return value.typeRank;
  if (Array.isArray(value)) return RANK.array;
  if (value instanceof Date) return RANK.date;
  if (value instanceof RegExp) return RANK.regex;
  if (value instanceof Uint8Array) return RANK.binary;
  switch ((value as Bsonish)._bsontype) {
    case 'MinKey':
      return RANK.minKey;
    case 'MaxKey':
      return RANK.maxKey;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return RANK.number;
    case 'BSONSymbol':
      return RANK.string;
    case 'Binary':
      return RANK.binary;
    case 'ObjectId':
      return RANK.objectId;
    case 'Timestamp':
      return RANK.timestamp;
    case 'BSONRegExp':
      return RANK.regex;
    case 'DBRef':
      return RANK.dbRef;
    case 'Code':
      return RANK.code;
  }
  return RANK.object;
}

/** True for an embedded document (not an array, not a BSON value such as ObjectId or Date). */
export function isDocumentValue(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && typeRank(value) === RANK.object;
}

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  const bson = value as Bsonish;
  if (bson._bsontype === 'Decimal128') return Number.parseFloat(String(value));
  if (bson._bsontype === 'Long') return (value as { toNumber(): number }).toNumber();
  return Number((value as { valueOf(): unknown }).valueOf());
}

const cmp = <T extends string | number | bigint | boolean>(a: T, b: T): number =>
  a < b ? -1 : a > b ? 1 : 0;

function compareNumbers(a: unknown, b: unknown): number {
  const x = toNumber(a);
  const y = toNumber(b);
  // mongod orders NaN below every other number.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return cmp(x, y);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const size = Math.min(a.length, b.length);
  for (let i = 0; i < size; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return cmp(a.length, b.length);
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const size = Math.min(ka.length, kb.length);
  for (let i = 0; i < size; i++) {
    const fa = ka[i] as string;
    const fb = kb[i] as string;
    const va = a[fa];
    const vb = b[fb];
    const byType = cmp(typeRank(va), typeRank(vb));
    if (byType !== 0) return byType;
    const byName = cmp(fa, fb);
    if (byName !== 0) return byName;
    const byValue = compareValues(va, vb);
    if (byValue !== 0) return byValue;
  }
  return cmp(ka.length, kb.length);
}

/** Compares two BSON values as mongod does (arrays compared element by element). */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  if (a instanceof TypeBound || b instanceof TypeBound) {
    const sa = a instanceof TypeBound ? a.side : 0;
    const sb = b instanceof TypeBound ? b.side : 0;
    return cmp(sa, sb);
  }
  switch (ra) {
    case RANK.nullish:
    case RANK.minKey:
    case RANK.maxKey:
      return 0;
    case RANK.number:
      return compareNumbers(a, b);
    case RANK.string:
      return cmp(String(a), String(b));
    case RANK.boolean:
      return cmp(a as boolean, b as boolean);
    case RANK.date:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case RANK.objectId:
      return compareBytes((a as { id: Uint8Array }).id, (b as { id: Uint8Array }).id);
    case RANK.binary: {
      const ba = binaryBytes(a);
      const bb = binaryBytes(b);
      if (ba.length !== bb.length) return cmp(ba.length, bb.length);
      const bySubtype = cmp(binarySubtype(a), binarySubtype(b));
      return bySubtype !== 0 ? bySubtype : compareBytes(ba, bb);
    }
    case RANK.timestamp: {
      const ta = a as { t: number; i: number };
      const tb = b as { t: number; i: number };
      return cmp(ta.t, tb.t) || cmp(ta.i, tb.i);
    }
    case RANK.regex: {
      const [pa, fa] = regexParts(a);
      const [pb, fb] = regexParts(b);
      return cmp(pa, pb) || cmp(fa, fb);
    }
    case RANK.array: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const size = Math.min(xa.length, xb.length);
      for (let i = 0; i < size; i++) {
        const d = compareValues(xa[i], xb[i]);
        if (d !== 0) return d;
      }
      return cmp(xa.length, xb.length);
    }
    default:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
  }
}

function binaryBytes(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  const bin = v as { buffer: Uint8Array; position?: number };
  return bin.buffer.subarray(0, bin.position ?? bin.buffer.length);
}

function binarySubtype(v: unknown): number {
  return v instanceof Uint8Array ? 0 : ((v as { sub_type: number }).sub_type ?? 0);
}

function regexParts(v: unknown): [string, string] {
  if (v instanceof RegExp) return [v.source, v.flags];
  const r = v as { pattern: string; options: string };
  return [r.pattern, r.options];
}

/**
 * A string that is equal for two values exactly when mongod considers them equal
 * (numbers of any BSON type compare by value). Used as the key of hash maps: the
 * `_id` map of a collection and the entries of unique indexes.
 */
export function canonicalKey(value: unknown): string {
  const rank = typeRank(value);
  switch (rank) {
    case RANK.nullish:
      return 'z';
    case RANK.number: {
      const n = toNumber(value);
      return `n${Object.is(n, -0) ? 0 : n}`;
    }
    case RANK.string:
      return `s${String(value)}`;
    case RANK.boolean:
      return value ? 'bt' : 'bf';
    case RANK.date:
      return `d${(value as Date).getTime()}`;
    case RANK.objectId:
      return `o${(value as { toHexString(): string }).toHexString()}`;
    case RANK.array:
      return `a[${(value as unknown[]).map(canonicalKey).join(',')}]`;
    case RANK.object: {
      const entries = Object.entries(value as Record<string, unknown>).map(
        ([k, v]) => `${JSON.stringify(k)}:${canonicalKey(v)}`,
      );
      return `{${entries.join(',')}}`;
    }
    default:
      return `x${rank}:${EJSON.stringify(value as never, { relaxed: false })}`;
  }
}

/**
 * The values a dotted path reaches in a document, descending into arrays as mongod does
 * for queries, sorts and index keys ("a.b" over [{b:1},{b:2}] reaches 1 and 2).
 * Arrays reached at the end of the path are returned whole; callers decide whether to
 * expand them (multikey indexes) or not.
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collectValuesAtPath(doc, path.split('.'), 0, out);
  return out;
}

// A module-level function rather than a closure per call: every index key and write goes through it.
function collectValuesAtPath(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(value);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && Number(part) < value.length) {
      collectValuesAtPath(value[Number(part)], parts, i + 1, out);
      return;
    }
    for (const item of value) {
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
        collectValuesAtPath(item, parts, i, out);
      }
    }
    return;
  }
  if (!Object.prototype.hasOwnProperty.call(value, part)) return;
  collectValuesAtPath((value as Record<string, unknown>)[part], parts, i + 1, out);
}
