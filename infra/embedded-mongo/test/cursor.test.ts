// Cursors: first batch of 101, getMore, explicit batchSize, killCursors, long iterations.
import { beforeAll, describe, expect, it } from 'vitest';
import { Long, MongoServerError } from 'mongodb';
import type { CommandStartedEvent, CommandSucceededEvent, Document, MongoClient } from 'mongodb';
import { errorOf, useMongo } from './harness.js';

const ctx = useMongo('cursor');

let mon: MongoClient;
const started: CommandStartedEvent[] = [];
const succeeded: CommandSucceededEvent[] = [];

beforeAll(async () => {
  mon = await ctx.newClient({ monitorCommands: true });
  mon.on('commandStarted', (e) => started.push(e));
  mon.on('commandSucceeded', (e) => succeeded.push(e));
  const c = ctx.db.collection('big');
  await c.insertMany(
    Array.from({ length: 1000 }, (_, i) => ({
      _id: i,
      n: i,
      mod7: i % 7,
      pad: 'p'.repeat(20),
    })) as Document[],
  );
});

function bigColl() {
  return mon.db(ctx.dbName).collection('big');
}

/** Records the commands sent while `fn` runs. */
async function watch<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; names: string[]; replies: CommandSucceededEvent[] }> {
  const s0 = started.length;
  const r0 = succeeded.length;
  const result = await fn();
  return {
    result,
    names: started.slice(s0).map((e) => e.commandName),
    replies: succeeded.slice(r0),
  };
}

function batchLengths(replies: CommandSucceededEvent[]): number[] {
  return replies
    .filter((r) => r.commandName === 'find' || r.commandName === 'getMore' || r.commandName === 'aggregate')
    .map((r) => {
      const cur = (r.reply as Document).cursor as Document;
      return ((cur.firstBatch ?? cur.nextBatch) as unknown[]).length;
    });
}

describe('find cursors', () => {
  it('the default first batch is 101 documents, the rest comes through getMore', async () => {
    const { result, names, replies } = await watch(() =>
      bigColl()
        .find({ n: { $lt: 250 } })
        .sort({ _id: 1 })
        .toArray(),
    );
    expect(result.map((d) => d._id)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(names[0]).toBe('find');
    expect(names.filter((n) => n === 'getMore').length).toBeGreaterThanOrEqual(1);
    const lengths = batchLengths(replies);
    expect(lengths[0]).toBe(101);
    expect(lengths.reduce((a, b) => a + b, 0)).toBe(250);
    // The last reply closes the cursor (id 0).
    const last = replies.filter((r) => r.commandName === 'find' || r.commandName === 'getMore').at(-1);
    expect(Long.fromValue(((last?.reply as Document).cursor as Document).id as number).isZero()).toBe(true);
  });

  it('a result that ends within the first batch needs no getMore and returns cursor id 0', async () => {
    const { result, names, replies } = await watch(() =>
      bigColl()
        .find({ n: { $lt: 30 } })
        .toArray(),
    );
    expect(result).toHaveLength(30);
    expect(names).toEqual(['find']);
    expect(Long.fromValue(((replies[0]?.reply as Document).cursor as Document).id as number).isZero()).toBe(
      true,
    );
  });

  it('an explicit batchSize applies to the first batch and every getMore', async () => {
    const { result, names, replies } = await watch(() =>
      bigColl()
        .find({ n: { $lt: 230 } })
        .sort({ n: -1 })
        .batchSize(50)
        .toArray(),
    );
    expect(result.map((d) => d.n)).toEqual(Array.from({ length: 230 }, (_, i) => 229 - i));
    const lengths = batchLengths(replies);
    expect(lengths[0]).toBe(50);
    expect(lengths.every((l) => l <= 50)).toBe(true);
    expect(lengths.reduce((a, b) => a + b, 0)).toBe(230);
    expect(names.filter((n) => n === 'getMore').length).toBeGreaterThanOrEqual(4);
  });

  it('limit above 101 is honoured across batches', async () => {
    const docs = await bigColl().find({}).sort({ _id: 1 }).limit(150).toArray();
    expect(docs).toHaveLength(150);
    expect(docs.at(-1)?._id).toBe(149);
    const docs2 = await bigColl().find({}).sort({ _id: 1 }).skip(990).limit(50).toArray();
    expect(docs2.map((d) => d._id)).toEqual([990, 991, 992, 993, 994, 995, 996, 997, 998, 999]);
  });

  it('iterating 1000 documents with for-await yields all of them, in order', async () => {
    let expected = 0;
    for await (const doc of bigColl().find({}).sort({ _id: 1 })) {
      expect(doc._id).toBe(expected);
      expected++;
    }
    expect(expected).toBe(1000);
  });

  it('iterating with a small batchSize and a filter', async () => {
    const seen: number[] = [];
    const cursor = bigColl().find({ mod7: 3 }).sort({ n: 1 }).batchSize(7);
    while (await cursor.hasNext()) {
      const d = await cursor.next();
      seen.push(d?.n as number);
    }
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i).filter((i) => i % 7 === 3));
  });

  it('cursor.close() sends killCursors and the server forgets the cursor', async () => {
    const cursor = bigColl().find({}).batchSize(10);
    const first = await cursor.next();
    expect(first).not.toBeNull();
    const findReply = succeeded.filter((r) => r.commandName === 'find').at(-1);
    const cursorId = Long.fromValue(((findReply?.reply as Document).cursor as Document).id as number);
    expect(cursorId.isZero()).toBe(false);

    const { names, replies } = await watch(() => cursor.close());
    expect(names).toContain('killCursors');
    const kc = replies.find((r) => r.commandName === 'killCursors')?.reply as Document;
    expect((kc.cursorsKilled as unknown[]).map((id) => Long.fromValue(id as number).toString())).toEqual([
      cursorId.toString(),
    ]);

    const err = await errorOf(() => ctx.db.command({ getMore: cursorId, collection: 'big' }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(43);
    expect(err.codeName).toBe('CursorNotFound');
  });

  it('getMore on an unknown cursor id fails with CursorNotFound (43)', async () => {
    const err = await errorOf(() =>
      ctx.db.command({ getMore: Long.fromString('123456789012345'), collection: 'big' }),
    );
    expect(err.code).toBe(43);
  });

  it('killCursors on unknown ids reports them as not found', async () => {
    const res = await ctx.db.command({ killCursors: 'big', cursors: [Long.fromString('987654321')] });
    expect(res.ok).toBe(1);
    expect((res.cursorsNotFound as unknown[]).map((id) => String(id))).toEqual(['987654321']);
  });

  it('a raw find command returns the first batch and a namespaced cursor', async () => {
    const res = await ctx.db.command({ find: 'big', filter: { n: { $lt: 5 } }, sort: { n: 1 } });
    expect(res.ok).toBe(1);
    const cursor = res.cursor as Document;
    expect(cursor.ns).toBe(`${ctx.dbName}.big`);
    expect((cursor.firstBatch as Document[]).map((d) => d.n)).toEqual([0, 1, 2, 3, 4]);
    expect(Long.fromValue(cursor.id as number).isZero()).toBe(true);
  });

  it('a find on a missing collection returns an empty batch, not an error', async () => {
    expect(await ctx.db.collection('no_such_coll').find({}).toArray()).toEqual([]);
  });

  it('several cursors can be open and interleaved', async () => {
    const a = bigColl().find({}).sort({ _id: 1 }).batchSize(3);
    const b = bigColl().find({}).sort({ _id: -1 }).batchSize(5);
    const got: Array<[unknown, unknown]> = [];
    for (let i = 0; i < 20; i++) got.push([(await a.next())?._id, (await b.next())?._id]);
    await a.close();
    await b.close();
    expect(got).toEqual(Array.from({ length: 20 }, (_, i) => [i, 999 - i]));
  });
});

describe('aggregation cursors', () => {
  it('a pipeline returning more than 101 results uses getMore', async () => {
    const { result, names, replies } = await watch(() =>
      bigColl()
        .aggregate([{ $match: { n: { $gte: 100 } } }, { $sort: { n: 1 } }, { $project: { _id: 0, n: 1 } }])
        .toArray(),
    );
    expect(result).toHaveLength(900);
    expect(result[0]).toEqual({ n: 100 });
    expect(result.at(-1)).toEqual({ n: 999 });
    expect(names[0]).toBe('aggregate');
    expect(names).toContain('getMore');
    const lengths = batchLengths(replies);
    expect(lengths[0]).toBe(101);
    expect(lengths.reduce((x, y) => x + y, 0)).toBe(900);
  });

  it('aggregate with an explicit batchSize', async () => {
    const { result, replies } = await watch(() =>
      bigColl()
        .aggregate([{ $sort: { n: 1 } }], { batchSize: 200 })
        .toArray(),
    );
    expect(result).toHaveLength(1000);
    expect(batchLengths(replies)[0]).toBe(200);
  });
});
