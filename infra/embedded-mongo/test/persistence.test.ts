// Durability of the embedded engine (skipped against a real MongoDB):
// restart on the same dbPath, the bin's ready line and clean signal handling, and
// kill -9 in the middle of a write loop: every acknowledged write must survive.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Binary, Decimal128, Double, Int32, Long, MongoClient } from 'mongodb';
import type { Document } from 'mongodb';
import { EMBEDDED_ONLY, errorOf, sleep, startEngine } from './harness.js';

const BIN = fileURLToPath(new URL('../bin/embedded-mongo.js', import.meta.url));
const PKG_DIR = fileURLToPath(new URL('..', import.meta.url));

const tempDirs: string[] = [];
function tempDir(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), `em-${tag}-`));
  tempDirs.push(dir);
  return dir;
}

const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

interface BinProcess {
  child: ChildProcess;
  uri: string;
  stdoutLines(): string[];
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns the bin and resolves once it printed its ready line. */
function startBin(dbPath: string, timeoutMs = 30_000): Promise<BinProcess> {
  const child = spawn(process.execPath, [BIN, '--port', '0', '--dbpath', dbPath], {
    cwd: PKG_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  let err = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `bin did not print its ready line within ${timeoutMs} ms; stdout=${JSON.stringify(out)} stderr=${JSON.stringify(err)}`,
        ),
      );
    }, timeoutMs);
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^listening on (mongodb:\/\/127\.0\.0\.1:(\d+))\r?\n/.exec(out);
      if (m && timer) {
        clearTimeout(timer);
        resolve({
          child,
          uri: m[1] as string,
          stdoutLines: () => out.split('\n').filter((l) => l.length > 0),
          stderr: () => err,
          exited,
        });
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `bin exited early (code ${code}, signal ${signal}); stdout=${JSON.stringify(out)} stderr=${JSON.stringify(err)}`,
        ),
      );
    });
  });
}

function quickClient(uri: string): MongoClient {
  return new MongoClient(uri, {
    serverSelectionTimeoutMS: 2_000,
    connectTimeoutMS: 2_000,
    socketTimeoutMS: 10_000,
    maxPoolSize: 4,
  });
}

/** A stack trace or an unhandled error on stderr means the server did not read its files cleanly. */
const STDERR_PROBLEM = /(Error:|\n\s+at .+:\d+:\d+|uncaught|unhandled|corrupt)/i;

describe.skipIf(EMBEDDED_ONLY)('restart on the same dbPath (in process)', () => {
  it('data, types, indexes, collections and metadata operations survive stop/start, twice', async () => {
    const dbPath = tempDir('restart');
    const big = 'z'.repeat(2 * 1024 * 1024);

    let server = await startEngine({ port: 0, dbPath });
    let client = await new MongoClient(server.uri).connect();
    let db = client.db('app');
    const users = db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.createIndex({ city: 1, age: -1 });
    await users.insertMany(
      Array.from({ length: 100 }, (_, i) => ({
        _id: i,
        email: `u${i}@x.io`,
        city: i % 2 ? 'Lyon' : 'Paris',
        age: i,
      })) as Document[],
    );
    await users.updateMany({ city: 'Lyon' }, { $set: { lyonnais: true }, $inc: { age: 1000 } });
    await users.deleteMany({ _id: { $gte: 90 } } as Document);
    await users.replaceOne({ _id: 0 } as Document, { email: 'zero@x.io', replaced: true });
    await users.insertOne({
      _id: 'types',
      email: 'types@x.io',
      dec: Decimal128.fromString('12.3400'),
      long: Long.fromString('9007199254740993'),
      int: new Int32(7),
      dbl: new Double(7),
      date: new Date('2020-05-06T07:08:09.010Z'),
      bin: new Binary(Buffer.from([9, 8, 7]), 0x80),
      big,
    } as Document);
    await db.createCollection('empty_explicit');
    await db.collection('to_rename').insertOne({ r: 1 });
    await db.renameCollection('to_rename', 'renamed');
    await db.collection('to_drop').insertOne({ d: 1 });
    await db.collection('to_drop').drop();
    await db.collection('idx_dropped').createIndex({ a: 1 });
    await db.collection('idx_dropped').dropIndex('a_1');
    await db.collection('ttl').createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    await client
      .db('other')
      .collection('things')
      .insertMany([{ n: 1 }, { n: 2 }]);
    await client.close();
    await server.stop();

    for (let round = 0; round < 2; round++) {
      server = await startEngine({ port: 0, dbPath });
      client = await new MongoClient(server.uri).connect();
      db = client.db('app');
      const u = db.collection('users');
      expect(await u.countDocuments()).toBe(91 + round);
      expect(await u.countDocuments({ lyonnais: true })).toBe(45);
      expect((await u.findOne({ _id: 1 } as Document))?.age).toBe(1001);
      expect(await u.findOne({ _id: 0 } as Document)).toEqual({ _id: 0, email: 'zero@x.io', replaced: true });
      expect(await u.countDocuments({ _id: { $gte: 90, $lt: 100 } } as Document)).toBe(0);

      // Soft assertions: a type-preservation bug (covered in types.test.ts) must not hide
      // the durability checks that follow.
      const t = await u.findOne({ _id: 'types' } as Document, { promoteValues: false, promoteLongs: false });
      expect.soft(String(t?.dec)).toBe('12.3400');
      expect.soft(t?.long).toBeInstanceOf(Long);
      expect.soft(String(t?.long)).toBe('9007199254740993');
      // Numeric width is not kept (README, "What it does not do"): values are.
      expect.soft(Number(t?.int)).toBe(7);
      expect.soft(Number(t?.dbl)).toBe(7);
      expect.soft((t?.date as Date).toISOString()).toBe('2020-05-06T07:08:09.010Z');
      expect.soft((t?.bin as Binary).sub_type).toBe(0x80);
      expect.soft(String(t?.big).length).toBe(big.length);

      const idx = (await u.listIndexes().toArray()).map((i) => i.name).sort();
      expect(idx).toEqual(['_id_', 'city_1_age_-1', 'email_1']);
      const dup = await errorOf(() => u.insertOne({ email: 'u5@x.io' }));
      expect(dup.code).toBe(11000);

      const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
      expect(names).toEqual(['empty_explicit', 'idx_dropped', 'renamed', 'ttl', 'users']);
      expect(await db.collection('renamed').countDocuments()).toBe(1);
      expect((await db.collection('idx_dropped').listIndexes().toArray()).map((i) => i.name)).toEqual([
        '_id_',
      ]);
      const ttl = (await db.collection('ttl').listIndexes().toArray()).find((i) => i.name === 'at_1');
      expect(ttl?.expireAfterSeconds).toBe(3600);
      expect(await client.db('other').collection('things').countDocuments()).toBe(2);
      const dbs = (await client.db('admin').admin().listDatabases({ nameOnly: true })).databases.map(
        (d) => d.name,
      );
      expect(dbs).toEqual(expect.arrayContaining(['app', 'other']));

      // A write after the restart, so that the next round replays a journal written by two runs.
      await u.insertOne({ _id: `after-restart-${round}`, email: `r${round}@x.io` } as Document);
      await client.close();
      await server.stop();
    }
  }, 120_000);

  it('a dropped database stays dropped', async () => {
    const dbPath = tempDir('dropdb');
    let server = await startEngine({ port: 0, dbPath });
    let client = await new MongoClient(server.uri).connect();
    await client.db('gone').collection('c').insertOne({ a: 1 });
    await client.db('kept').collection('c').insertOne({ a: 1 });
    await client.db('gone').dropDatabase();
    await client.close();
    await server.stop();
    server = await startEngine({ port: 0, dbPath });
    client = await new MongoClient(server.uri).connect();
    const dbs = (await client.db('admin').admin().listDatabases({ nameOnly: true })).databases.map(
      (d) => d.name,
    );
    expect(dbs).toContain('kept');
    expect(dbs).not.toContain('gone');
    expect(await client.db('gone').collection('c').countDocuments()).toBe(0);
    await client.close();
    await server.stop();
  });

  it('without dbPath nothing is kept between two servers', async () => {
    let server = await startEngine({ port: 0 });
    let client = await new MongoClient(server.uri).connect();
    await client.db('mem').collection('c').insertOne({ a: 1 });
    await client.close();
    await server.stop();
    server = await startEngine({ port: 0 });
    client = await new MongoClient(server.uri).connect();
    expect(await client.db('mem').collection('c').countDocuments()).toBe(0);
    await client.close();
    await server.stop();
  });
});

describe.skipIf(EMBEDDED_ONLY)('the bin', () => {
  it('prints exactly one ready line, serves, and stops cleanly on SIGTERM and SIGINT', async () => {
    const dbPath = tempDir('bin');
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const bin = await startBin(dbPath);
      expect(bin.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
      expect(Number(new URL(bin.uri).port)).toBeGreaterThan(0);
      const client = quickClient(bin.uri);
      await client.db('app').collection('sig').insertOne({ signal });
      expect(await client.db('app').command({ ping: 1 })).toMatchObject({ ok: 1 });
      await client.close();
      bin.child.kill(signal);
      const exit = await Promise.race([bin.exited, sleep(10_000).then(() => 'timeout' as const)]);
      expect(exit).not.toBe('timeout');
      expect(exit).toEqual({ code: 0, signal: null });
      expect(bin.stdoutLines()).toEqual([`listening on ${bin.uri}`]);
      expect(bin.stderr()).not.toMatch(STDERR_PROBLEM);
    }
    const bin = await startBin(dbPath);
    const client = quickClient(bin.uri);
    const signals = (await client.db('app').collection('sig').find({}).toArray()).map((d) => d.signal);
    expect(signals.sort()).toEqual(['SIGINT', 'SIGTERM']);
    await client.close();
    bin.child.kill('SIGTERM');
    await bin.exited;
  }, 120_000);

  it('kill -9 in the middle of write loops loses no acknowledged write (3 rounds)', async () => {
    const dbPath = tempDir('kill9');
    const acked: string[] = [];
    let ackedIncs = 0;
    let attemptedIncs = 0;

    {
      const bin = await startBin(dbPath);
      const client = quickClient(bin.uri);
      await client.db('dur').collection('events').createIndex({ seq: 1 }, { unique: true });
      await client.close();
      bin.child.kill('SIGTERM');
      await bin.exited;
    }

    let seq = 0;
    for (let round = 0; round < 3; round++) {
      const bin = await startBin(dbPath);
      const client = quickClient(bin.uri);
      const events = client.db('dur').collection('events');
      const counters = client.db('dur').collection('counters');
      await events.findOne({}); // connect before the clock starts
      let stop = false;

      const insertLoop = (async () => {
        while (!stop) {
          const id = `r${round}-${seq}`;
          const mySeq = seq++;
          try {
            await events.insertOne({ _id: id, seq: mySeq, round, pad: 'x'.repeat(200) } as Document);
            acked.push(id);
          } catch {
            return;
          }
        }
      })();
      const incLoop = (async () => {
        while (!stop) {
          attemptedIncs++;
          try {
            await counters.updateOne({ _id: 'c' } as Document, { $inc: { n: 1 } }, { upsert: true });
            ackedIncs++;
          } catch {
            return;
          }
        }
      })();
      const batchLoop = (async () => {
        let b = 0;
        while (!stop) {
          const docs = Array.from({ length: 20 }, (_, k) => ({
            _id: `r${round}-b${b}-${k}`,
            seq: seq++,
            round,
          }));
          b++;
          try {
            await events.insertMany(docs as Document[]);
            acked.push(...docs.map((d) => d._id));
          } catch {
            return;
          }
        }
      })();

      await sleep(300 + Math.floor(Math.random() * 1200));
      bin.child.kill('SIGKILL');
      const exit = await bin.exited;
      expect(exit.signal).toBe('SIGKILL');
      stop = true;
      await Promise.all([insertLoop, incLoop, batchLoop]);
      await client.close(true).catch(() => undefined);
      expect(acked.length).toBeGreaterThan(0);

      // Restart on the same files and check every acknowledged write.
      const again = await startBin(dbPath);
      const check = quickClient(again.uri);
      const ev = check.db('dur').collection('events');
      const present = new Set(
        (await ev.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as unknown as string),
      );
      const lost = acked.filter((id) => !present.has(id));
      expect(lost.slice(0, 10)).toEqual([]);
      expect(lost).toHaveLength(0);
      const n =
        ((
          await check
            .db('dur')
            .collection('counters')
            .findOne({ _id: 'c' } as Document)
        )?.n as number | undefined) ?? 0;
      expect(n).toBeGreaterThanOrEqual(ackedIncs);
      expect(n).toBeLessThanOrEqual(attemptedIncs);
      // The unique index is still there and enforced after crash recovery.
      const names = (await ev.listIndexes().toArray()).map((i) => i.name).sort();
      expect(names).toEqual(['_id_', 'seq_1']);
      const firstSeqDoc = await ev.findOne({ seq: { $exists: true } });
      if (firstSeqDoc) expect((await errorOf(() => ev.insertOne({ seq: firstSeqDoc.seq }))).code).toBe(11000);
      // The server is healthy and keeps accepting writes on the recovered files.
      await ev.insertOne({ _id: `after-${round}`, seq: seq++, round } as Document);
      expect(await check.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
      await check.close();
      expect(again.stderr()).not.toMatch(STDERR_PROBLEM);
      again.child.kill('SIGTERM');
      expect(await again.exited).toEqual({ code: 0, signal: null });
      acked.push(`after-${round}`);
    }
  }, 180_000);
});
