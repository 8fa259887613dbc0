// Query operators the product relies on, with mongod's matching semantics.
import { beforeAll, describe, expect, it } from 'vitest';
import { BSONRegExp, Decimal128, Double, Int32, Long, MongoServerError } from 'mongodb';
import type { Collection, Document, Filter } from 'mongodb';
import type { Doc } from './harness.js';
import { errorOf, useMongo } from './harness.js';

const ctx = useMongo('query');

const docs: Document[] = [
  {
    _id: 1,
    name: 'Alice',
    age: 30,
    email: 'alice@example.com',
    tags: ['admin', 'ops'],
    address: { city: 'Lyon', zip: '69001' },
    scores: [80, 95],
    items: [
      { sku: 'A', qty: 2 },
      { sku: 'B', qty: 10 },
    ],
  },
  {
    _id: 2,
    name: 'bob',
    age: 25,
    email: 'bob@example.org',
    tags: ['ops'],
    address: { city: 'Paris', zip: '75001' },
    scores: [60, 70],
    items: [{ sku: 'B', qty: 1 }],
  },
  {
    _id: 3,
    name: 'Carol',
    age: 35,
    email: null,
    tags: [],
    address: { city: 'Lyon' },
    scores: [100],
    items: [],
  },
  { _id: 4, name: 'dave', age: '40', tags: ['dev', 'ops', 'admin'], scores: [5, 50, 500] },
  {
    _id: 5,
    name: 'Eve',
    age: 41.5,
    email: 'eve@EXAMPLE.com',
    tags: 'solo',
    address: [{ city: 'Nice' }, { city: 'Lyon' }],
    items: [
      { sku: 'A', qty: 20 },
      { sku: 'C', qty: 1 },
    ],
  },
  {
    _id: 6,
    name: 'frank',
    matrix: [
      [1, 2],
      [3, 4],
    ],
    nested: { deep: { er: { x: 1 } } },
  },
];

let c: Collection<Doc>;

beforeAll(async () => {
  c = ctx.coll('people');
  await c.insertMany(docs);
});

async function ids(filter: Filter<Doc>): Promise<number[]> {
  const found = await c
    .find(filter, { projection: { _id: 1 } })
    .sort({ _id: 1 })
    .toArray();
  return found.map((d) => d._id as number);
}

describe('comparison operators', () => {
  it('$eq (implicit and explicit) and $ne', async () => {
    expect(await ids({ name: 'bob' })).toEqual([2]);
    expect(await ids({ name: { $eq: 'bob' } })).toEqual([2]);
    expect(await ids({ age: { $ne: 30 } })).toEqual([2, 3, 4, 5, 6]);
    expect(await ids({ 'address.city': { $ne: 'Lyon' } })).toEqual([2, 4, 6]);
  });

  it('$gt $gte $lt $lte only compare within the same type bracket', async () => {
    expect(await ids({ age: { $gt: 30 } })).toEqual([3, 5]);
    expect(await ids({ age: { $gte: 30 } })).toEqual([1, 3, 5]);
    expect(await ids({ age: { $lt: 30 } })).toEqual([2]);
    expect(await ids({ age: { $lte: 30, $gte: 25 } })).toEqual([1, 2]);
    // '40' is a string: never compared with numbers.
    expect(await ids({ age: { $gte: '0' } })).toEqual([4]);
    expect(await ids({ name: { $gt: 'a' } })).toEqual([2, 4, 6]);
    expect(await ids({ name: { $lt: 'a' } })).toEqual([1, 3, 5]);
  });

  it('$in and $nin (including regexes, null and missing fields)', async () => {
    expect(await ids({ name: { $in: ['bob', 'dave', 'zed'] } })).toEqual([2, 4]);
    expect(await ids({ name: { $in: [/^a/i, 'Eve'] } })).toEqual([1, 5]);
    expect(await ids({ tags: { $in: ['dev', 'solo'] } })).toEqual([4, 5]);
    expect(await ids({ email: { $in: [null] } })).toEqual([3, 4, 6]);
    expect(await ids({ name: { $nin: ['bob', 'dave'] } })).toEqual([1, 3, 5, 6]);
    expect(await ids({ tags: { $nin: ['ops'] } })).toEqual([3, 5, 6]);
    expect(await ids({ name: { $in: [] } })).toEqual([]);
  });

  it('numbers of different BSON types compare by value', async () => {
    const n = await ctx.freshColl();
    await n.insertMany([
      { _id: 1, v: new Int32(2) },
      { _id: 2, v: Long.fromNumber(2) },
      { _id: 3, v: new Double(2) },
      { _id: 4, v: Decimal128.fromString('2.0') },
      { _id: 5, v: 2.5 },
      { _id: 6, v: '2' },
    ] as Document[]);
    const found = async (f: Filter<Doc>) =>
      (await n.find(f).sort({ _id: 1 }).toArray()).map((d) => d._id as number);
    expect(await found({ v: 2 })).toEqual([1, 2, 3, 4]);
    expect(await found({ v: Long.fromNumber(2) })).toEqual([1, 2, 3, 4]);
    expect(await found({ v: Decimal128.fromString('2') })).toEqual([1, 2, 3, 4]);
    expect(await found({ v: { $gt: 2 } })).toEqual([5]);
    expect(await found({ v: { $in: [2.5, '2'] } })).toEqual([5, 6]);
  });
});

describe('element and evaluation operators', () => {
  it('$exists true/false (null counts as existing)', async () => {
    expect(await ids({ email: { $exists: true } })).toEqual([1, 2, 3, 5]);
    expect(await ids({ email: { $exists: false } })).toEqual([4, 6]);
    expect(await ids({ 'address.zip': { $exists: true } })).toEqual([1, 2]);
  });

  it('null matches null and missing fields; $ne null excludes both', async () => {
    expect(await ids({ email: null })).toEqual([3, 4, 6]);
    expect(await ids({ email: { $ne: null } })).toEqual([1, 2, 5]);
    expect(await ids({ email: { $exists: true, $eq: null } })).toEqual([3]);
    expect(await ids({ 'address.zip': null })).toEqual([3, 4, 5, 6]);
  });

  it('$regex with options, JS RegExp literals and BSONRegExp', async () => {
    expect(await ids({ name: { $regex: '^[a-c]' } })).toEqual([2]);
    expect(await ids({ name: { $regex: '^[a-c]', $options: 'i' } })).toEqual([1, 2, 3]);
    expect(await ids({ name: /^[a-c]/i })).toEqual([1, 2, 3]);
    expect(await ids({ email: /example\.com$/ })).toEqual([1]);
    expect(await ids({ email: { $regex: /example\.com$/i } })).toEqual([1, 5]);
    expect(await ids({ email: new BSONRegExp('EXAMPLE', 'i') })).toEqual([1, 2, 5]);
    expect(await ids({ name: { $regex: 'e$', $options: 'i' } })).toEqual([1, 4, 5]);
    // Regexes match string array elements.
    expect(await ids({ tags: /^adm/ })).toEqual([1, 4]);
    // Multi-line and dot-all style options.
    const m = await ctx.freshColl();
    await m.insertMany([
      { _id: 1, t: 'first\nsecond' },
      { _id: 2, t: 'second' },
    ] as Document[]);
    expect(
      (
        await m
          .find({ t: { $regex: '^second', $options: 'm' } })
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([1, 2]);
    expect(
      (
        await m
          .find({ t: { $regex: '^second' } })
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([2]);
    expect(
      (await m.find({ t: { $regex: 'first.second', $options: 's' } }).toArray()).map((d) => d._id),
    ).toEqual([1]);
    expect((await m.find({ t: { $regex: 'first.second' } }).toArray()).map((d) => d._id)).toEqual([]);
  });

  it('$type by alias, number and the "number" group', async () => {
    expect(await ids({ age: { $type: 'string' } })).toEqual([4]);
    expect(await ids({ age: { $type: 2 } })).toEqual([4]);
    expect(await ids({ age: { $type: 'number' } })).toEqual([1, 2, 3, 5]);
    expect(await ids({ age: { $type: 'double' } })).toEqual([5]);
    expect(await ids({ age: { $type: 'int' } })).toEqual([1, 2, 3]);
    expect(await ids({ email: { $type: 'null' } })).toEqual([3]);
    expect(await ids({ age: { $type: ['string', 'double'] } })).toEqual([4, 5]);
    // An array field matches "array" and the types of its elements.
    expect(await ids({ tags: { $type: 'array' } })).toEqual([1, 2, 3, 4]);
    expect(await ids({ tags: { $type: 'string' } })).toEqual([1, 2, 4, 5]);
    expect(await ids({ address: { $type: 'object' } })).toEqual([1, 2, 3, 5]);
  });

  it('$size', async () => {
    expect(await ids({ tags: { $size: 0 } })).toEqual([3]);
    expect(await ids({ tags: { $size: 1 } })).toEqual([2]);
    expect(await ids({ tags: { $size: 3 } })).toEqual([4]);
  });

  it('$all', async () => {
    expect(await ids({ tags: { $all: ['ops', 'admin'] } })).toEqual([1, 4]);
    expect(await ids({ tags: { $all: ['solo'] } })).toEqual([5]);
    expect(await ids({ items: { $all: [{ $elemMatch: { sku: 'A', qty: { $gt: 5 } } }] } })).toEqual([5]);
  });

  it('$expr compares fields of the same document', async () => {
    const e = await ctx.freshColl();
    await e.insertMany([
      { _id: 1, spent: 50, budget: 40 },
      { _id: 2, spent: 10, budget: 40 },
    ] as Document[]);
    expect((await e.find({ $expr: { $gt: ['$spent', '$budget'] } }).toArray()).map((d) => d._id)).toEqual([
      1,
    ]);
  });
});

describe('logical operators', () => {
  it('$and, $or, $nor and implicit AND', async () => {
    expect(await ids({ $and: [{ 'address.city': 'Lyon' }, { age: { $gte: 35 } }] })).toEqual([3, 5]);
    expect(await ids({ $or: [{ name: 'bob' }, { age: { $gt: 40 } }] })).toEqual([2, 5]);
    expect(await ids({ $nor: [{ tags: 'ops' }, { name: 'frank' }] })).toEqual([3, 5]);
    expect(await ids({ tags: 'ops', age: { $lt: 30 } })).toEqual([2]);
    expect(await ids({ $or: [{ _id: 1 }, { _id: 2 }], age: 25 } as Document)).toEqual([2]);
  });

  it('$not negates an operator expression and matches missing / other types', async () => {
    expect(await ids({ age: { $not: { $gt: 30 } } })).toEqual([1, 2, 4, 6]);
    expect(await ids({ name: { $not: /^[A-Z]/ } })).toEqual([2, 4, 6]);
    expect(await ids({ tags: { $not: { $size: 0 } } })).toEqual([1, 2, 4, 5, 6]);
  });
});

describe('arrays and dotted paths', () => {
  it('a scalar condition matches any array element; an array value matches exactly', async () => {
    expect(await ids({ tags: 'admin' })).toEqual([1, 4]);
    expect(await ids({ tags: ['ops'] })).toEqual([2]);
    expect(await ids({ tags: ['admin', 'ops'] })).toEqual([1]);
    expect(await ids({ tags: ['ops', 'admin'] })).toEqual([]);
    expect(await ids({ tags: [] })).toEqual([3]);
    expect(await ids({ matrix: [1, 2] })).toEqual([6]);
  });

  it('range conditions on arrays may be satisfied by different elements; $elemMatch needs one', async () => {
    expect(await ids({ scores: { $gt: 90, $lt: 60 } })).toEqual([4]);
    expect(await ids({ scores: { $gt: 60, $lt: 90 } })).toEqual([1, 2, 4]);
    expect(await ids({ scores: { $elemMatch: { $gt: 60, $lt: 90 } } })).toEqual([1, 2]);
    expect(await ids({ scores: { $elemMatch: { $gte: 100 } } })).toEqual([3, 4]);
  });

  it('dotted paths into sub-documents, arrays of sub-documents and array indexes', async () => {
    expect(await ids({ 'address.city': 'Lyon' })).toEqual([1, 3, 5]);
    expect(await ids({ 'items.sku': 'B' })).toEqual([1, 2]);
    expect(await ids({ 'items.qty': { $gte: 10 } })).toEqual([1, 5]);
    expect(await ids({ 'items.0.sku': 'A' })).toEqual([1, 5]);
    expect(await ids({ 'scores.1': { $gte: 70 } })).toEqual([1, 2]);
    expect(await ids({ 'nested.deep.er.x': 1 })).toEqual([6]);
    expect(await ids({ 'matrix.1': [3, 4] })).toEqual([6]);
    expect(await ids({ 'address.0.city': 'Nice' })).toEqual([5]);
  });

  it('$elemMatch on sub-documents vs independent dotted conditions', async () => {
    // sku A and qty 10 live in different elements of doc 1.
    expect(await ids({ 'items.sku': 'A', 'items.qty': 10 })).toEqual([1]);
    expect(await ids({ items: { $elemMatch: { sku: 'A', qty: 10 } } })).toEqual([]);
    expect(await ids({ items: { $elemMatch: { sku: 'A', qty: { $gte: 2 } } } })).toEqual([1, 5]);
    expect(await ids({ items: { $elemMatch: { sku: 'B', qty: { $lt: 5 } } } })).toEqual([2]);
  });

  it('sub-document equality is exact and field-order sensitive', async () => {
    expect(await ids({ address: { city: 'Lyon', zip: '69001' } })).toEqual([1]);
    expect(await ids({ address: { zip: '69001', city: 'Lyon' } })).toEqual([]);
    expect(await ids({ address: { city: 'Lyon' } })).toEqual([3, 5]);
  });
});

describe('invalid queries', () => {
  it('an unknown field-level operator is BadValue (2) "unknown operator: $foo"', async () => {
    const err = await errorOf(() => c.find({ a: { $foo: 1 } } as Filter<Doc>).toArray());
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(2);
    expect(err.codeName).toBe('BadValue');
    expect(err.message).toMatch(/unknown operator: \$foo/);
  });

  it('an unknown top-level operator is BadValue (2) "unknown top level operator: $bar"', async () => {
    const err = await errorOf(() => c.find({ $bar: [{ a: 1 }] } as Filter<Doc>).toArray());
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/unknown top level operator: \$bar/);
  });

  it('the same errors surface from countDocuments, updates and deletes', async () => {
    const count = await errorOf(() => c.countDocuments({ a: { $foo: 1 } } as Filter<Doc>));
    expect(count.code).toBe(2);
    const upd = await errorOf(() => c.updateMany({ a: { $foo: 1 } } as Filter<Doc>, { $set: { x: 1 } }));
    expect(upd.code).toBe(2);
    const del = await errorOf(() => c.deleteMany({ a: { $foo: 1 } } as Filter<Doc>));
    expect(del.code).toBe(2);
    expect(await c.countDocuments()).toBe(docs.length);
  });

  it('$and / $or need a non-empty array (BadValue)', async () => {
    const err = await errorOf(() => c.find({ $or: [] }).toArray());
    expect(err.code).toBe(2);
    expect(err.message).toMatch(
      /\$or\/\$and\/\$nor entries need to be full objects|must be a nonempty array/,
    );
  });
});
