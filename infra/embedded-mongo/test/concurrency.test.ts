// Several connection pools hammering the same collection at once.
import { describe, expect, it } from 'vitest';
import type { Document, MongoClient } from 'mongodb';
import { useMongo } from './harness.js';

const ctx = useMongo('concurrency');

const CLIENTS = 5;
const OPS_PER_CLIENT = 200;

describe('concurrent pools', () => {
  it(`${CLIENTS} clients x ${OPS_PER_CLIENT} mixed operations: final counts are exact`, async () => {
    const name = 'hammered';
    const setup = ctx.db.collection(name);
    await setup.insertOne({ _id: 'counter', n: 0 } as Document);
    const upsertColl = ctx.db.collection('hammered_upserts');
    await upsertColl.createIndex({ key: 1 }, { unique: true });

    const clients: MongoClient[] = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await ctx.newClient({ maxPoolSize: 10 }));

    const expected = { inserts: 0, incs: 0, upserts: 0, temp: 0 };
    const work = clients.flatMap((client, ci) => {
      const c = client.db(ctx.dbName).collection(name);
      const u = client.db(ctx.dbName).collection('hammered_upserts');
      return Array.from({ length: OPS_PER_CLIENT }, (_, j) => {
        switch (j % 5) {
          case 0:
            expected.inserts++;
            return c.insertOne({ client: ci, j, kind: 'keep' });
          case 1:
            expected.incs++;
            return c.updateOne({ _id: 'counter' } as Document, { $inc: { n: 1 } });
          case 2:
            return c.find({ client: ci }).toArray();
          case 3:
            expected.upserts++;
            // All clients upsert the same unique key: exactly one document must result.
            return u.updateOne({ key: 'shared' }, { $inc: { hits: 1 } }, { upsert: true });
          default:
            expected.temp++;
            return c
              .insertOne({ client: ci, j, kind: 'temp' })
              .then((r) => c.deleteOne({ _id: r.insertedId }));
        }
      });
    });
    const results = await Promise.allSettled(work);
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);

    expect(await setup.countDocuments({ kind: 'keep' })).toBe(expected.inserts);
    expect(await setup.countDocuments({ kind: 'temp' })).toBe(0);
    expect((await setup.findOne({ _id: 'counter' } as Document))?.n).toBe(expected.incs);
    expect(await upsertColl.countDocuments({ key: 'shared' })).toBe(1);
    expect((await upsertColl.findOne({ key: 'shared' }))?.hits).toBe(expected.upserts);
    for (let ci = 0; ci < CLIENTS; ci++) {
      expect(await setup.countDocuments({ client: ci, kind: 'keep' })).toBe(OPS_PER_CLIENT / 5);
    }
    expect(await setup.estimatedDocumentCount()).toBe(expected.inserts + 1);
    await Promise.all(clients.map((c) => c.close()));
  });

  it('concurrent insertMany batches into one collection keep every document', async () => {
    const clients: MongoClient[] = [];
    for (let i = 0; i < 3; i++) clients.push(await ctx.newClient({ maxPoolSize: 4 }));
    const name = 'batches';
    await Promise.all(
      clients.flatMap((client, ci) =>
        Array.from({ length: 4 }, (_, b) =>
          client
            .db(ctx.dbName)
            .collection(name)
            .insertMany(Array.from({ length: 500 }, (_, k) => ({ ci, b, k }))),
        ),
      ),
    );
    const c = ctx.db.collection(name);
    expect(await c.countDocuments()).toBe(3 * 4 * 500);
    const perBatch = await c
      .aggregate([{ $group: { _id: { ci: '$ci', b: '$b' }, n: { $sum: 1 } } }])
      .toArray();
    expect(perBatch).toHaveLength(12);
    expect(perBatch.every((r) => r.n === 500)).toBe(true);
    await Promise.all(clients.map((c2) => c2.close()));
  });

  it('concurrent findOneAndUpdate hands out each ticket exactly once', async () => {
    const c = ctx.db.collection('tickets');
    await c.insertMany(Array.from({ length: 60 }, (_, i) => ({ _id: i, taken: false })) as Document[]);
    const clients: MongoClient[] = [];
    for (let i = 0; i < 3; i++) clients.push(await ctx.newClient({ maxPoolSize: 5 }));
    const claims = await Promise.all(
      Array.from({ length: 75 }, (_, i) =>
        (clients[i % 3] as MongoClient)
          .db(ctx.dbName)
          .collection('tickets')
          .findOneAndUpdate(
            { taken: false },
            { $set: { taken: true, by: i } },
            { sort: { _id: 1 }, returnDocument: 'after' },
          ),
      ),
    );
    const got = claims.filter((d) => d !== null).map((d) => d?._id as unknown as number);
    expect(got).toHaveLength(60);
    expect(new Set(got).size).toBe(60);
    expect(claims.filter((d) => d === null)).toHaveLength(15);
    expect(await c.countDocuments({ taken: false })).toBe(0);
    await Promise.all(clients.map((c2) => c2.close()));
  });
});
