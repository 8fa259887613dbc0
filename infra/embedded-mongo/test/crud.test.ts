// CRUD conformance: insert, find (filter/sort/projection/skip/limit/batchSize),
// replace, upsert, delete, findOneAnd*, counts, distinct, bulkWrite.
import { describe, expect, it } from 'vitest';
import { MongoBulkWriteError, MongoServerError, ObjectId } from 'mongodb';
import type { Document } from 'mongodb';
import { errorOf, useMongo, writeErrorsOf } from './harness.js';

const ctx = useMongo('crud');

describe('insert', () => {
  it('insertOne generates an ObjectId _id and returns it', async () => {
    const c = await ctx.freshColl();
    const res = await c.insertOne({ name: 'a' });
    expect(res.acknowledged).toBe(true);
    expect(res.insertedId).toBeInstanceOf(ObjectId);
    const doc = await c.findOne({ _id: res.insertedId });
    expect(doc).toEqual({ _id: res.insertedId, name: 'a' });
  });

  it('insertOne keeps a client-supplied _id of any type', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 'str-id' as unknown as ObjectId, v: 1 });
    await c.insertOne({ _id: 42 as unknown as ObjectId, v: 2 });
    await c.insertOne({ _id: { a: 1, b: 2 } as unknown as ObjectId, v: 3 });
    expect(await c.findOne({ _id: 'str-id' as unknown as ObjectId })).toEqual({ _id: 'str-id', v: 1 });
    expect(await c.findOne({ _id: 42 as unknown as ObjectId })).toEqual({ _id: 42, v: 2 });
    expect(await c.findOne({ _id: { a: 1, b: 2 } as unknown as ObjectId })).toEqual({
      _id: { a: 1, b: 2 },
      v: 3,
    });
    // Sub-document equality is field-order sensitive.
    expect(await c.findOne({ _id: { b: 2, a: 1 } as unknown as ObjectId })).toBeNull();
  });

  it('insertMany returns all inserted ids in order', async () => {
    const c = await ctx.freshColl();
    const res = await c.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(res.insertedCount).toBe(3);
    expect(Object.keys(res.insertedIds)).toEqual(['0', '1', '2']);
    const docs = await c.find({}, { sort: { n: 1 } }).toArray();
    expect(docs.map((d) => d._id)).toEqual([res.insertedIds[0], res.insertedIds[1], res.insertedIds[2]]);
  });

  it('ordered insertMany stops at the first error and reports its index', async () => {
    const c = await ctx.freshColl();
    const err = await errorOf(() =>
      c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }, { _id: 2 }] as Document[]),
    );
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(err.code).toBe(11000);
    const bwe = err as MongoBulkWriteError;
    expect(writeErrorsOf(bwe).map((e) => [e.index, e.code])).toEqual([[2, 11000]]);
    expect(bwe.insertedCount).toBe(2);
    expect((await c.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
  });

  it('unordered insertMany continues past errors and reports every failing index', async () => {
    const c = await ctx.freshColl();
    const err = await errorOf(() =>
      c.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }, { _id: 3 }, { _id: 1 }] as Document[], {
        ordered: false,
      }),
    );
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    const bwe = err as MongoBulkWriteError;
    expect(writeErrorsOf(bwe).map((e) => [e.index, e.code])).toEqual([
      [1, 11000],
      [3, 11000],
      [5, 11000],
    ]);
    expect(bwe.insertedCount).toBe(3);
    expect((await c.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
  });

  // 60 MB through the wire protocol, the engine and its journal: seconds when idle, far more while
  // the rest of `make test` keeps both CPUs busy.
  it('insertMany of more documents than fit in one 48 MB message is split by the driver and all land', async () => {
    const c = await ctx.freshColl();
    const big = 'x'.repeat(2 * 1024 * 1024);
    const docs = Array.from({ length: 30 }, (_, i) => ({ _id: i, big }));
    const res = await c.insertMany(docs);
    expect(res.insertedCount).toBe(30);
    expect(await c.countDocuments()).toBe(30);
    const one = await c.findOne({ _id: 17 } as Document);
    expect(one?.big).toHaveLength(big.length);
  }, 120_000);
});

describe('find', () => {
  const people = [
    {
      _id: 1,
      name: 'ann',
      age: 31,
      city: 'Lyon',
      address: { zip: '69001', street: 'Rue A' },
      tags: ['a', 'b'],
      scores: [
        { k: 'x', v: 1 },
        { k: 'y', v: 2 },
      ],
    },
    {
      _id: 2,
      name: 'bob',
      age: 25,
      city: 'Paris',
      address: { zip: '75001', street: 'Rue B' },
      tags: ['b'],
      scores: [{ k: 'x', v: 5 }],
    },
    { _id: 3, name: 'cid', age: 40, city: 'Lyon', address: { zip: '69002' }, tags: [], scores: [] },
    { _id: 4, name: 'dan', age: 25, city: 'Nice', tags: ['c'] },
    {
      _id: 5,
      name: 'eve',
      age: 35,
      city: 'Paris',
      address: { zip: '75002', street: 'Rue E' },
      tags: ['a'],
      scores: [{ k: 'z', v: 9 }, 7],
    },
  ];

  async function seeded() {
    const c = await ctx.freshColl();
    await c.insertMany(people as Document[]);
    return c;
  }

  it('filters, sorts on several keys, skips and limits', async () => {
    const c = await seeded();
    const ids = async (cur: { toArray(): Promise<Document[]> }) => (await cur.toArray()).map((d) => d._id);
    expect(await ids(c.find({ city: 'Lyon' }).sort({ _id: 1 }))).toEqual([1, 3]);
    expect(await ids(c.find({}).sort({ age: 1, name: -1 }))).toEqual([4, 2, 1, 5, 3]);
    expect(await ids(c.find({}).sort({ age: -1, _id: 1 }).skip(1).limit(2))).toEqual([5, 1]);
    expect(await ids(c.find({}).sort({ _id: 1 }).skip(4))).toEqual([5]);
    expect(await ids(c.find({}).sort({ _id: 1 }).skip(10))).toEqual([]);
    expect(await ids(c.find({}).sort({ _id: 1 }).limit(0))).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(c.find({}).sort({ 'address.zip': -1 }))).toEqual([5, 2, 3, 1, 4]);
  });

  it('limit and batchSize together return exactly limit documents', async () => {
    const c = await seeded();
    const docs = await c.find({}).sort({ _id: 1 }).batchSize(2).limit(3).toArray();
    expect(docs.map((d) => d._id)).toEqual([1, 2, 3]);
    const all = await c.find({}).sort({ _id: 1 }).batchSize(1).toArray();
    expect(all.map((d) => d._id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('inclusion projection keeps _id and the listed fields only', async () => {
    const c = await seeded();
    expect(await c.findOne({ _id: 1 } as Document, { projection: { name: 1, age: 1 } })).toEqual({
      _id: 1,
      name: 'ann',
      age: 31,
    });
    expect(await c.findOne({ _id: 4 } as Document, { projection: { name: 1, address: 1 } })).toEqual({
      _id: 4,
      name: 'dan',
    });
  });

  it('inclusion projection with _id: 0', async () => {
    const c = await seeded();
    expect(await c.findOne({ _id: 2 } as Document, { projection: { _id: 0, name: 1 } })).toEqual({
      name: 'bob',
    });
    const all = await c
      .find({}, { projection: { _id: 0, age: 1 } })
      .sort({ age: 1, name: 1 })
      .toArray();
    expect(all).toEqual([{ age: 25 }, { age: 25 }, { age: 31 }, { age: 35 }, { age: 40 }]);
  });

  it('exclusion projection removes the listed fields only', async () => {
    const c = await seeded();
    expect(await c.findOne({ _id: 4 } as Document, { projection: { tags: 0, city: 0 } })).toEqual({
      _id: 4,
      name: 'dan',
      age: 25,
    });
    expect(await c.findOne({ _id: 4 } as Document, { projection: { _id: 0 } })).toEqual({
      name: 'dan',
      age: 25,
      city: 'Nice',
      tags: ['c'],
    });
  });

  it('nested projections on sub-documents and arrays of sub-documents', async () => {
    const c = await seeded();
    expect(await c.findOne({ _id: 1 } as Document, { projection: { 'address.zip': 1, _id: 0 } })).toEqual({
      address: { zip: '69001' },
    });
    expect(
      await c.findOne({ _id: 1 } as Document, { projection: { 'address.street': 0, tags: 0, scores: 0 } }),
    ).toEqual({
      _id: 1,
      name: 'ann',
      age: 31,
      city: 'Lyon',
      address: { zip: '69001' },
    });
    // Inclusion through an array: each sub-document keeps the field, scalars are dropped.
    expect(await c.findOne({ _id: 5 } as Document, { projection: { 'scores.v': 1 } })).toEqual({
      _id: 5,
      scores: [{ v: 9 }],
    });
    expect(await c.findOne({ _id: 1 } as Document, { projection: { 'scores.k': 1, _id: 0 } })).toEqual({
      scores: [{ k: 'x' }, { k: 'y' }],
    });
    // Exclusion through an array.
    expect(
      await c.findOne({ _id: 1 } as Document, { projection: { 'scores.k': 0, _id: 0, address: 0, tags: 0 } }),
    ).toEqual({
      name: 'ann',
      age: 31,
      city: 'Lyon',
      scores: [{ v: 1 }, { v: 2 }],
    });
  });

  it('mixing inclusion and exclusion is refused (code 31254)', async () => {
    const c = await seeded();
    const err = await errorOf(() => c.find({}, { projection: { name: 1, age: 0 } }).toArray());
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(31254);
  });

  it('positional projection $ and $slice / $elemMatch projections', async () => {
    const c = await seeded();
    expect(await c.findOne({ 'scores.k': 'y' }, { projection: { 'scores.$': 1 } })).toEqual({
      _id: 1,
      scores: [{ k: 'y', v: 2 }],
    });
    expect(
      await c.findOne({ _id: 1 } as Document, { projection: { tags: { $slice: 1 }, _id: 0, name: 1 } }),
    ).toEqual({ name: 'ann', tags: ['a'] });
    expect(
      await c.findOne({ _id: 1 } as Document, { projection: { scores: { $elemMatch: { v: { $gt: 1 } } } } }),
    ).toEqual({
      _id: 1,
      scores: [{ k: 'y', v: 2 }],
    });
  });

  it('a projection applies to every document found, the positional $ to the element each one matched', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, out: [{ id: 'b', n: 1 }], other: 'x' },
      { _id: 2, out: [], other: 'y' },
      {
        _id: 3,
        out: [
          { id: 'a', n: 2 },
          { id: 'c', n: 3 },
        ],
        other: 'z',
      },
    ] as Document[]);
    await c.createIndex({ 'out.id': 1 }, { sparse: true });
    const found = await c
      .find({ 'out.id': { $gte: '' } }, { projection: { out: 1 }, sort: { _id: 1 } })
      .toArray();
    expect(found).toEqual([
      { _id: 1, out: [{ id: 'b', n: 1 }] },
      {
        _id: 3,
        out: [
          { id: 'a', n: 2 },
          { id: 'c', n: 3 },
        ],
      },
    ]);
    const positional = await c
      .find(
        { 'out.n': { $gte: 1 }, other: { $ne: 'y' } },
        { projection: { 'out.$': 1, _id: 0 }, sort: { _id: -1 } },
      )
      .toArray();
    expect(positional).toEqual([{ out: [{ id: 'a', n: 2 }] }, { out: [{ id: 'b', n: 1 }] }]);
    const ids = await c
      .find({ _id: { $in: [3, 1, 9] } } as Document, { projection: { _id: 1 }, sort: { _id: 1 } })
      .toArray();
    expect(ids).toEqual([{ _id: 1 }, { _id: 3 }]);
  });

  it('findOne returns null when nothing matches', async () => {
    const c = await seeded();
    expect(await c.findOne({ name: 'nobody' })).toBeNull();
  });
});

describe('update basics, replace, upsert', () => {
  it('updateOne / updateMany report matched and modified counts', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, g: 'a', v: 1 },
      { _id: 2, g: 'a', v: 2 },
      { _id: 3, g: 'b', v: 2 },
    ] as Document[]);
    const one = await c.updateOne({ g: 'a' }, { $set: { v: 10 } });
    expect([one.matchedCount, one.modifiedCount, one.upsertedCount, one.upsertedId]).toEqual([1, 1, 0, null]);
    const many = await c.updateMany({ v: 2 }, { $set: { seen: true } });
    expect([many.matchedCount, many.modifiedCount]).toEqual([2, 2]);
    // A no-op update matches but does not modify.
    const noop = await c.updateMany({}, { $set: { g: 'a' } });
    expect([noop.matchedCount, noop.modifiedCount]).toEqual([3, 1]);
    const none = await c.updateOne({ g: 'zzz' }, { $set: { v: 0 } });
    expect([none.matchedCount, none.modifiedCount]).toEqual([0, 0]);
  });

  it('replaceOne replaces the whole document and keeps _id', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, a: 1, b: 2 } as Document);
    const res = await c.replaceOne({ _id: 1 } as Document, { c: 3 });
    expect([res.matchedCount, res.modifiedCount]).toEqual([1, 1]);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, c: 3 });
  });

  it('replacing with a different _id is refused (ImmutableField, code 66)', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, a: 1 } as Document);
    const err = await errorOf(() => c.replaceOne({ _id: 1 } as Document, { _id: 2, a: 2 }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(66);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, a: 1 });
  });

  it('upsert with operators inserts equality fields of the filter plus $set and $setOnInsert', async () => {
    const c = await ctx.freshColl();
    const res = await c.updateOne(
      { email: 'a@x.io', 'profile.kind': 'pro', age: { $gt: 18 } },
      { $set: { name: 'A' }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(res.matchedCount).toBe(0);
    expect(res.modifiedCount).toBe(0);
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedId).toBeInstanceOf(ObjectId);
    const doc = await c.findOne({ _id: res.upsertedId as ObjectId });
    expect(doc).toEqual({
      _id: res.upsertedId,
      email: 'a@x.io',
      profile: { kind: 'pro' },
      name: 'A',
      createdBy: 'upsert',
    });

    // Second time it matches: $setOnInsert is ignored.
    const again = await c.updateOne(
      { email: 'a@x.io' },
      { $set: { name: 'B' }, $setOnInsert: { createdBy: 'other' } },
      { upsert: true },
    );
    expect([again.matchedCount, again.modifiedCount, again.upsertedCount, again.upsertedId]).toEqual([
      1,
      1,
      0,
      null,
    ]);
    expect(await c.findOne({ email: 'a@x.io' }, { projection: { _id: 0 } })).toEqual({
      email: 'a@x.io',
      profile: { kind: 'pro' },
      name: 'B',
      createdBy: 'upsert',
    });
  });

  it('upsert with an _id in the filter uses it as upsertedId', async () => {
    const c = await ctx.freshColl();
    const res = await c.updateOne({ _id: 'custom' } as Document, { $inc: { n: 1 } }, { upsert: true });
    expect(res.upsertedId).toBe('custom');
    expect(await c.findOne({ _id: 'custom' } as Document)).toEqual({ _id: 'custom', n: 1 });
  });

  it('upsert without operators (replacement) takes only _id from the filter', async () => {
    const c = await ctx.freshColl();
    const res = await c.replaceOne({ key: 'k1' }, { value: 1 }, { upsert: true });
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedId).toBeInstanceOf(ObjectId);
    expect(await c.findOne({}, { projection: { _id: 0 } })).toEqual({ value: 1 });

    const res2 = await c.replaceOne({ _id: 7 } as Document, { value: 2 }, { upsert: true });
    expect(res2.upsertedId).toBe(7);
    expect(await c.findOne({ _id: 7 } as Document)).toEqual({ _id: 7, value: 2 });
  });

  it('updateMany with upsert inserts exactly one document', async () => {
    const c = await ctx.freshColl();
    const res = await c.updateMany({ kind: 'none' }, { $set: { x: 1 } }, { upsert: true });
    expect(res.upsertedCount).toBe(1);
    expect(await c.countDocuments({ kind: 'none', x: 1 })).toBe(1);
  });
});

describe('delete', () => {
  it('deleteOne deletes one matching document, deleteMany all of them', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([{ g: 1 }, { g: 1 }, { g: 1 }, { g: 2 }]);
    expect((await c.deleteOne({ g: 1 })).deletedCount).toBe(1);
    expect(await c.countDocuments({ g: 1 })).toBe(2);
    expect((await c.deleteMany({ g: 1 })).deletedCount).toBe(2);
    expect((await c.deleteMany({ g: 1 })).deletedCount).toBe(0);
    expect((await c.deleteOne({ g: 3 })).deletedCount).toBe(0);
    expect(await c.countDocuments()).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(1);
    expect(await c.countDocuments()).toBe(0);
  });
});

describe('findOneAnd*', () => {
  async function seeded() {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, g: 'a', n: 3, extra: 'x' },
      { _id: 2, g: 'a', n: 1, extra: 'y' },
      { _id: 3, g: 'b', n: 2, extra: 'z' },
    ] as Document[]);
    return c;
  }

  it('findOneAndUpdate returns the document before by default, after on request', async () => {
    const c = await seeded();
    const before = await c.findOneAndUpdate({ _id: 1 } as Document, { $inc: { n: 10 } });
    expect(before).toEqual({ _id: 1, g: 'a', n: 3, extra: 'x' });
    const after = await c.findOneAndUpdate(
      { _id: 1 } as Document,
      { $inc: { n: 10 } },
      { returnDocument: 'after' },
    );
    expect(after).toEqual({ _id: 1, g: 'a', n: 23, extra: 'x' });
    expect(await c.findOneAndUpdate({ _id: 99 } as Document, { $inc: { n: 1 } })).toBeNull();
  });

  it('findOneAndUpdate honours sort and projection', async () => {
    const c = await seeded();
    const doc = await c.findOneAndUpdate(
      { g: 'a' },
      { $set: { picked: true } },
      { sort: { n: 1 }, projection: { n: 1, picked: 1 }, returnDocument: 'after' },
    );
    expect(doc).toEqual({ _id: 2, n: 1, picked: true });
    const doc2 = await c.findOneAndUpdate(
      {},
      { $set: { top: true } },
      { sort: { n: -1 }, projection: { _id: 1 } },
    );
    expect(doc2).toEqual({ _id: 1 });
  });

  it('findOneAndUpdate returns the projected post-image even when the update moved it out of the filter', async () => {
    const c = await seeded();
    const doc = await c.findOneAndUpdate(
      { _id: 3, n: { $gt: 1 } } as Document,
      { $inc: { n: -2 }, $unset: { extra: '' } },
      { returnDocument: 'after', projection: { extra: 0 } },
    );
    expect(doc).toEqual({ _id: 3, g: 'b', n: 0 });
  });

  it('findOneAndUpdate with upsert: null before, the new document after', async () => {
    const c = await seeded();
    const before = await c.findOneAndUpdate({ g: 'new1' }, { $set: { n: 5 } }, { upsert: true });
    expect(before).toBeNull();
    const after = await c.findOneAndUpdate(
      { g: 'new2' },
      { $set: { n: 6 } },
      { upsert: true, returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(after).toEqual({ g: 'new2', n: 6 });
    expect(await c.countDocuments({ g: { $in: ['new1', 'new2'] } })).toBe(2);
  });

  it('findOneAndUpdate with includeResultMetadata exposes lastErrorObject', async () => {
    const c = await seeded();
    const existing = await c.findOneAndUpdate(
      { _id: 3 } as Document,
      { $set: { n: 0 } },
      { includeResultMetadata: true },
    );
    expect(existing.ok).toBe(1);
    expect(existing.value).toEqual({ _id: 3, g: 'b', n: 2, extra: 'z' });
    expect(existing.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
    const upserted = await c.findOneAndUpdate(
      { _id: 50 } as Document,
      { $set: { n: 0 } },
      { includeResultMetadata: true, upsert: true },
    );
    expect(upserted.value).toBeNull();
    expect(upserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 50 });
  });

  it('findOneAndDelete returns the deleted document (sorted pick)', async () => {
    const c = await seeded();
    const doc = await c.findOneAndDelete({ g: 'a' }, { sort: { n: -1 } });
    expect(doc).toEqual({ _id: 1, g: 'a', n: 3, extra: 'x' });
    expect(await c.countDocuments()).toBe(2);
    const projected = await c.findOneAndDelete({ g: 'a' }, { projection: { extra: 1, _id: 0 } });
    expect(projected).toEqual({ extra: 'y' });
    expect(await c.findOneAndDelete({ g: 'zzz' })).toBeNull();
  });

  it('findOneAndReplace returns before or after, and upserts', async () => {
    const c = await seeded();
    const before = await c.findOneAndReplace({ _id: 2 } as Document, { replaced: true });
    expect(before).toEqual({ _id: 2, g: 'a', n: 1, extra: 'y' });
    expect(await c.findOne({ _id: 2 } as Document)).toEqual({ _id: 2, replaced: true });
    const after = await c.findOneAndReplace({ _id: 3 } as Document, { r: 2 }, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 3, r: 2 });
    const up = await c.findOneAndReplace(
      { _id: 77 } as Document,
      { r: 77 },
      { upsert: true, returnDocument: 'after' },
    );
    expect(up).toEqual({ _id: 77, r: 77 });
  });
});

describe('counting and distinct', () => {
  it('countDocuments with filter, skip and limit; estimatedDocumentCount', async () => {
    const c = await ctx.freshColl();
    await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ i, even: i % 2 === 0 })));
    expect(await c.countDocuments()).toBe(30);
    expect(await c.countDocuments({ even: true })).toBe(15);
    expect(await c.countDocuments({ i: { $gte: 10 } }, { skip: 5 })).toBe(15);
    expect(await c.countDocuments({}, { limit: 7 })).toBe(7);
    expect(await c.countDocuments({}, { skip: 28, limit: 7 })).toBe(2);
    expect(await c.estimatedDocumentCount()).toBe(30);
    expect(await ctx.coll('never_created_count').countDocuments()).toBe(0);
    expect(await ctx.coll('never_created_count').estimatedDocumentCount()).toBe(0);
  });

  it('distinct on scalars, arrays (flattened), nested paths, with a filter', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { city: 'Lyon', tags: ['a', 'b'], addr: { zip: 1 }, kind: 'x' },
      { city: 'Paris', tags: ['b', 'c'], addr: { zip: 2 }, kind: 'x' },
      { city: 'Lyon', tags: 'd', addr: [{ zip: 3 }, { zip: 1 }], kind: 'y' },
      { city: null, tags: [], kind: 'y' },
      { kind: 'z' },
    ]);
    const sortVals = (vs: unknown[]) => [...vs].sort((a, b) => String(a).localeCompare(String(b)));
    expect(sortVals(await c.distinct('city'))).toEqual(sortVals(['Lyon', 'Paris', null]));
    expect(sortVals(await c.distinct('tags'))).toEqual(['a', 'b', 'c', 'd']);
    expect((await c.distinct('addr.zip')).sort()).toEqual([1, 2, 3]);
    expect(sortVals(await c.distinct('city', { kind: 'x' }))).toEqual(['Lyon', 'Paris']);
    expect(await c.distinct('nothing')).toEqual([]);
    expect(await ctx.coll('never_created_distinct').distinct('a')).toEqual([]);
  });
});

describe('bulkWrite', () => {
  it('mixes every operation type and reports the counts', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, v: 1 },
      { _id: 2, v: 2 },
      { _id: 3, v: 3 },
    ] as Document[]);
    const res = await c.bulkWrite([
      { insertOne: { document: { _id: 4, v: 4 } } },
      { updateOne: { filter: { _id: 1 }, update: { $set: { v: 10 } } } },
      { updateMany: { filter: { v: { $gte: 2 } }, update: { $inc: { v: 100 } } } },
      { replaceOne: { filter: { _id: 2 }, replacement: { r: true } } },
      { deleteOne: { filter: { _id: 3 } } },
      { updateOne: { filter: { _id: 5 }, update: { $set: { v: 5 } }, upsert: true } },
      { deleteMany: { filter: { v: { $gt: 1000 } } } },
    ] as never);
    expect(res.insertedCount).toBe(1);
    expect(res.matchedCount).toBe(1 + 4 + 1);
    expect(res.modifiedCount).toBe(1 + 4 + 1);
    expect(res.deletedCount).toBe(1);
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedIds).toEqual({ 5: 5 });
    expect(res.insertedIds).toEqual({ 0: 4 });
    const docs = await c.find({}).sort({ _id: 1 }).toArray();
    expect(docs).toEqual([
      { _id: 1, v: 110 },
      { _id: 2, r: true },
      { _id: 4, v: 104 },
      { _id: 5, v: 5 },
    ]);
  });

  it('unordered bulkWrite reports write errors with the original operation index', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1 } as Document);
    const err = await errorOf(() =>
      c.bulkWrite(
        [
          { insertOne: { document: { _id: 1 } } },
          { insertOne: { document: { _id: 2 } } },
          { updateOne: { filter: { _id: 2 }, update: { $set: { ok: 1 } } } },
          { insertOne: { document: { _id: 2 } } },
        ] as never,
        { ordered: false },
      ),
    );
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    const idx = writeErrorsOf(err).map((e) => [e.index, e.code]);
    expect(idx).toEqual([
      [0, 11000],
      [3, 11000],
    ]);
    expect(await c.countDocuments()).toBe(2);
  });
});
