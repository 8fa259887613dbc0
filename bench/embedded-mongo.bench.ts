// Benchmark of @smarthome/embedded-mongo through the official driver, on loopback.
// Every loop is bounded both in iterations and in wall time. Prints one table.
//   pnpm --filter @smarthome/bench run bench
//   BENCH_DOCS=20000 ...            smaller dataset
//   MONGODB_URI=mongodb://... ...   same measurements against another server
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmbeddedMongo } from '@smarthome/embedded-mongo';
import { MongoClient } from 'mongodb';
import type { Collection } from 'mongodb';

const DOCS = Math.max(1_000, Number(process.env.BENCH_DOCS ?? 100_000));
const BATCH = 1_000;
const SINGLE_INSERT_MAX = 20_000;
const SINGLE_INSERT_MS = 4_000;
const POINT_READS_MAX = 10_000;
const POINT_READS_MS = 5_000;
const LOOKUPS_MAX = 200;
const LOOKUPS_INDEXED_MAX = 2_000;
const UNINDEXED_MS = 20_000;
const PROMISED_SPEEDUP = 20;

interface Row {
  metric: string;
  value: string;
  detail: string;
}
const rows: Row[] = [];

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** Runs `op(i)` sequentially until `max` iterations or `budgetMs` elapse; returns count and ms. */
async function timed(
  max: number,
  budgetMs: number,
  op: (i: number) => Promise<unknown>,
): Promise<{ n: number; ms: number }> {
  const start = performance.now();
  let n = 0;
  while (n < max && performance.now() - start < budgetMs) {
    await op(n);
    n++;
  }
  return { n, ms: performance.now() - start };
}

interface Person {
  _id: number;
  email: string;
  emailCopy: string;
  name: string;
  age: number;
  city: string;
}

function person(i: number): Person {
  const email = `user${i}@example.com`;
  return {
    _id: i,
    email,
    emailCopy: email,
    name: `User ${i}`,
    age: 18 + (i % 60),
    city: ['Lyon', 'Paris', 'Nice', 'Lille'][i % 4] as string,
  };
}

function rand(n: number): number {
  return Math.floor(Math.random() * n);
}

async function insertBenchmarks(client: MongoClient, label: string): Promise<void> {
  const db = client.db('bench_inserts');
  await db.dropDatabase();
  const single = db.collection('single');
  const s = await timed(SINGLE_INSERT_MAX, SINGLE_INSERT_MS, (i) =>
    single.insertOne({ i, payload: 'x'.repeat(100) }),
  );
  rows.push({
    metric: `insertOne loop (${label})`,
    value: `${fmt((s.n / s.ms) * 1000)} docs/s`,
    detail: `${fmt(s.n)} inserts in ${fmt(s.ms)} ms`,
  });

  const batched = db.collection('batched');
  const batches = Math.min(20, Math.ceil(DOCS / BATCH));
  const b = await timed(batches, SINGLE_INSERT_MS * 2, (k) =>
    batched.insertMany(Array.from({ length: BATCH }, (_, j) => ({ k, j, payload: 'x'.repeat(100) }))),
  );
  rows.push({
    metric: `insertMany x${BATCH} (${label})`,
    value: `${fmt(((b.n * BATCH) / b.ms) * 1000)} docs/s`,
    detail: `${fmt(b.n)} batches in ${fmt(b.ms)} ms`,
  });
  await db.dropDatabase();
}

async function readBenchmarks(client: MongoClient): Promise<void> {
  const db = client.db('bench_reads');
  await db.dropDatabase();
  const people: Collection<Person> = db.collection<Person>('people');
  await people.createIndex({ email: 1 }, { unique: true });

  // Load the dataset with batched inserts (this is also the batched insert at scale).
  const load = await timed(Math.ceil(DOCS / BATCH), 600_000, (k) =>
    people.insertMany(
      Array.from({ length: Math.min(BATCH, DOCS - k * BATCH) }, (_, j) => person(k * BATCH + j)),
    ),
  );
  const count = await people.countDocuments();
  if (count !== DOCS) throw new Error(`dataset load: expected ${DOCS} documents, found ${count}`);
  rows.push({
    metric: `insertMany x${BATCH} into ${fmt(DOCS)} docs + unique index`,
    value: `${fmt((DOCS / load.ms) * 1000)} docs/s`,
    detail: `${fmt(load.n)} batches in ${fmt(load.ms)} ms`,
  });

  // Warm up both paths.
  for (let i = 0; i < 200; i++) {
    await people.findOne({ _id: rand(DOCS) });
    await people.findOne({ email: `user${rand(DOCS)}@example.com` });
  }

  const byId = await timed(POINT_READS_MAX, POINT_READS_MS, async () => {
    const id = rand(DOCS);
    const doc = await people.findOne({ _id: id });
    if (doc?._id !== id) throw new Error(`findOne by _id ${id} returned ${JSON.stringify(doc)}`);
  });
  rows.push({
    metric: `findOne by _id @ ${fmt(DOCS)}`,
    value: `${fmt((byId.n / byId.ms) * 1000)} reads/s`,
    detail: `${fmt(byId.n)} reads, ${fmt(byId.ms / byId.n, 3)} ms each`,
  });

  const byEmail = await timed(POINT_READS_MAX, POINT_READS_MS, async () => {
    const i = rand(DOCS);
    const doc = await people.findOne({ email: `user${i}@example.com` });
    if (doc?._id !== i) throw new Error(`findOne by email ${i} returned ${JSON.stringify(doc)}`);
  });
  rows.push({
    metric: `findOne by unique email @ ${fmt(DOCS)}`,
    value: `${fmt((byEmail.n / byEmail.ms) * 1000)} reads/s`,
    detail: `${fmt(byEmail.n)} reads, ${fmt(byEmail.ms / byEmail.n, 3)} ms each`,
  });

  // Indexed vs unindexed lookup of the same values in the same collection (same
  // documents, same query shape; only the field differs). The indexed side is cheap,
  // so it gets a larger sample, taken first (before the scans churn the heap).
  const targets = Array.from({ length: LOOKUPS_INDEXED_MAX }, () => rand(DOCS));
  const indexed = await timed(LOOKUPS_INDEXED_MAX, POINT_READS_MS, async (k) => {
    const i = targets[k] as number;
    const doc = await people.findOne({ email: `user${i}@example.com` });
    if (doc?._id !== i) throw new Error(`indexed lookup ${i} returned ${JSON.stringify(doc)}`);
  });
  const unindexed = await timed(LOOKUPS_MAX, UNINDEXED_MS, async (k) => {
    const i = targets[k] as number;
    const doc = await people.findOne({ emailCopy: `user${i}@example.com` });
    if (doc?._id !== i) throw new Error(`unindexed lookup ${i} returned ${JSON.stringify(doc)}`);
  });
  const perIndexed = indexed.ms / indexed.n;
  const perUnindexed = unindexed.ms / unindexed.n;
  const speedup = perUnindexed / perIndexed;
  rows.push({
    metric: 'lookup on indexed field (email)',
    value: `${fmt(perIndexed, 3)} ms`,
    detail: `${fmt(indexed.n)} lookups`,
  });
  rows.push({
    metric: 'lookup on unindexed field (emailCopy)',
    value: `${fmt(perUnindexed, 3)} ms`,
    detail: `${fmt(unindexed.n)} lookups (collection scans)`,
  });
  rows.push({
    metric: 'indexed speedup (unindexed / indexed)',
    value: `${fmt(speedup, 1)}x`,
    detail:
      speedup >= PROMISED_SPEEDUP
        ? `meets the promised >${PROMISED_SPEEDUP}x`
        : `BELOW the promised ${PROMISED_SPEEDUP}x`,
  });
  await db.dropDatabase();
}

function printTable(title: string): void {
  const w0 = Math.max(...rows.map((r) => r.metric.length), 6);
  const w1 = Math.max(...rows.map((r) => r.value.length), 5);
  console.log(title);
  console.log(`${'metric'.padEnd(w0)}  ${'value'.padStart(w1)}  detail`);
  console.log(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ${'-'.repeat(30)}`);
  for (const r of rows) console.log(`${r.metric.padEnd(w0)}  ${r.value.padStart(w1)}  ${r.detail}`);
}

async function main(): Promise<void> {
  const external = process.env.MONGODB_URI;
  const startedAt = performance.now();
  if (external) {
    const client = await new MongoClient(external).connect();
    try {
      await insertBenchmarks(client, 'external');
      await readBenchmarks(client);
    } finally {
      await client.close();
    }
  } else {
    const memory = await startEmbeddedMongo({ port: 0 });
    const client = await new MongoClient(memory.uri).connect();
    try {
      await insertBenchmarks(client, 'memory');
      await readBenchmarks(client);
    } finally {
      await client.close();
      await memory.stop();
    }
    // Durable mode: append-only journal with fsync per acknowledged write.
    const dbPath = mkdtempSync(join(tmpdir(), 'bench-embedded-mongo-'));
    const durable = await startEmbeddedMongo({ port: 0, dbPath });
    const dClient = await new MongoClient(durable.uri).connect();
    try {
      await insertBenchmarks(dClient, 'durable');
    } finally {
      await dClient.close();
      await durable.stop();
      rmSync(dbPath, { recursive: true, force: true });
    }
  }
  const target = external ? 'external server' : '@smarthome/embedded-mongo';
  printTable(
    `${target} benchmark: ${fmt(DOCS)} docs, node ${process.version}, loopback, ${fmt((performance.now() - startedAt) / 1000, 1)} s total`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
