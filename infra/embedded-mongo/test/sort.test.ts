// Sort order across mixed BSON types, as mongod orders them:
// MinKey < null (= missing) < numbers < strings < objects < arrays < BinData < ObjectId
// < booleans < dates < timestamps < regex < MaxKey. Arrays sort by their smallest
// element ascending and by their largest element descending.
import { describe, expect, it } from 'vitest';
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
} from 'mongodb';
import type { Document } from 'mongodb';
import { useMongo } from './harness.js';

const ctx = useMongo('sort');

// Each entry: [_id, value] (undefined = field missing). Listed in ascending BSON order;
// ties (null vs missing) are broken by _id in the queries below.
const ordered: Array<[number, unknown]> = [
  [20, new MinKey()],
  [18, null],
  [19, undefined],
  [22, new Int32(-5)],
  [16, Decimal128.fromString('1.25')],
  [15, new Double(2.5)],
  [14, Long.fromNumber(3)],
  [21, new Double(7)],
  [13, new Int32(10)],
  [25, Long.fromString('9007199254740993')],
  [23, ''],
  [12, 'B'],
  [11, 'b'],
  [26, 'ba'],
  [10, { a: 1 }],
  [24, { a: 2 }],
  [27, { a: 2, b: 0 }],
  [9, new Binary(Buffer.from([1, 2, 3]), 0)],
  [8, new ObjectId('000000000000000000000001')],
  [28, new ObjectId('ffffffffffffffffffffffff')],
  [7, false],
  [6, true],
  [4, new Date(-1000)],
  [5, new Date(1000)],
  [3, new Timestamp({ t: 1, i: 1 })],
  [29, new Timestamp({ t: 2, i: 0 })],
  [2, new BSONRegExp('abc', '')],
  [1, new MaxKey()],
];

async function seedMixed() {
  const c = await ctx.freshColl();
  await c.insertMany(
    ordered.map(([id, v]) => (v === undefined ? { _id: id } : { _id: id, v })) as Document[],
  );
  return c;
}

describe('mixed-type sort', () => {
  it('ascending find sort follows the BSON type order', async () => {
    const c = await seedMixed();
    const got = (await c.find({}).sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id as number);
    expect(got).toEqual(ordered.map(([id]) => id));
  });

  it('descending find sort is the exact reverse (ties still by _id ascending)', async () => {
    const c = await seedMixed();
    const got = (await c.find({}).sort({ v: -1, _id: 1 }).toArray()).map((d) => d._id as number);
    const expected = ordered.map(([id]) => id).reverse();
    // null (18) and missing (19) tie and keep _id ascending order.
    const first = Math.min(expected.indexOf(18), expected.indexOf(19));
    expected[first] = 18;
    expected[first + 1] = 19;
    expect(got).toEqual(expected);
  });

  it('aggregation $sort uses the same order', async () => {
    const c = await seedMixed();
    const got = (await c.aggregate([{ $sort: { v: 1, _id: 1 } }, { $project: { _id: 1 } }]).toArray()).map(
      (d) => d._id as number,
    );
    expect(got).toEqual(ordered.map(([id]) => id));
  });

  it('sort with skip and limit over mixed types', async () => {
    const c = await seedMixed();
    const got = (await c.find({}).sort({ v: 1, _id: 1 }).skip(3).limit(6).toArray()).map(
      (d) => d._id as number,
    );
    expect(got).toEqual(ordered.slice(3, 9).map(([id]) => id));
  });
});

describe('numbers and strings', () => {
  it('int, long, double and Decimal128 interleave numerically', async () => {
    const c = await ctx.freshColl();
    const values: Array<[number, unknown]> = [
      [1, new Int32(3)],
      [2, Long.fromNumber(-2)],
      [3, new Double(2.75)],
      [4, Decimal128.fromString('2.5')],
      [5, new Double(-Infinity)],
      [6, new Double(Infinity)],
      [7, Decimal128.fromString('1000000000000000000000')],
      [8, Long.fromNumber(4)],
      [9, new Double(0.1)],
      [10, new Double(NaN)],
    ];
    await c.insertMany(values.map(([_id, v]) => ({ _id, v })) as Document[]);
    const asc = (await c.find({}).sort({ v: 1 }).toArray()).map((d) => d._id as number);
    // NaN sorts below every other number.
    expect(asc).toEqual([10, 5, 2, 9, 4, 3, 1, 8, 7, 6]);
    const desc = (await c.find({}).sort({ v: -1 }).toArray()).map((d) => d._id as number);
    expect(desc).toEqual([6, 7, 8, 1, 3, 4, 9, 2, 5, 10]);
  });

  it('strings compare by bytes (no collation): uppercase before lowercase, prefixes first', async () => {
    const c = await ctx.freshColl();
    const words = ['b', 'a', 'B', 'A', 'ab', 'aB', 'é', 'z', '', '10', '9'];
    await c.insertMany(words.map((w) => ({ w })));
    const got = (
      await c
        .find({}, { projection: { _id: 0, w: 1 } })
        .sort({ w: 1 })
        .toArray()
    ).map((d) => d.w as string);
    const byBytes = [...words].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect(got).toEqual(byBytes);
  });

  it('missing fields sort together with null, before numbers', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, v: 5 },
      { _id: 2 },
      { _id: 3, v: null },
      { _id: 4, v: -1 },
      { _id: 5, w: 1 },
    ] as Document[]);
    expect((await c.find({}).sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id)).toEqual([2, 3, 5, 4, 1]);
    expect((await c.find({}).sort({ v: -1, _id: -1 }).toArray()).map((d) => d._id)).toEqual([1, 4, 5, 3, 2]);
  });

  it('sorting on a nested path and on several keys', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, a: { b: 2 }, c: 'x' },
      { _id: 2, a: { b: 1 }, c: 'y' },
      { _id: 3, a: { b: 2 }, c: 'a' },
      { _id: 4, c: 'z' },
    ] as Document[]);
    expect((await c.find({}).sort({ 'a.b': -1, c: 1 }).toArray()).map((d) => d._id)).toEqual([3, 1, 2, 4]);
  });
});

describe('arrays', () => {
  async function seedArrays() {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, v: [1, 10] },
      { _id: 2, v: [5] },
      { _id: 3, v: [0, 20] },
      { _id: 4, v: 7 },
      { _id: 5, v: ['s', 2] },
    ] as Document[]);
    return c;
  }

  it('ascending sort uses the smallest element of each array', async () => {
    const c = await seedArrays();
    // mins: 1 -> 1, 2 -> 5, 3 -> 0, 4 -> 7, 5 -> 2 (numbers before strings).
    expect((await c.find({}).sort({ v: 1 }).toArray()).map((d) => d._id)).toEqual([3, 1, 5, 2, 4]);
  });

  it('descending sort uses the largest element of each array', async () => {
    const c = await seedArrays();
    // maxes: 1 -> 10, 2 -> 5, 3 -> 20, 4 -> 7, 5 -> 's' (strings after numbers).
    expect((await c.find({}).sort({ v: -1 }).toArray()).map((d) => d._id)).toEqual([5, 3, 1, 4, 2]);
  });

  it('sort keys through arrays of sub-documents', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, items: [{ p: 30 }, { p: 5 }] },
      { _id: 2, items: [{ p: 10 }] },
      { _id: 3, items: [{ p: 20 }, { p: 40 }] },
    ] as Document[]);
    expect((await c.find({}).sort({ 'items.p': 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
    expect((await c.find({}).sort({ 'items.p': -1 }).toArray()).map((d) => d._id)).toEqual([3, 1, 2]);
  });

  it('whole-value comparison ($min/$max accumulators): objects < arrays < BinData, and the rest of the order', async () => {
    const c = await ctx.freshColl();
    const oid = new ObjectId();
    await c.insertMany([
      { g: 'obj-arr', v: { a: 1 } },
      { g: 'obj-arr', v: [0] },
      { g: 'arr-bin', v: [99] },
      { g: 'arr-bin', v: new Binary(Buffer.from([0]), 0) },
      { g: 'str-obj', v: 'zzz' },
      { g: 'str-obj', v: {} },
      { g: 'num-str', v: 1000 },
      { g: 'num-str', v: '1' },
      { g: 'oid-bool', v: oid },
      { g: 'oid-bool', v: false },
      { g: 'bool-date', v: true },
      { g: 'bool-date', v: new Date(0) },
      { g: 'date-ts', v: new Date(0) },
      { g: 'date-ts', v: new Timestamp({ t: 0, i: 1 }) },
      { g: 'ts-regex', v: new Timestamp({ t: 5, i: 5 }) },
      { g: 'ts-regex', v: /x/ },
      { g: 'null-num', v: null },
      { g: 'null-num', v: 5 },
      { g: 'null-num' },
    ]);
    const rows = await c
      .aggregate([{ $group: { _id: '$g', min: { $min: '$v' }, max: { $max: '$v' } } }])
      .toArray();
    const by = new Map(rows.map((r) => [r._id as string, r]));
    expect(by.get('obj-arr')).toMatchObject({ min: { a: 1 }, max: [0] });
    expect(by.get('arr-bin')?.min).toEqual([99]);
    expect(by.get('arr-bin')?.max).toBeInstanceOf(Binary);
    expect(by.get('str-obj')).toMatchObject({ min: 'zzz', max: {} });
    expect(by.get('num-str')).toMatchObject({ min: 1000, max: '1' });
    expect(String(by.get('oid-bool')?.min)).toBe(oid.toHexString());
    expect(by.get('oid-bool')?.max).toBe(false);
    expect(by.get('bool-date')).toMatchObject({ min: true, max: new Date(0) });
    expect(by.get('date-ts')?.min).toEqual(new Date(0));
    expect(by.get('date-ts')?.max).toBeInstanceOf(Timestamp);
    expect(by.get('ts-regex')?.min).toBeInstanceOf(Timestamp);
    expect(by.get('ts-regex')?.max).toBeInstanceOf(RegExp);
    // null and missing are ignored by $min / $max.
    expect(by.get('null-num')).toMatchObject({ min: 5, max: 5 });
  });
});
