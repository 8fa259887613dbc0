// Database / admin commands through db.command and db.admin().
import { describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import type { Document } from 'mongodb';
import { errorOf, useMongo } from './harness.js';

const ctx = useMongo('commands');

describe('server commands', () => {
  it('ping', async () => {
    expect(await ctx.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await ctx.client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await ctx.db.admin().ping()).toMatchObject({ ok: 1 });
  });

  it('buildInfo has a version', async () => {
    const info = await ctx.db.admin().buildInfo();
    expect(info.ok).toBe(1);
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Array.isArray(info.versionArray)).toBe(true);
    expect(info.maxBsonObjectSize).toBe(16 * 1024 * 1024);
  });

  it('hello describes a writable primary speaking wire version 21+', async () => {
    const hello = await ctx.db.admin().command({ hello: 1 });
    expect(hello.ok).toBe(1);
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
    expect(hello.minWireVersion).toBeLessThanOrEqual(hello.maxWireVersion as number);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(typeof hello.logicalSessionTimeoutMinutes).toBe('number');
    expect(typeof hello.connectionId).toBe('number');
    expect(hello.readOnly).toBe(false);
  });

  it('legacy isMaster is answered too', async () => {
    const res = await ctx.db.admin().command({ isMaster: 1 });
    expect(res.ok).toBe(1);
    expect(res.ismaster).toBe(true);
  });

  it('an unknown command is CommandNotFound (59) and names the command', async () => {
    const err = await errorOf(() => ctx.db.command({ frobnicateTheWidgets: 1 }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
    expect(err.message).toContain('frobnicateTheWidgets');
    expect(err.message).toMatch(/no such command: 'frobnicateTheWidgets'/);
  });

  it('dbStats returns ok for the database', async () => {
    await ctx.db.collection('stats_a').insertMany([{ a: 1 }, { a: 2 }]);
    const stats = await ctx.db.command({ dbStats: 1 });
    expect(stats.ok).toBe(1);
    expect(stats.db).toBe(ctx.dbName);
    expect(stats.collections).toBeGreaterThanOrEqual(1);
    expect(stats.objects).toBeGreaterThanOrEqual(2);
  });

  it('transactions fail on a standalone with IllegalOperation (20)', async () => {
    const coll = ctx.db.collection('txn');
    const session = ctx.client.startSession();
    try {
      session.startTransaction();
      // For a write the driver wraps a code-20 reply into its "does not support retryable
      // writes" MongoServerError and keeps the server's error as originalError.
      const err = await errorOf(() => coll.insertOne({ inTxn: true }, { session }));
      expect(err).toBeInstanceOf(MongoServerError);
      const original = (err as MongoServerError & { originalError?: MongoServerError }).originalError;
      expect(original).toBeInstanceOf(MongoServerError);
      expect(original?.code).toBe(20);
      expect(original?.codeName).toBe('IllegalOperation');
      expect(original?.message).toMatch(
        /Transaction numbers are only allowed on a replica set member or mongos/,
      );
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments({ inTxn: true })).toBe(0);
  });

  it('a read inside a transaction gets the server error (code 20) unwrapped', async () => {
    const coll = ctx.db.collection('txn_read');
    await coll.insertOne({ x: 1 });
    const session = ctx.client.startSession();
    try {
      session.startTransaction();
      const err = await errorOf(() => coll.findOne({}, { session }));
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(20);
      expect(err.codeName).toBe('IllegalOperation');
      expect(err.message).toMatch(/Transaction numbers are only allowed on a replica set member or mongos/);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
  });

  it('explicit sessions without transactions work (lsid is accepted)', async () => {
    const coll = ctx.db.collection('sess');
    const session = ctx.client.startSession();
    try {
      await coll.insertOne({ s: 1 }, { session });
      expect(await coll.countDocuments({}, { session })).toBe(1);
      const res = await ctx.db.admin().command({ endSessions: [session.id] });
      expect(res.ok).toBe(1);
    } finally {
      await session.endSession();
    }
  });
});

describe('databases and collections', () => {
  it('listDatabases includes a database once it holds data', async () => {
    await ctx.db.collection('ld').insertOne({ x: 1 });
    const res = await ctx.db.admin().listDatabases();
    expect(res.ok).toBe(1);
    const mine = res.databases.find((d) => d.name === ctx.dbName);
    expect(mine).toBeDefined();
    expect(typeof mine?.sizeOnDisk).toBe('number');
    expect(typeof res.totalSize).toBe('number');
    const names = await ctx.db.admin().listDatabases({ nameOnly: true });
    expect(names.databases.map((d) => d.name)).toContain(ctx.dbName);
  });

  it('listCollections lists collections and filters by name', async () => {
    await ctx.db.collection('lc_one').insertOne({});
    await ctx.db.collection('lc_two').insertOne({});
    const all = await ctx.db.listCollections().toArray();
    const names = all.map((c) => c.name);
    expect(names).toContain('lc_one');
    expect(names).toContain('lc_two');
    const one = await ctx.db.listCollections({ name: 'lc_one' }).toArray();
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ name: 'lc_one', type: 'collection', options: {} });
    expect((one[0] as Document).info).toMatchObject({ readOnly: false });
    expect((one[0] as Document).idIndex).toMatchObject({ key: { _id: 1 }, name: '_id_' });
    expect(await ctx.db.listCollections({ name: 'no_such_collection' }).toArray()).toEqual([]);
    const onlyNames = await ctx.db
      .listCollections({ name: { $in: ['lc_one', 'lc_two'] } }, { nameOnly: true })
      .toArray();
    expect(onlyNames.map((c) => c.name).sort()).toEqual(['lc_one', 'lc_two']);
    expect(onlyNames.every((c) => c.type === 'collection')).toBe(true);
    const regex = await ctx.db.listCollections({ name: /^lc_t/ }).toArray();
    expect(regex.map((c) => c.name)).toEqual(['lc_two']);
  });

  it('create makes an empty collection visible; creating it again conflicts unless options match', async () => {
    const coll = await ctx.db.createCollection('explicit_one');
    expect(coll.collectionName).toBe('explicit_one');
    const found = await ctx.db.listCollections({ name: 'explicit_one' }).toArray();
    expect(found).toHaveLength(1);
    expect(await coll.countDocuments()).toBe(0);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    // Since 7.0, create with identical options on an existing collection is a no-op success.
    expect(await ctx.db.command({ create: 'explicit_one' })).toMatchObject({ ok: 1 });
    const err = await errorOf(() => ctx.db.command({ create: 'explicit_one', capped: true, size: 4096 }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(48);
    expect(err.codeName).toBe('NamespaceExists');
  });

  it('invalid collection names are refused (InvalidNamespace 73)', async () => {
    const err = await errorOf(() => ctx.db.command({ create: 'bad$name' }));
    expect(err.code).toBe(73);
    const err2 = await errorOf(() => ctx.db.command({ create: '' }));
    expect(err2).toBeInstanceOf(MongoServerError);
  });

  it('drop removes the collection and its indexes', async () => {
    const coll = ctx.db.collection('to_drop');
    await coll.insertMany([{ a: 1 }, { a: 2 }]);
    await coll.createIndex({ a: 1 }, { unique: true });
    expect(await coll.drop()).toBe(true);
    expect(await ctx.db.listCollections({ name: 'to_drop' }).toArray()).toEqual([]);
    expect(await coll.countDocuments()).toBe(0);
    // Recreated from scratch: the unique index is gone.
    await coll.insertMany([{ a: 1 }, { a: 1 }]);
    expect(await coll.countDocuments()).toBe(2);
  });

  it('dropping a missing collection does not throw', async () => {
    await expect(ctx.db.collection('never_there').drop()).resolves.toBeTypeOf('boolean');
  });

  it('renameCollection moves documents and indexes; the old name is gone', async () => {
    const from = ctx.db.collection('ren_from');
    await from.insertMany([
      { _id: 1, e: 'a' },
      { _id: 2, e: 'b' },
    ] as Document[]);
    await from.createIndex({ e: 1 }, { unique: true });
    const to = await from.rename('ren_to');
    expect(to.collectionName).toBe('ren_to');
    expect(await ctx.db.listCollections({ name: 'ren_from' }).toArray()).toEqual([]);
    expect(await ctx.db.collection('ren_to').countDocuments()).toBe(2);
    expect((await ctx.db.collection('ren_to').listIndexes().toArray()).map((i) => i.name).sort()).toEqual([
      '_id_',
      'e_1',
    ]);
    const err = await errorOf(() => ctx.db.collection('ren_to').insertOne({ e: 'a' }));
    expect(err.code).toBe(11000);
  });

  it('renaming onto an existing collection needs dropTarget (NamespaceExists 48)', async () => {
    await ctx.db.collection('ren_a').insertOne({ from: 'a' });
    await ctx.db.collection('ren_b').insertOne({ from: 'b' });
    const err = await errorOf(() => ctx.db.renameCollection('ren_a', 'ren_b'));
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(48);
    await ctx.db.renameCollection('ren_a', 'ren_b', { dropTarget: true });
    expect(
      await ctx.db
        .collection('ren_b')
        .find({}, { projection: { _id: 0 } })
        .toArray(),
    ).toEqual([{ from: 'a' }]);
  });

  it('renaming a missing collection fails with NamespaceNotFound (26)', async () => {
    const err = await errorOf(() => ctx.db.renameCollection('ren_missing', 'ren_whatever'));
    expect(err.code).toBe(26);
  });

  it('dropDatabase removes every collection of that database only', async () => {
    const other = ctx.client.db(`${ctx.dbName}_x`);
    const keep = ctx.client.db(`${ctx.dbName}_k`);
    try {
      await other.collection('a').insertOne({ a: 1 });
      await other.collection('b').insertOne({ b: 1 });
      await keep.collection('k').insertOne({ k: 1 });
      expect((await other.listCollections().toArray()).length).toBe(2);
      expect(await other.dropDatabase()).toBe(true);
      expect(await other.listCollections().toArray()).toEqual([]);
      expect(await other.collection('a').countDocuments()).toBe(0);
      const dbs = (await ctx.db.admin().listDatabases({ nameOnly: true })).databases.map((d) => d.name);
      expect(dbs).not.toContain(`${ctx.dbName}_x`);
      expect(await keep.collection('k').countDocuments()).toBe(1);
    } finally {
      await other.dropDatabase().catch(() => undefined);
      await keep.dropDatabase().catch(() => undefined);
    }
  });

  it('collections in different databases are independent', async () => {
    const a = ctx.client.db(`${ctx.dbName}_a`).collection('same');
    const b = ctx.client.db(`${ctx.dbName}_b`).collection('same');
    try {
      await a.insertOne({ from: 'a' });
      await b.insertMany([{ from: 'b' }, { from: 'b' }]);
      expect(await a.countDocuments()).toBe(1);
      expect(await b.countDocuments()).toBe(2);
    } finally {
      await ctx.client.db(`${ctx.dbName}_a`).dropDatabase();
      await ctx.client.db(`${ctx.dbName}_b`).dropDatabase();
    }
  });

  it('raw insert / update / delete / count commands answer like mongod', async () => {
    const ins = await ctx.db.command({
      insert: 'rawcmd',
      documents: [{ _id: 1 }, { _id: 2 }, { _id: 1 }],
      ordered: false,
    });
    expect(ins.ok).toBe(1);
    expect(ins.n).toBe(2);
    expect((ins.writeErrors as Document[]).map((e) => [e.index, e.code])).toEqual([[2, 11000]]);
    const upd = await ctx.db.command({
      update: 'rawcmd',
      updates: [{ q: { _id: { $gte: 1 } }, u: { $set: { x: 1 } }, multi: true }],
    });
    expect(upd).toMatchObject({ ok: 1, n: 2, nModified: 2 });
    const ups = await ctx.db.command({
      update: 'rawcmd',
      updates: [{ q: { _id: 9 }, u: { $set: { x: 1 } }, upsert: true }],
    });
    expect(ups).toMatchObject({ ok: 1, n: 1, nModified: 0, upserted: [{ index: 0, _id: 9 }] });
    const del = await ctx.db.command({ delete: 'rawcmd', deletes: [{ q: { _id: 9 }, limit: 1 }] });
    expect(del).toMatchObject({ ok: 1, n: 1 });
    const count = await ctx.db.command({ count: 'rawcmd', query: { x: 1 } });
    expect(count).toMatchObject({ ok: 1, n: 2 });
  });
});
