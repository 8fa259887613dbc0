// Aggregation stages and accumulators the product uses.
import { beforeAll, describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { errorOf, useMongo } from './harness.js';

const ctx = useMongo('aggregate');

let orders: Collection;
let products: Collection;
let posts: Collection;

beforeAll(async () => {
  orders = ctx.coll('orders');
  products = ctx.coll('products');
  posts = ctx.coll('posts');
  await products.insertMany([
    { _id: 'p1', name: 'Thermostat', price: 120, cat: 'heating' },
    { _id: 'p2', name: 'Bulb', price: 15, cat: 'light' },
    { _id: 'p3', name: 'Lock', price: 200, cat: 'security' },
    { _id: 'p4', name: 'Camera', price: 90, cat: 'security' },
  ] as Document[]);
  await orders.insertMany([
    { _id: 1, customer: 'ann', productId: 'p1', qty: 1, city: 'Lyon', day: 1 },
    { _id: 2, customer: 'bob', productId: 'p2', qty: 10, city: 'Paris', day: 1 },
    { _id: 3, customer: 'ann', productId: 'p2', qty: 4, city: 'Lyon', day: 2 },
    { _id: 4, customer: 'cid', productId: 'p3', qty: 1, city: 'Nice', day: 2 },
    { _id: 5, customer: 'bob', productId: 'p4', qty: 2, city: 'Paris', day: 3 },
    { _id: 6, customer: 'ann', productId: 'p9', qty: 3, city: 'Lyon', day: 3 },
  ] as Document[]);
  await posts.insertMany([
    { _id: 1, title: 'a', tags: ['zigbee', 'heating', 'diy'] },
    { _id: 2, title: 'b', tags: ['zigbee', 'security'] },
    { _id: 3, title: 'c', tags: ['heating', 'zigbee'] },
    { _id: 4, title: 'd', tags: [] },
    { _id: 5, title: 'e' },
    { _id: 6, title: 'f', tags: null },
    { _id: 7, title: 'g', tags: 'solo' },
    { _id: 8, title: 'h', tags: ['diy', 'light', 'zigbee', 'heating'] },
  ] as Document[]);
});

describe('$match / $group', () => {
  it('$group with $sum, $avg, $min, $max, $count', async () => {
    const rows = await orders
      .aggregate([
        { $match: { qty: { $gte: 1 } } },
        {
          $group: {
            _id: '$customer',
            orders: { $sum: 1 },
            qty: { $sum: '$qty' },
            avgQty: { $avg: '$qty' },
            minDay: { $min: '$day' },
            maxDay: { $max: '$day' },
            n: { $count: {} },
            missing: { $sum: '$nope' },
            avgMissing: { $avg: '$nope' },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      {
        _id: 'ann',
        orders: 3,
        qty: 8,
        avgQty: 8 / 3,
        minDay: 1,
        maxDay: 3,
        n: 3,
        missing: 0,
        avgMissing: null,
      },
      { _id: 'bob', orders: 2, qty: 12, avgQty: 6, minDay: 1, maxDay: 3, n: 2, missing: 0, avgMissing: null },
      { _id: 'cid', orders: 1, qty: 1, avgQty: 1, minDay: 2, maxDay: 2, n: 1, missing: 0, avgMissing: null },
    ]);
  });

  it('$push / $first / $last follow the input order; $addToSet deduplicates', async () => {
    const rows = await orders
      .aggregate([
        { $sort: { day: 1, _id: 1 } },
        {
          $group: {
            _id: '$city',
            ids: { $push: '$_id' },
            items: { $push: { p: '$productId', q: '$qty' } },
            first: { $first: '$customer' },
            last: { $last: '$_id' },
            customers: { $addToSet: '$customer' },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows.map((r) => r._id)).toEqual(['Lyon', 'Nice', 'Paris']);
    const lyon = rows[0] as Document;
    expect(lyon.ids).toEqual([1, 3, 6]);
    expect(lyon.items).toEqual([
      { p: 'p1', q: 1 },
      { p: 'p2', q: 4 },
      { p: 'p9', q: 3 },
    ]);
    expect(lyon.first).toBe('ann');
    expect(lyon.last).toBe(6);
    expect(lyon.customers).toEqual(['ann']);
    expect(((rows[2] as Document).customers as string[]).sort()).toEqual(['bob']);
  });

  it('$group on null, on a compound key, and on an expression', async () => {
    const total = await orders
      .aggregate([{ $group: { _id: null, qty: { $sum: '$qty' }, n: { $sum: 1 } } }])
      .toArray();
    expect(total).toEqual([{ _id: null, qty: 21, n: 6 }]);
    const compound = await orders
      .aggregate([
        { $group: { _id: { c: '$city', d: '$day' }, n: { $sum: 1 } } },
        { $sort: { '_id.c': 1, '_id.d': 1 } },
      ])
      .toArray();
    expect(compound).toEqual([
      { _id: { c: 'Lyon', d: 1 }, n: 1 },
      { _id: { c: 'Lyon', d: 2 }, n: 1 },
      { _id: { c: 'Lyon', d: 3 }, n: 1 },
      { _id: { c: 'Nice', d: 2 }, n: 1 },
      { _id: { c: 'Paris', d: 1 }, n: 1 },
      { _id: { c: 'Paris', d: 3 }, n: 1 },
    ]);
    const expr = await orders
      .aggregate([{ $group: { _id: { $gt: ['$qty', 2] }, n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(expr).toEqual([
      { _id: false, n: 3 },
      { _id: true, n: 3 },
    ]);
  });

  it('$group on an empty input returns no document', async () => {
    expect(
      await orders.aggregate([{ $match: { qty: -1 } }, { $group: { _id: null, n: { $sum: 1 } } }]).toArray(),
    ).toEqual([]);
  });
});

describe('shaping stages', () => {
  it('$sort, $skip, $limit, $project with expressions and exclusions', async () => {
    const rows = await orders
      .aggregate([
        { $sort: { qty: -1, _id: 1 } },
        { $skip: 1 },
        { $limit: 3 },
        {
          $project: {
            _id: 0,
            customer: 1,
            big: { $gte: ['$qty', 3] },
            label: { $concat: ['$customer', '@', '$city'] },
          },
        },
      ])
      .toArray();
    expect(rows).toEqual([
      { customer: 'ann', big: true, label: 'ann@Lyon' },
      { customer: 'ann', big: true, label: 'ann@Lyon' },
      { customer: 'bob', big: false, label: 'bob@Paris' },
    ]);
    const excl = await orders
      .aggregate([{ $match: { _id: 1 } }, { $project: { city: 0, day: 0, productId: 0 } }])
      .toArray();
    expect(excl).toEqual([{ _id: 1, customer: 'ann', qty: 1 }]);
  });

  it('$addFields, $set and $unset', async () => {
    const rows = await orders
      .aggregate([
        { $match: { _id: { $in: [1, 2] } } },
        { $sort: { _id: 1 } },
        { $addFields: { double: { $multiply: ['$qty', 2] }, 'meta.src': 'agg' } },
        { $set: { qty: { $add: ['$qty', 100] } } },
        { $unset: ['city', 'day'] },
        { $unset: 'productId' },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 1, customer: 'ann', qty: 101, double: 2, meta: { src: 'agg' } },
      { _id: 2, customer: 'bob', qty: 110, double: 20, meta: { src: 'agg' } },
    ]);
  });

  it('$replaceRoot and $replaceWith', async () => {
    const c = await ctx.freshColl();
    await c.insertMany([
      { _id: 1, inner: { a: 1, b: 2 } },
      { _id: 2, inner: { a: 3 } },
    ] as Document[]);
    expect(
      await c.aggregate([{ $sort: { _id: 1 } }, { $replaceRoot: { newRoot: '$inner' } }]).toArray(),
    ).toEqual([{ a: 1, b: 2 }, { a: 3 }]);
    expect(
      await c.aggregate([{ $sort: { _id: 1 } }, { $replaceWith: { x: '$_id', a: '$inner.a' } }]).toArray(),
    ).toEqual([
      { x: 1, a: 1 },
      { x: 2, a: 3 },
    ]);
  });

  it('$replaceRoot with a non-document newRoot fails', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 1, inner: 5 } as Document);
    const err = await errorOf(() => c.aggregate([{ $replaceRoot: { newRoot: '$inner' } }]).toArray());
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.message).toMatch(/'newRoot' expression must evaluate to an object/);
  });

  it('$count stage, and $count on an empty input returns nothing', async () => {
    expect(await orders.aggregate([{ $match: { city: 'Lyon' } }, { $count: 'total' }]).toArray()).toEqual([
      { total: 3 },
    ]);
    expect(await orders.aggregate([{ $match: { city: 'Nowhere' } }, { $count: 'total' }]).toArray()).toEqual(
      [],
    );
  });
});

describe('$unwind', () => {
  it('drops null, missing and empty arrays; a scalar is one element', async () => {
    const rows = await posts
      .aggregate([{ $unwind: '$tags' }, { $group: { _id: '$_id', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(rows).toEqual([
      { _id: 1, n: 3 },
      { _id: 2, n: 2 },
      { _id: 3, n: 2 },
      { _id: 7, n: 1 },
      { _id: 8, n: 4 },
    ]);
  });

  it('preserveNullAndEmptyArrays and includeArrayIndex', async () => {
    const rows = await posts
      .aggregate([
        { $match: { _id: { $in: [2, 4, 5, 6, 7] } } },
        { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'i' } },
        { $sort: { _id: 1, i: 1 } },
        { $project: { title: 0 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 2, tags: 'zigbee', i: 0 },
      { _id: 2, tags: 'security', i: 1 },
      { _id: 4, i: null },
      { _id: 5, i: null },
      { _id: 6, tags: null, i: null },
      { _id: 7, tags: 'solo', i: null },
    ]);
  });
});

describe('$lookup', () => {
  it('localField / foreignField', async () => {
    const rows = await orders
      .aggregate([
        { $match: { _id: { $in: [1, 6] } } },
        { $sort: { _id: 1 } },
        { $lookup: { from: 'products', localField: 'productId', foreignField: '_id', as: 'product' } },
        { $project: { _id: 1, product: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 1, product: [{ _id: 'p1', name: 'Thermostat', price: 120, cat: 'heating' }] },
      { _id: 6, product: [] },
    ]);
  });

  it('localField holding an array matches every element', async () => {
    const c = await ctx.freshColl();
    await c.insertOne({ _id: 'cart', items: ['p2', 'p4', 'p404'] } as Document);
    const [row] = await c
      .aggregate([{ $lookup: { from: 'products', localField: 'items', foreignField: '_id', as: 'found' } }])
      .toArray();
    expect(((row?.found as Document[]) ?? []).map((p) => p._id).sort()).toEqual(['p2', 'p4']);
  });

  it('pipeline form with let and $expr', async () => {
    const rows = await products
      .aggregate([
        { $match: { cat: 'security' } },
        { $sort: { _id: 1 } },
        {
          $lookup: {
            from: 'orders',
            let: { pid: '$_id' },
            pipeline: [
              { $match: { $expr: { $eq: ['$productId', '$$pid'] } } },
              { $project: { _id: 0, customer: 1, qty: 1 } },
            ],
            as: 'orders',
          },
        },
        { $project: { name: 1, orders: 1, _id: 0 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { name: 'Lock', orders: [{ customer: 'cid', qty: 1 }] },
      { name: 'Camera', orders: [{ customer: 'bob', qty: 2 }] },
    ]);
  });

  it('uncorrelated pipeline $lookup', async () => {
    const rows = await orders
      .aggregate([
        { $match: { _id: 1 } },
        {
          $lookup: {
            from: 'products',
            pipeline: [
              { $match: { price: { $gte: 100 } } },
              { $sort: { price: 1 } },
              { $project: { _id: 1 } },
            ],
            as: 'pricey',
          },
        },
        { $project: { pricey: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([{ _id: 1, pricey: [{ _id: 'p1' }, { _id: 'p3' }] }]);
  });
});

describe('$facet, $sortByCount and the product pipelines', () => {
  it('$facet runs sub-pipelines on the same input', async () => {
    const [row] = await orders
      .aggregate([
        { $match: { qty: { $gte: 2 } } },
        {
          $facet: {
            count: [{ $count: 'n' }],
            top: [{ $sort: { qty: -1 } }, { $limit: 2 }, { $project: { _id: 1 } }],
            byCity: [{ $group: { _id: '$city', q: { $sum: '$qty' } } }, { $sort: { _id: 1 } }],
            none: [{ $match: { city: 'Mars' } }],
          },
        },
      ])
      .toArray();
    expect(row).toEqual({
      count: [{ n: 4 }],
      top: [{ _id: 2 }, { _id: 3 }],
      byCity: [
        { _id: 'Lyon', q: 7 },
        { _id: 'Paris', q: 12 },
      ],
      none: [],
    });
  });

  it('$sortByCount', async () => {
    const rows = await posts
      .aggregate([{ $unwind: '$tags' }, { $sortByCount: '$tags' }, { $match: { count: { $gte: 3 } } }])
      .toArray();
    expect(rows).toEqual([
      { _id: 'zigbee', count: 4 },
      { _id: 'heating', count: 3 },
    ]);
  });

  it("the product's tag-count pipeline", async () => {
    const rows = await posts
      .aggregate([
        { $unwind: '$tags' },
        { $group: { _id: '$tags', count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
        { $limit: 10 },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'zigbee', count: 4 },
      { _id: 'heating', count: 3 },
      { _id: 'diy', count: 2 },
      { _id: 'light', count: 1 },
      { _id: 'security', count: 1 },
      { _id: 'solo', count: 1 },
    ]);
  });

  it('tag-count pipeline with more than 10 tags keeps the top 10 by count then name', async () => {
    const c = await ctx.freshColl();
    const docs: Document[] = [];
    for (let t = 0; t < 15; t++)
      for (let k = 0; k <= t % 5; k++) docs.push({ tags: [`t${String(t).padStart(2, '0')}`] });
    await c.insertMany(docs);
    const rows = await c
      .aggregate([
        { $unwind: '$tags' },
        { $group: { _id: '$tags', count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
        { $limit: 10 },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 't04', count: 5 },
      { _id: 't09', count: 5 },
      { _id: 't14', count: 5 },
      { _id: 't03', count: 4 },
      { _id: 't08', count: 4 },
      { _id: 't13', count: 4 },
      { _id: 't02', count: 3 },
      { _id: 't07', count: 3 },
      { _id: 't12', count: 3 },
      { _id: 't01', count: 2 },
    ]);
  });
});

describe('aggregation errors and edge cases', () => {
  it('an unknown stage is refused (40324)', async () => {
    const err = await errorOf(() => orders.aggregate([{ $frobnicate: {} }]).toArray());
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(40324);
    expect(err.message).toMatch(/Unrecognized pipeline stage name: '\$frobnicate'/);
  });

  it('an empty pipeline returns every document', async () => {
    expect(await orders.aggregate([]).toArray()).toHaveLength(6);
  });

  it('aggregating a missing collection returns nothing', async () => {
    expect(
      await ctx
        .coll('nothing_here')
        .aggregate([{ $match: {} }])
        .toArray(),
    ).toEqual([]);
  });
});
