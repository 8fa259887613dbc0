// Indexes: unique (single, compound, sparse), duplicate-key errors exactly as mongod
// reports them, listIndexes / dropIndex / createIndexes idempotence, option conflicts, TTL.
import { describe, expect, it } from 'vitest';
import { Decimal128, Double, Long, MongoBulkWriteError, MongoServerError } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { errorOf, REAL_MONGO, reEscape, useMongo, waitFor, writeErrorsOf } from './harness.js';

const ctx = useMongo('indexes');

function dupKeyRe(c: Collection, index: string, key: string): RegExp {
  return new RegExp(
    `E11000 duplicate key error collection: ${reEscape(`${ctx.dbName}.${c.collectionName}`)} index: ${reEscape(index)} dup key: ${reEscape(key)}$`,
  );
}

const DUP_GENERIC = /E11000 duplicate key error collection: .+ index: .+ dup key: \{ .* \}/;

describe('unique indexes', () => {
  it('createIndex returns the generated name', async () => {
    const c = await ctx.freshColl();
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    expect(await c.createIndex({ a: 1, b: -1 }, { unique: true })).toBe('a_1_b_-1');
    expect(await c.createIndex({ 'profile.nick': 1 })).toBe('profile.nick_1');
    expect(await c.createIndex({ x: -1 }, { name: 'custom_name' })).toBe('custom_name');
  });

  it('a duplicate on insert is a MongoServerError 11000 with keyPattern, keyValue and the mongod message', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x.io', n: 1 });
    const err = await errorOf(() => c.insertOne({ email: 'a@x.io', n: 2 }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@x.io' });
    expect(err.message).toMatch(DUP_GENERIC);
    expect(err.message).toMatch(dupKeyRe(c, 'email_1', '{ email: "a@x.io" }'));
    expect(await c.countDocuments()).toBe(1);
  });

  it('compound unique index: only the full key must be unique', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ a: 1, b: -1 }, { unique: true });
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1 },
    ]);
    const err = await errorOf(() => c.insertOne({ a: 1, b: 2, other: true }));
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ a: 1, b: -1 });
    expect(err.keyValue).toEqual({ a: 1, b: 2 });
    expect(err.message).toMatch(dupKeyRe(c, 'a_1_b_-1', '{ a: 1, b: 2 }'));
  });

  it('an updateOne that would create a duplicate fails and leaves the document unchanged', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertMany([
      { _id: 1, email: 'one@x.io' },
      { _id: 2, email: 'two@x.io' },
    ] as Document[]);
    const err = await errorOf(() => c.updateOne({ _id: 2 } as Document, { $set: { email: 'one@x.io' } }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'one@x.io' });
    expect(err.message).toMatch(dupKeyRe(c, 'email_1', '{ email: "one@x.io" }'));
    expect(await c.findOne({ _id: 2 } as Document)).toEqual({ _id: 2, email: 'two@x.io' });
  });

  it('updateMany stops at the first duplicate', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertMany([
      { _id: 1, k: 1, g: 'x' },
      { _id: 2, k: 2, g: 'x' },
    ] as Document[]);
    const err = await errorOf(() => c.updateMany({ g: 'x' }, { $set: { k: 9 } }));
    expect(err.code).toBe(11000);
    expect(await c.countDocuments({ k: 9 })).toBe(1);
  });

  it('an upsert that inserts a duplicate fails', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'taken@x.io', name: 'first' });
    const err = await errorOf(() =>
      c.updateOne({ name: 'second' }, { $set: { email: 'taken@x.io' } }, { upsert: true }),
    );
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'taken@x.io' });
    expect(await c.countDocuments()).toBe(1);
  });

  it('findOneAndUpdate reporting a duplicate carries keyPattern / keyValue too', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertMany([{ email: 'p@x.io' }, { email: 'q@x.io' }]);
    const err = await errorOf(() => c.findOneAndUpdate({ email: 'q@x.io' }, { $set: { email: 'p@x.io' } }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'p@x.io' });
    expect(err.message).toMatch(dupKeyRe(c, 'email_1', '{ email: "p@x.io" }'));
  });

  it('duplicate _id is reported against the _id_ index', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1 } as Document);
    const err = await errorOf(() => c.insertOne({ _id: 1, other: 1 } as Document));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ _id: 1 });
    expect(err.keyValue).toEqual({ _id: 1 });
    expect(err.message).toMatch(dupKeyRe(c, '_id_', '{ _id: 1 }'));
    const err2 = await errorOf(() =>
      c.insertOne({ _id: 'k"q' } as Document).then(() => c.insertOne({ _id: 'k"q' } as Document)),
    );
    expect(err2.keyValue).toEqual({ _id: 'k"q' });
  });

  it('a non-sparse unique index treats missing fields as null (second one is a duplicate)', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ phone: 1 }, { unique: true });
    await c.insertOne({ name: 'no phone 1' });
    const err = await errorOf(() => c.insertOne({ name: 'no phone 2' }));
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ phone: null });
    expect(err.message).toMatch(dupKeyRe(c, 'phone_1', '{ phone: null }'));
  });

  it('unique + sparse allows many documents without the field but not duplicates', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd', phone: '+33' }]);
    const err = await errorOf(() => c.insertOne({ name: 'e', phone: '+33' }));
    expect(err.code).toBe(11000);
    expect(await c.countDocuments()).toBe(4);
  });

  it('unique index on an array field: each element is a key', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['a', 'b'] });
    await c.insertOne({ tags: ['c'] });
    const err = await errorOf(() => c.insertOne({ tags: ['d', 'b'] }));
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ tags: 'b' });
  });

  it('creating a unique index over existing duplicates fails with 11000', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([{ u: 1 }, { u: 1 }]);
    const err = await errorOf(() => c.createIndex({ u: 1 }, { unique: true }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    const names = (await c.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_']);
  });

  it('unique index values compare by BSON value: 1, 1.0 and Long 1 collide', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ v: 1 }, { unique: true });
    await c.insertOne({ v: 1 });
    expect((await errorOf(() => c.insertOne({ v: new Double(1) }))).code).toBe(11000);
    expect((await errorOf(() => c.insertOne({ v: Long.fromNumber(1) }))).code).toBe(11000);
    expect((await errorOf(() => c.insertOne({ v: Decimal128.fromString('1.00') }))).code).toBe(11000);
    await c.insertOne({ v: '1' });
    await c.insertOne({ v: 1.5 });
    expect(await c.countDocuments()).toBe(3);
  });

  it('insertMany ordered:false with duplicates against a unique index', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ email: 1 }, { unique: true });
    const err = await errorOf(() =>
      c.insertMany([{ email: 'a' }, { email: 'b' }, { email: 'a' }, { email: 'c' }, { email: 'b' }], {
        ordered: false,
      }),
    );
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(writeErrorsOf(err).map((e) => e.index)).toEqual([2, 4]);
    expect(await c.countDocuments()).toBe(3);
  });
});

describe('index management', () => {
  it('listIndexes shows _id_ plus the created indexes with their keys and options', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ x: 1 });
    await c.createIndex({ email: 1 }, { unique: true });
    await c.createIndex({ a: 1, b: -1 });
    await c.createIndex({ phone: 1 }, { unique: true, sparse: true });
    const idx = await c.listIndexes().toArray();
    const byName = new Map(idx.map((i) => [i.name as string, i]));
    expect([...byName.keys()].sort()).toEqual(['_id_', 'a_1_b_-1', 'email_1', 'phone_1']);
    expect(byName.get('_id_')?.key).toEqual({ _id: 1 });
    expect(byName.get('_id_')?.unique).toBeUndefined();
    expect(byName.get('email_1')).toMatchObject({ key: { email: 1 }, unique: true, v: 2 });
    expect(byName.get('a_1_b_-1')?.key).toEqual({ a: 1, b: -1 });
    expect(byName.get('a_1_b_-1')?.unique).toBeUndefined();
    expect(byName.get('phone_1')).toMatchObject({ unique: true, sparse: true });
    expect(await c.indexExists('email_1')).toBe(true);
    const info = await c.indexInformation();
    expect(info.email_1).toEqual([['email', 1]]);
  });

  it('a collection created by an insert has just the _id_ index', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({});
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('listIndexes on a missing collection fails with NamespaceNotFound (26)', async () => {
    const err = await errorOf(() => ctx.coll('never_created_idx').listIndexes().toArray());
    expect(err.code).toBe(26);
  });

  it('createIndex creates the collection if needed', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ k: 1 });
    const names = (await ctx.db.listCollections({ name: c.collectionName }).toArray()).map((x) => x.name);
    expect(names).toEqual([c.collectionName]);
  });

  it('dropIndex removes the index (and its uniqueness)', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'x' });
    await c.dropIndex('email_1');
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await c.insertOne({ email: 'x' });
    expect(await c.countDocuments({ email: 'x' })).toBe(2);
  });

  it('dropIndex of an unknown name fails with IndexNotFound (27); _id_ cannot be dropped', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({});
    const err = await errorOf(() => c.dropIndex('nope_1'));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(27);
    expect(err.codeName).toBe('IndexNotFound');
    const err2 = await errorOf(() => c.dropIndex('_id_'));
    expect(err2).toBeInstanceOf(MongoServerError);
    expect(err2.code).toBe(72);
  });

  it('dropIndexes removes everything but _id_', async () => {
    const c = await ctx.freshColl();
    await c.createIndexes([{ key: { a: 1 } }, { key: { b: 1 }, unique: true }]);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('createIndex with the same spec twice is a no-op', async () => {
    const c = await ctx.freshColl();
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    const res = await ctx.db.command({
      createIndexes: c.collectionName,
      indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }],
    });
    expect(res.ok).toBe(1);
    expect(res.numIndexesBefore).toBe(2);
    expect(res.numIndexesAfter).toBe(2);
    expect((await c.listIndexes().toArray()).length).toBe(2);
  });

  it('createIndexes with several specs at once', async () => {
    const c = await ctx.freshColl();
    const names = await c.createIndexes([
      { key: { a: 1 } },
      { key: { b: -1, c: 1 }, name: 'bc' },
      { key: { d: 1 }, unique: true },
    ]);
    expect(names).toEqual(['a_1', 'bc', 'd_1']);
    expect((await c.listIndexes().toArray()).map((i) => i.name).sort()).toEqual(['_id_', 'a_1', 'bc', 'd_1']);
  });

  it('same name with different options conflicts (IndexOptionsConflict 85 / IndexKeySpecsConflict 86)', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ email: 1 }, { unique: true });
    const err = await errorOf(() => c.createIndex({ email: 1 }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect([85, 86]).toContain(err.code);
    expect(err.codeName).toBe(err.code === 85 ? 'IndexOptionsConflict' : 'IndexKeySpecsConflict');
  });

  it('same name with different keys conflicts (IndexKeySpecsConflict 86)', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ a: 1 }, { name: 'shared' });
    const err = await errorOf(() => c.createIndex({ b: 1 }, { name: 'shared' }));
    expect(err.code).toBe(86);
    expect(err.codeName).toBe('IndexKeySpecsConflict');
  });

  it('same keys and options under another name conflicts (IndexOptionsConflict 85)', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ a: 1 }, { unique: true });
    const err = await errorOf(() => c.createIndex({ a: 1 }, { unique: true, name: 'other_name' }));
    expect(err.code).toBe(85);
    expect(err.codeName).toBe('IndexOptionsConflict');
  });

  it('a secondary index does not change query results', async () => {
    const c = await ctx.freshColl();
    await c.insertMany(Array.from({ length: 200 }, (_, i) => ({ i, k: i % 10, s: `s${i % 13}` })));
    const before = await c
      .find({ k: { $in: [3, 4] }, s: { $gte: 's5' } })
      .sort({ i: 1 })
      .toArray();
    await c.createIndex({ k: 1 });
    await c.createIndex({ s: 1, k: -1 });
    const after = await c
      .find({ k: { $in: [3, 4] }, s: { $gte: 's5' } })
      .sort({ i: 1 })
      .toArray();
    expect(after).toEqual(before);
    expect(await c.countDocuments({ k: 3 })).toBe(20);
    await c.updateMany({ k: 3 }, { $set: { k: 30 } });
    expect(await c.countDocuments({ k: 3 })).toBe(0);
    expect(await c.countDocuments({ k: 30 })).toBe(20);
    await c.deleteMany({ k: 30 });
    expect(await c.countDocuments({ k: { $gte: 30 } })).toBe(0);
    expect(await c.countDocuments()).toBe(180);
  });
});

describe('index upkeep on writes', () => {
  it('updates that keep or change the indexed fields leave lookups and uniqueness exact', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ k: 1 });
    await c.createIndex({ tags: 1 });
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertMany([
      { _id: 1, k: 1, tags: ['a', 'b'], email: 'one@x.io', n: 0 },
      { _id: 2, k: 1, tags: ['b'], email: 'two@x.io', n: 0 },
    ] as Document[]);
    await c.updateOne({ _id: 1 } as Document, { $inc: { n: 1 }, $set: { email: 'one@x.io' } });
    await c.updateOne({ _id: 2 } as Document, { $set: { k: 2 }, $pull: { tags: 'b' } } as Document);
    await c.updateOne(
      { _id: 1 } as Document,
      { $push: { tags: 'c' }, $set: { email: 'uno@x.io' } } as Document,
    );
    const ids = async (filter: Document) =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ k: 1 })).toEqual([1]);
    expect(await ids({ k: 2 })).toEqual([2]);
    expect(await ids({ tags: 'b' })).toEqual([1]);
    expect(await ids({ tags: { $in: ['a', 'c'] } })).toEqual([1]);
    expect(await ids({ email: 'one@x.io' })).toEqual([]);
    expect(await ids({ n: 1 })).toEqual([1]);
    const taken = await errorOf(() => c.updateOne({ _id: 2 } as Document, { $set: { email: 'uno@x.io' } }));
    expect(taken.code).toBe(11000);
    await c.updateOne({ _id: 2 } as Document, { $set: { email: 'one@x.io' } });
    expect(await ids({ email: 'one@x.io' })).toEqual([2]);
  });

  it('an insert refused for parallel arrays in a compound index leaves nothing behind', async () => {
    const c = await ctx.freshColl();
    await c.createIndex({ a: 1, b: 1 });
    const many = Array.from({ length: 40 }, (_, i) => i);
    const err = await errorOf(() => c.insertOne({ _id: 1, a: many, b: many } as Document));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(await c.countDocuments()).toBe(0);
    await c.insertOne({ _id: 1, a: [1, 2], b: 3 } as Document);
    expect(await c.find({ a: 2, b: 3 }).toArray()).toEqual([{ _id: 1, a: [1, 2], b: 3 }]);
  });
});

describe('TTL indexes', () => {
  // The embedded engine's TTL monitor runs at least every second; mongod's every 60 s.
  const waitMs = REAL_MONGO ? 75_000 : 10_000;

  it(
    'documents whose date is past expireAfterSeconds disappear',
    async () => {
      const c = await ctx.freshColl();
      const name = await c.createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 });
      expect(name).toBe('expireAt_1');
      const idx = (await c.listIndexes().toArray()).find((i) => i.name === 'expireAt_1');
      expect(idx?.expireAfterSeconds).toBe(0);
      await c.insertMany([
        { _id: 'past', expireAt: new Date(Date.now() - 60_000) },
        { _id: 'pastArray', expireAt: [new Date(Date.now() + 3_600_000), new Date(Date.now() - 60_000)] },
        { _id: 'future', expireAt: new Date(Date.now() + 3_600_000) },
        { _id: 'notADate', expireAt: 'yesterday' },
        { _id: 'missing' },
      ] as Document[]);
      const gone = await waitFor(
        async () => (await c.countDocuments({ _id: { $in: ['past', 'pastArray'] } } as Document)) === 0,
        waitMs,
        250,
      );
      expect(gone).toBe(true);
      const left = (await c.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect(left).toEqual(['future', 'missing', 'notADate']);
    },
    waitMs + 20_000,
  );

  it(
    'expireAfterSeconds is added to the date',
    async () => {
      const c = await ctx.freshColl();
      await c.createIndex({ createdAt: 1 }, { expireAfterSeconds: 30 });
      await c.insertMany([
        { _id: 'old', createdAt: new Date(Date.now() - 120_000) },
        { _id: 'young', createdAt: new Date(Date.now() - 1_000) },
      ] as Document[]);
      const gone = await waitFor(
        async () => (await c.countDocuments({ _id: 'old' } as Document)) === 0,
        waitMs,
        250,
      );
      expect(gone).toBe(true);
      expect(await c.countDocuments({ _id: 'young' } as Document)).toBe(1);
    },
    waitMs + 20_000,
  );
});
