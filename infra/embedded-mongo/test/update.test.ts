// Update operators, as mongod 7 applies them.
import { describe, expect, it } from 'vitest';
import { Double, Int32, Long, MongoServerError, Timestamp } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import type { Doc } from './harness.js';
import { errorOf, useMongo, WIDTH_NOT_KEPT } from './harness.js';

const ctx = useMongo('update');

/** Inserts `doc` with _id 1, applies `update` (and options), returns the result without _id. */
async function applyUpdate(
  doc: Document,
  update: Document,
  options: Document = {},
): Promise<Document | null> {
  const c = await ctx.freshColl();
  await c.insertOne({ _id: 1, ...doc } as Document);
  await c.updateOne({ _id: 1 } as Document, update, options);
  return c.findOne({ _id: 1 } as Document, { projection: { _id: 0 } });
}

async function typeOf(c: Collection<Doc>, field: string): Promise<string | undefined> {
  const [row] = await c.aggregate([{ $project: { t: { $type: `$${field}` } } }]).toArray();
  return row?.t as string | undefined;
}

describe('field operators', () => {
  it('$set creates nested paths and sets array elements by index (padding with null)', async () => {
    expect(await applyUpdate({ a: 1 }, { $set: { a: 2, 'b.c.d': 3 } })).toEqual({ a: 2, b: { c: { d: 3 } } });
    expect(await applyUpdate({ arr: [1, 2] }, { $set: { 'arr.1': 'x', 'arr.4': 'y' } })).toEqual({
      arr: [1, 'x', null, null, 'y'],
    });
    expect(await applyUpdate({ o: { keep: 1 } }, { $set: { 'o.add': 2 } })).toEqual({
      o: { keep: 1, add: 2 },
    });
    expect(await applyUpdate({ arr: [{ x: 1 }, { x: 2 }] }, { $set: { 'arr.0.x': 9 } })).toEqual({
      arr: [{ x: 9 }, { x: 2 }],
    });
  });

  it('$unset removes fields, and nulls array elements rather than removing them', async () => {
    expect(
      await applyUpdate({ a: 1, b: 2, c: { d: 1, e: 2 } }, { $unset: { a: '', 'c.d': 1, missing: 1 } }),
    ).toEqual({ b: 2, c: { e: 2 } });
    expect(await applyUpdate({ arr: [1, 2, 3] }, { $unset: { 'arr.1': '' } })).toEqual({ arr: [1, null, 3] });
  });

  it.skipIf(WIDTH_NOT_KEPT)(
    '$inc adds, creates missing fields, keeps int types and widens to double',
    async () => {
      expect(await applyUpdate({ n: 1 }, { $inc: { n: 2, m: 5, 'o.p': -1 } })).toEqual({
        n: 3,
        m: 5,
        o: { p: -1 },
      });
      const c = await ctx.freshColl();
      await c.insertOne({ _id: 1, i: 1, d: 1.5, l: Long.fromNumber(10) } as Document);
      await c.updateOne({ _id: 1 } as Document, { $inc: { i: 1, d: 1, l: 1 } });
      const raw = await c.findOne({ _id: 1 } as Document, { promoteValues: false });
      expect(raw?.i).toBeInstanceOf(Int32);
      expect(raw?.d).toBeInstanceOf(Double);
      expect(raw?.l).toBeInstanceOf(Long);
      expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, i: 2, d: 2.5, l: 11 });
      await c.updateOne({ _id: 1 } as Document, { $inc: { i: 0.5 } });
      expect(await typeOf(c, 'i')).toBe('double');
      expect((await c.findOne({ _id: 1 } as Document))?.i).toBe(2.5);
    },
  );

  it('$inc on a non-numeric field fails with TypeMismatch (14) and changes nothing', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, s: 'text', n: 1 } as Document);
    const err = await errorOf(() => c.updateOne({ _id: 1 } as Document, { $inc: { s: 1, n: 1 } }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(14);
    expect(err.message).toMatch(/Cannot apply \$inc to a value of non-numeric type/);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, s: 'text', n: 1 });
  });

  it('$mul multiplies and sets missing fields to 0', async () => {
    expect(await applyUpdate({ p: 10, q: 3 }, { $mul: { p: 1.5, q: 2, missing: 5 } })).toEqual({
      p: 15,
      q: 6,
      missing: 0,
    });
  });

  it('$min / $max only change the field when the new value is lower / higher', async () => {
    expect(await applyUpdate({ lo: 5, hi: 5 }, { $min: { lo: 3, hi: 7 } })).toEqual({ lo: 3, hi: 5 });
    expect(await applyUpdate({ lo: 5, hi: 5 }, { $max: { lo: 3, hi: 7, created: 1 } })).toEqual({
      lo: 5,
      hi: 7,
      created: 1,
    });
    const d1 = new Date('2024-01-01T00:00:00Z');
    const d2 = new Date('2025-01-01T00:00:00Z');
    expect(await applyUpdate({ first: d2, last: d1 }, { $min: { first: d1 }, $max: { last: d2 } })).toEqual({
      first: d1,
      last: d2,
    });
  });

  it('$rename moves fields, including into and out of sub-documents', async () => {
    expect(
      await applyUpdate({ a: 1, b: { c: 2 }, keep: 0 }, { $rename: { a: 'z', 'b.c': 'top', nope: 'never' } }),
    ).toEqual({ b: {}, keep: 0, z: 1, top: 2 });
  });

  it('$setOnInsert applies only when the upsert inserts', async () => {
    const c = await ctx.freshColl();
    await c.updateOne(
      { _id: 1 } as Document,
      { $set: { a: 1 }, $setOnInsert: { created: 'yes' } },
      { upsert: true },
    );
    await c.updateOne(
      { _id: 1 } as Document,
      { $set: { a: 2 }, $setOnInsert: { created: 'again', other: 1 } },
      { upsert: true },
    );
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, a: 2, created: 'yes' });
  });

  it('$currentDate sets a Date, or a Timestamp on request', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1 } as Document);
    const before = Date.now();
    await c.updateOne(
      { _id: 1 } as Document,
      { $currentDate: { d: true, d2: { $type: 'date' }, ts: { $type: 'timestamp' } } } as Document,
    );
    const after = Date.now();
    const doc = await c.findOne({ _id: 1 } as Document);
    expect(doc?.d).toBeInstanceOf(Date);
    expect(doc?.d2).toBeInstanceOf(Date);
    expect(doc?.ts).toBeInstanceOf(Timestamp);
    const t = (doc?.d as Date).getTime();
    expect(t).toBeGreaterThanOrEqual(before - 2000);
    expect(t).toBeLessThanOrEqual(after + 2000);
    const seconds = (doc?.ts as Timestamp).t;
    expect(seconds * 1000).toBeGreaterThanOrEqual(before - 2000);
    expect(seconds * 1000).toBeLessThanOrEqual(after + 2000);
  });

  it('several operators on distinct paths in one update', async () => {
    expect(
      await applyUpdate(
        { a: 1, b: 1, arr: [1] },
        { $set: { a: 5 }, $inc: { b: 1 }, $push: { arr: 2 }, $unset: { gone: 1 } },
      ),
    ).toEqual({
      a: 5,
      b: 2,
      arr: [1, 2],
    });
  });

  it('conflicting paths in one update are refused (ConflictingUpdateOperators, 40)', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, a: { b: 1 } } as Document);
    const err = await errorOf(() =>
      c.updateOne({ _id: 1 } as Document, { $set: { a: 1 }, $inc: { 'a.b': 1 } }),
    );
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(40);
    expect(err.message).toMatch(/would create a conflict at 'a'/);
  });

  it('modifying _id is refused (ImmutableField, 66)', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1 } as Document);
    const err = await errorOf(() => c.updateOne({ _id: 1 } as Document, { $set: { _id: 2 } }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(66);
    expect(err.message).toMatch(/_id/);
    expect(await c.countDocuments({ _id: 1 } as Document)).toBe(1);
  });
});

describe('array operators', () => {
  it('$push appends a value (creating the array); an array value is pushed as one element', async () => {
    expect(await applyUpdate({ arr: [1] }, { $push: { arr: 2, fresh: 'x' } })).toEqual({
      arr: [1, 2],
      fresh: ['x'],
    });
    expect(await applyUpdate({ arr: [1] }, { $push: { arr: [2, 3] } })).toEqual({ arr: [1, [2, 3]] });
  });

  it('$push with $each, $position, $sort and $slice', async () => {
    expect(await applyUpdate({ arr: [1, 2] }, { $push: { arr: { $each: [3, 4] } } })).toEqual({
      arr: [1, 2, 3, 4],
    });
    expect(
      await applyUpdate({ arr: [1, 2, 3] }, { $push: { arr: { $each: ['a', 'b'], $position: 1 } } }),
    ).toEqual({ arr: [1, 'a', 'b', 2, 3] });
    expect(
      await applyUpdate({ arr: [1, 2, 3] }, { $push: { arr: { $each: ['z'], $position: -1 } } }),
    ).toEqual({ arr: [1, 2, 'z', 3] });
    expect(await applyUpdate({ arr: [5, 1, 4] }, { $push: { arr: { $each: [3, 2], $sort: 1 } } })).toEqual({
      arr: [1, 2, 3, 4, 5],
    });
    expect(
      await applyUpdate({ arr: [5, 1, 4] }, { $push: { arr: { $each: [3], $sort: -1, $slice: 2 } } }),
    ).toEqual({ arr: [5, 4] });
    expect(await applyUpdate({ arr: [1, 2, 3] }, { $push: { arr: { $each: [4, 5], $slice: -3 } } })).toEqual({
      arr: [3, 4, 5],
    });
    expect(await applyUpdate({ arr: [1, 2, 3] }, { $push: { arr: { $each: [], $slice: 1 } } })).toEqual({
      arr: [1],
    });
    expect(
      await applyUpdate(
        {
          top: [
            { n: 'a', s: 3 },
            { n: 'b', s: 9 },
          ],
        },
        {
          $push: {
            top: {
              $each: [
                { n: 'c', s: 5 },
                { n: 'd', s: 1 },
              ],
              $sort: { s: -1 },
              $slice: 3,
            },
          },
        },
      ),
    ).toEqual({
      top: [
        { n: 'b', s: 9 },
        { n: 'c', s: 5 },
        { n: 'a', s: 3 },
      ],
    });
  });

  it('$push on a non-array field fails and changes nothing', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, a: 5 } as Document);
    const err = await errorOf(() => c.updateOne({ _id: 1 } as Document, { $push: { a: 1 } } as Document));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.message).toMatch(/must be an array/);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, a: 5 });
  });

  it('$addToSet adds only missing values (with and without $each)', async () => {
    expect(await applyUpdate({ s: ['a', 'b'] }, { $addToSet: { s: 'b' } })).toEqual({ s: ['a', 'b'] });
    expect(await applyUpdate({ s: ['a', 'b'] }, { $addToSet: { s: 'c', fresh: 1 } })).toEqual({
      s: ['a', 'b', 'c'],
      fresh: [1],
    });
    expect(await applyUpdate({ s: ['a'] }, { $addToSet: { s: { $each: ['a', 'b', 'b', 'c'] } } })).toEqual({
      s: ['a', 'b', 'c'],
    });
    // Documents compare as whole values, field order included.
    expect(
      await applyUpdate(
        { s: [{ x: 1, y: 2 }] },
        {
          $addToSet: {
            s: {
              $each: [
                { x: 1, y: 2 },
                { y: 2, x: 1 },
              ],
            },
          },
        },
      ),
    ).toEqual({
      s: [
        { x: 1, y: 2 },
        { y: 2, x: 1 },
      ],
    });
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, s: [{ x: 1, y: 2 }] } as Document);
    await c.updateOne({ _id: 1 } as Document, { $addToSet: { s: { y: 2, x: 1 } } });
    const raw = await c.findOne({ _id: 1 } as Document);
    expect(Object.keys(raw?.s[1] as object)).toEqual(['y', 'x']);
  });

  it('$pull removes values equal to or matching a condition', async () => {
    expect(await applyUpdate({ arr: [1, 2, 3, 2, 4] }, { $pull: { arr: 2 } })).toEqual({ arr: [1, 3, 4] });
    expect(await applyUpdate({ arr: [1, 5, 8, 3, 9] }, { $pull: { arr: { $gte: 5 } } })).toEqual({
      arr: [1, 3],
    });
    expect(
      await applyUpdate({ arr: ['apple', 'kiwi', 'avocado'] }, { $pull: { arr: { $in: ['kiwi', 'none'] } } }),
    ).toEqual({ arr: ['apple', 'avocado'] });
    expect(
      await applyUpdate(
        {
          items: [
            { sku: 'a', qty: 0, w: 1 },
            { sku: 'b', qty: 2 },
            { sku: 'c', qty: 0 },
          ],
        },
        { $pull: { items: { qty: 0 } } },
      ),
    ).toEqual({ items: [{ sku: 'b', qty: 2 }] });
    expect(
      await applyUpdate(
        {
          items: [
            { sku: 'a', qty: 1 },
            { sku: 'b', qty: 7 },
          ],
        },
        { $pull: { items: { qty: { $gt: 5 }, sku: 'b' } } },
      ),
    ).toEqual({ items: [{ sku: 'a', qty: 1 }] });
  });

  it('$pull by a field of sub-documents with $in, statement by statement and over many documents', async () => {
    const c = await ctx.freshColl();
    const entry = (id: string) => ({ id, queue: 'email', payload: { n: id } });
    await c.insertMany([
      { _id: 1, out: [entry('a'), entry('b')] },
      { _id: 2, out: [entry('c')] },
      { _id: 3, out: [entry('d'), entry('e')] },
      { _id: 4, out: [entry('f')] },
    ] as Document[]);
    const bulk = await c.bulkWrite([
      { updateOne: { filter: { _id: 1 }, update: { $pull: { out: { id: { $in: ['a'] } } } } } },
      { updateOne: { filter: { _id: 2 }, update: { $pull: { out: { id: { $in: ['c', 'zzz'] } } } } } },
      { updateOne: { filter: { _id: 4 }, update: { $pull: { out: { id: { $in: ['a'] } } } } } },
    ] as never);
    expect([bulk.matchedCount, bulk.modifiedCount]).toEqual([3, 2]);
    const many = await c.updateMany(
      { _id: { $in: [1, 3, 4] } } as Document,
      {
        $pull: { out: { id: { $in: ['b', 'd', 'zzz'] } } },
      } as Document,
    );
    expect([many.matchedCount, many.modifiedCount]).toEqual([3, 2]);
    expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, out: [] },
      { _id: 2, out: [] },
      { _id: 3, out: [entry('e')] },
      { _id: 4, out: [entry('f')] },
    ]);
  });

  it('$pullAll removes every listed value', async () => {
    expect(await applyUpdate({ arr: [0, 5, 5, 1, 0, 2] }, { $pullAll: { arr: [0, 5] } })).toEqual({
      arr: [1, 2],
    });
  });

  it('$pop removes the last (1) or first (-1) element', async () => {
    expect(await applyUpdate({ arr: [1, 2, 3] }, { $pop: { arr: 1 } })).toEqual({ arr: [1, 2] });
    expect(await applyUpdate({ arr: [1, 2, 3] }, { $pop: { arr: -1 } })).toEqual({ arr: [2, 3] });
    expect(await applyUpdate({ arr: [] }, { $pop: { arr: 1 } })).toEqual({ arr: [] });
  });
});

describe('positional updates', () => {
  it('positional $ updates the first element matched by the query', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({
      _id: 1,
      grades: [80, 85, 90, 85],
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
        { sku: 'b', qty: 3 },
      ],
    } as Document);
    await c.updateOne({ _id: 1, grades: 85 } as Document, { $set: { 'grades.$': 86 } });
    await c.updateOne({ _id: 1, 'items.sku': 'b' } as Document, { $inc: { 'items.$.qty': 10 } });
    await c.updateOne({ items: { $elemMatch: { sku: 'b', qty: 3 } } }, { $set: { 'items.$.tag': 'third' } });
    expect(await c.findOne({ _id: 1 } as Document, { projection: { _id: 0 } })).toEqual({
      grades: [80, 86, 90, 85],
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 12 },
        { sku: 'b', qty: 3, tag: 'third' },
      ],
    });
  });

  it('positional $ in a multi update takes the first match in each document, next to updates without it', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, n: 0, items: [{ sku: 'a' }, { sku: 'b' }, { sku: 'b' }] },
      { _id: 2, n: 0, items: [{ sku: 'b' }, { sku: 'a' }] },
      { _id: 3, n: 0, items: [{ sku: 'c' }] },
    ] as Document[]);
    const bulk = await c.bulkWrite([
      { updateMany: { filter: { 'items.sku': 'b' }, update: { $set: { 'items.$.hit': true } } } },
      { updateMany: { filter: { 'items.sku': { $in: ['a', 'c'] } }, update: { $inc: { n: 1 } } } },
      {
        updateOne: {
          filter: { _id: 2, 'items.sku': 'a' },
          update: { $set: { 'items.$.sku': 'z' }, $inc: { n: 1 } },
        },
      },
    ] as never);
    expect([bulk.matchedCount, bulk.modifiedCount]).toEqual([6, 6]);
    expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, n: 1, items: [{ sku: 'a' }, { sku: 'b', hit: true }, { sku: 'b' }] },
      { _id: 2, n: 2, items: [{ sku: 'b', hit: true }, { sku: 'z' }] },
      { _id: 3, n: 1, items: [{ sku: 'c' }] },
    ]);
  });

  it('positional $ without a matching array in the query fails (code 2)', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, arr: [1, 2] } as Document);
    const err = await errorOf(() => c.updateOne({ _id: 1 } as Document, { $set: { 'arr.$': 5 } }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/positional operator did not find the match needed from the query/);
  });

  it('$[] updates every element, including nested arrays of documents', async () => {
    expect(await applyUpdate({ s: [1, 2, 3] }, { $inc: { 's.$[]': 10 } })).toEqual({ s: [11, 12, 13] });
    expect(
      await applyUpdate(
        { rows: [{ cells: [{ v: 1 }, { v: 2 }] }, { cells: [{ v: 3 }] }] },
        { $set: { 'rows.$[].cells.$[].seen': true } },
      ),
    ).toEqual({
      rows: [
        {
          cells: [
            { v: 1, seen: true },
            { v: 2, seen: true },
          ],
        },
        { cells: [{ v: 3, seen: true }] },
      ],
    });
  });

  it('$[elem] with arrayFilters updates matching elements only', async () => {
    expect(
      await applyUpdate(
        { g: [95, 92, 90, 70] },
        { $set: { 'g.$[x]': 100 } },
        { arrayFilters: [{ x: { $gte: 91 } }] },
      ),
    ).toEqual({
      g: [100, 100, 90, 70],
    });
    expect(
      await applyUpdate(
        {
          grades: [
            { grade: 80, mean: 75 },
            { grade: 85, mean: 90 },
            { grade: 90, mean: 85 },
          ],
        },
        { $set: { 'grades.$[e].mean': 100 } },
        { arrayFilters: [{ 'e.grade': { $gte: 85 } }] },
      ),
    ).toEqual({
      grades: [
        { grade: 80, mean: 75 },
        { grade: 85, mean: 100 },
        { grade: 90, mean: 100 },
      ],
    });
    // Two identifiers, nested.
    expect(
      await applyUpdate(
        {
          d: [
            { k: 'a', v: [1, 5, 9] },
            { k: 'b', v: [5, 6] },
          ],
        },
        { $inc: { 'd.$[o].v.$[n]': 100 } },
        { arrayFilters: [{ 'o.k': 'a' }, { n: { $gt: 4 } }] },
      ),
    ).toEqual({
      d: [
        { k: 'a', v: [1, 105, 109] },
        { k: 'b', v: [5, 6] },
      ],
    });
  });

  it('updateMany with arrayFilters touches every matching document', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, t: [{ s: 'open' }, { s: 'done' }] },
      { _id: 2, t: [{ s: 'open' }] },
      { _id: 3, t: [{ s: 'done' }] },
    ] as Document[]);
    const res = await c.updateMany(
      {},
      { $set: { 't.$[x].s': 'closed' } },
      { arrayFilters: [{ 'x.s': 'open' }] },
    );
    expect(res.matchedCount).toBe(3);
    expect(res.modifiedCount).toBe(2);
    expect(await c.countDocuments({ 't.s': 'open' })).toBe(0);
    expect(await c.countDocuments({ 't.s': 'closed' })).toBe(2);
  });

  it('an arrayFilters identifier that is not used is refused (FailedToParse, 9)', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, a: [1] } as Document);
    const err = await errorOf(() =>
      c.updateOne({ _id: 1 } as Document, { $set: { 'a.$[x]': 2 } }, { arrayFilters: [{ x: 1 }, { y: 1 }] }),
    );
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(9);
  });
});

describe('updates that change nothing', () => {
  it('match without modifying when every operator leaves the document as it was', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, a: 1, s: 'x', arr: [1, 2], o: { p: [{ id: 'k' }] } } as Document);
    const noops: Document[] = [
      { $set: { a: 1, s: 'x' } },
      { $inc: { a: 0 } },
      { $max: { a: 0 } },
      { $min: { a: 5 } },
      { $unset: { missing: '' } },
      { $addToSet: { arr: 2 } },
      { $pull: { arr: 9, 'o.p': { id: { $in: ['zzz'] } } } },
      { $pullAll: { arr: [7] } },
    ];
    for (const update of noops) {
      const res = await c.updateOne({ _id: 1 } as Document, update);
      expect([res.matchedCount, res.modifiedCount], JSON.stringify(update)).toEqual([1, 0]);
    }
    const changed = await c.updateOne({ _id: 1 } as Document, { $set: { a: 1, s: 'y' } });
    expect([changed.matchedCount, changed.modifiedCount]).toEqual([1, 1]);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({
      _id: 1,
      a: 1,
      s: 'y',
      arr: [1, 2],
      o: { p: [{ id: 'k' }] },
    });
  });
});
