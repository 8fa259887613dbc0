// BSON round-trips: every value comes back with the same type and content.
import { describe, expect, it } from 'vitest';
import {
  Binary,
  BSONRegExp,
  Code,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  UUID,
} from 'mongodb';
import type { Document } from 'mongodb';
import { useMongo, WIDTH_NOT_KEPT } from './harness.js';

const ctx = useMongo('types');

async function roundTrip(doc: Document, readOptions: Document = {}): Promise<Document> {
  const c = await ctx.freshColl();
  await c.insertOne({ _id: 1, ...doc } as Document);
  const back = await c.findOne({ _id: 1 } as Document, readOptions);
  if (!back) throw new Error('document vanished');
  return back;
}

async function bsonType(doc: Document, field: string): Promise<string> {
  const c = await ctx.freshColl();
  await c.insertOne({ _id: 1, ...doc } as Document);
  const [row] = await c.aggregate([{ $project: { t: { $type: `$${field}` } } }]).toArray();
  return row?.t as string;
}

describe('scalar types', () => {
  it('ObjectId', async () => {
    const id = new ObjectId();
    const back = await roundTrip({ ref: id });
    expect(back.ref).toBeInstanceOf(ObjectId);
    expect((back.ref as ObjectId).equals(id)).toBe(true);
    expect(await bsonType({ ref: id }, 'ref')).toBe('objectId');
  });

  it('Date, with millisecond precision, before 1970 and far in the future', async () => {
    const dates = [
      new Date('2024-02-29T12:34:56.789Z'),
      new Date(-86_400_000 * 365 * 30 - 1),
      new Date('9999-12-31T23:59:59.999Z'),
      new Date(0),
    ];
    const back = await roundTrip({ dates, one: dates[0] });
    expect(back.dates).toEqual(dates);
    expect(back.one).toBeInstanceOf(Date);
    expect(await bsonType({ d: dates[1] }, 'd')).toBe('date');
  });

  it('Decimal128 keeps its exact digits', async () => {
    const values = [
      '1234.5678901234567890',
      '-0.00000000000000000001',
      '1E+6144',
      '0.1',
      'NaN',
      '-Infinity',
      '9.999999999999999999999999999999999E+6144',
    ];
    const back = await roundTrip({ d: values.map((v) => Decimal128.fromString(v)) });
    expect((back.d as Decimal128[]).map((v) => v.toString())).toEqual(
      values.map((v) => Decimal128.fromString(v).toString()),
    );
    expect(await bsonType({ d: Decimal128.fromString('1.5') }, 'd')).toBe('decimal');
  });

  it('Binary keeps its subtype and bytes', async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    const back = await roundTrip({
      generic: new Binary(bytes, 0),
      func: new Binary(bytes, 1),
      md5: new Binary(Buffer.alloc(16, 7), 5),
      user: new Binary(bytes, 0x80),
      empty: new Binary(Buffer.alloc(0), 0),
    });
    const check = (v: unknown, subtype: number, expected: Buffer) => {
      expect(v).toBeInstanceOf(Binary);
      const b = v as Binary;
      expect(b.sub_type).toBe(subtype);
      expect(Buffer.from(b.buffer.subarray(0, b.position)).equals(expected)).toBe(true);
    };
    check(back.generic, 0, bytes);
    check(back.func, 1, bytes);
    check(back.md5, 5, Buffer.alloc(16, 7));
    check(back.user, 0x80, bytes);
    check(back.empty, 0, Buffer.alloc(0));
    expect(await bsonType({ b: new Binary(bytes, 0) }, 'b')).toBe('binData');
  });

  it('UUID (Binary subtype 4)', async () => {
    const uuid = new UUID();
    const back = await roundTrip({ u: uuid });
    expect(back.u).toBeInstanceOf(Binary);
    expect((back.u as Binary).sub_type).toBe(4);
    expect((back.u as Binary).toUUID().toHexString()).toBe(uuid.toHexString());
    const c = await ctx.freshColl();
    await c.insertOne({ u: uuid });
    expect(await c.countDocuments({ u: uuid })).toBe(1);
    expect(await c.countDocuments({ u: new UUID() })).toBe(0);
  });

  it.skipIf(WIDTH_NOT_KEPT)('Long: small values keep the long type, big ones keep all 64 bits', async () => {
    const big = Long.fromString('9007199254740993');
    const back = await roundTrip({ small: Long.fromNumber(5), big, neg: Long.MIN_VALUE });
    expect(back.small).toBe(5); // promoted by the driver, still stored as long:
    expect(await bsonType({ small: Long.fromNumber(5) }, 'small')).toBe('long');
    expect(back.big).toBeInstanceOf(Long);
    expect((back.big as Long).toString()).toBe('9007199254740993');
    expect((back.neg as Long).toString()).toBe(Long.MIN_VALUE.toString());
    const asBigInt = await roundTrip({ big }, { useBigInt64: true });
    expect(asBigInt.big).toBe(9007199254740993n);
  });

  it.skipIf(WIDTH_NOT_KEPT)('Int32 and Double stay distinct, even for integral doubles', async () => {
    const back = await roundTrip(
      { i: new Int32(5), d: new Double(5), js: 5, frac: 5.5, neg0: -0, big: 2 ** 40 },
      { promoteValues: false },
    );
    expect(back.i).toBeInstanceOf(Int32);
    expect(back.d).toBeInstanceOf(Double);
    expect(back.js).toBeInstanceOf(Int32);
    expect(back.frac).toBeInstanceOf(Double);
    expect(back.big).toBeInstanceOf(Double);
    expect(await bsonType({ d: new Double(5) }, 'd')).toBe('double');
    expect(await bsonType({ i: new Int32(5) }, 'i')).toBe('int');
    expect(await bsonType({ big: 2 ** 40 }, 'big')).toBe('double');
    const c = await ctx.freshColl();
    await c.insertOne({ d: new Double(5), i: new Int32(5) });
    expect(await c.countDocuments({ d: { $type: 'double' } })).toBe(1);
    expect(await c.countDocuments({ d: { $type: 'int' } })).toBe(0);
    expect(await c.countDocuments({ i: { $type: 'int' } })).toBe(1);
  });

  it('special doubles: -0, NaN, ±Infinity, tiny and huge', async () => {
    const back = await roundTrip({
      negZero: new Double(-0),
      nan: NaN,
      inf: Infinity,
      ninf: -Infinity,
      tiny: 5e-324,
      huge: 1.7976931348623157e308,
      pi: Math.PI,
    });
    expect(Object.is(back.negZero, -0)).toBe(true);
    expect(Number.isNaN(back.nan)).toBe(true);
    expect(back.inf).toBe(Infinity);
    expect(back.ninf).toBe(-Infinity);
    expect(back.tiny).toBe(5e-324);
    expect(back.huge).toBe(1.7976931348623157e308);
    expect(back.pi).toBe(Math.PI);
  });

  it('strings: unicode, embedded NUL, very long', async () => {
    const long = 'é'.repeat(3_000_000);
    const back = await roundTrip({ u: '日本語 🚀 ñ', nul: 'a\u0000b', long, empty: '' });
    expect(back.u).toBe('日本語 🚀 ñ');
    expect(back.nul).toBe('a\u0000b');
    expect(back.long).toBe(long);
    expect(back.empty).toBe('');
  });

  it('booleans, null, regexes, Timestamp, MinKey, MaxKey, Code', async () => {
    const back = await roundTrip({
      t: true,
      f: false,
      n: null,
      re: /^ab+c$/im,
      bre: new BSONRegExp('x.y', 'si'),
      ts: new Timestamp({ t: 1_700_000_000, i: 7 }),
      min: new MinKey(),
      max: new MaxKey(),
      code: new Code('function () { return 1; }'),
    });
    expect(back.t).toBe(true);
    expect(back.f).toBe(false);
    expect(back.n).toBeNull();
    expect(back.re).toBeInstanceOf(RegExp);
    expect((back.re as RegExp).source).toBe('^ab+c$');
    expect((back.re as RegExp).flags).toBe('im');
    expect((back.bre as RegExp).source).toBe('x.y');
    expect(back.ts).toBeInstanceOf(Timestamp);
    expect([(back.ts as Timestamp).t, (back.ts as Timestamp).i]).toEqual([1_700_000_000, 7]);
    expect(back.min).toBeInstanceOf(MinKey);
    expect(back.max).toBeInstanceOf(MaxKey);
    expect(back.code).toBeInstanceOf(Code);
    expect((back.code as Code).code).toBe('function () { return 1; }');
  });

  it('undefined is sent as null by default, and omitted with ignoreUndefined', async () => {
    const back = await roundTrip({ u: undefined, keep: 1 });
    expect(back).toEqual({ _id: 1, u: null, keep: 1 });
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 2, u: undefined, keep: 1 } as Document, { ignoreUndefined: true });
    expect(await c.findOne({ _id: 2 } as Document)).toEqual({ _id: 2, keep: 1 });
    expect(await c.countDocuments({ u: { $exists: true } })).toBe(0);
  });
});

describe('structure', () => {
  it('nested arrays and objects, key order preserved', async () => {
    const doc = {
      z: 1,
      a: { y: [1, [2, [3, [4, { deep: [[]] }]]]], x: {} },
      arr: [{ b: 1, a: 2 }, [], [[]], null, 'mixed', 3.5],
      m: 'last',
    };
    const back = await roundTrip(doc);
    expect(back).toEqual({ _id: 1, ...doc });
    expect(Object.keys(back)).toEqual(['_id', 'z', 'a', 'arr', 'm']);
    expect(Object.keys(back.a as object)).toEqual(['y', 'x']);
    expect(Object.keys((back.arr as Document[])[0] as object)).toEqual(['b', 'a']);
  });

  it('_id comes first even when inserted last', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ b: 1, a: 2, _id: 'x' } as Document);
    const back = await c.findOne({});
    expect(Object.keys(back ?? {})).toEqual(['_id', 'b', 'a']);
  });

  it('deeply nested documents (90 levels)', async () => {
    let doc: Document = { leaf: true };
    for (let i = 0; i < 90; i++) doc = { n: doc };
    const back = await roundTrip({ root: doc });
    expect(back.root).toEqual(doc);
  });

  it('a 4 MB document round-trips', async () => {
    const blob = new Binary(Buffer.alloc(4 * 1024 * 1024, 0xab), 0);
    const back = await roundTrip({ blob, arr: Array.from({ length: 10_000 }, (_, i) => i) });
    expect((back.blob as Binary).position).toBe(4 * 1024 * 1024);
    expect((back.arr as number[])[9_999]).toBe(9_999);
  });
});

describe('$-prefixed field names', () => {
  it('mongod 5.0+ accepts top-level and nested $-prefixed field names on insert and returns them', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({
      _id: 1,
      $price: 50,
      quantity: 30,
      location: { $db: 'novels', $inc: true },
    } as Document);
    const back = await c.findOne({ _id: 1 } as Document);
    expect(back).toEqual({ _id: 1, $price: 50, quantity: 30, location: { $db: 'novels', $inc: true } });
  });

  it('a $-prefixed field cannot be queried directly: it parses as an operator', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, $price: 50 } as Document);
    const err = await c
      .find({ $price: 50 } as Document)
      .toArray()
      .then(
        () => null,
        (e: { code?: number; message: string }) => e,
      );
    expect(err?.code).toBe(2);
    expect(err?.message).toMatch(/unknown top level operator: \$price/);
  });

  it('the driver refuses $-prefixed keys client-side when checkKeys is on', async () => {
    const c = await ctx.freshColl();
    await expect(c.insertOne({ $bad: 1 } as Document, { checkKeys: true })).rejects.toThrow(
      /must not start with '\$'/,
    );
    expect(await c.countDocuments()).toBe(0);
  });
});
