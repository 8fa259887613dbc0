import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection } from '../src/index.js';
import {
  createOutbox,
  newEvent,
  startConsumer,
  startOutboxRelay,
  withOutbox,
  type Consumer,
  type OutboxRelay,
} from '../src/events/index.js';
import { startTestRedis, type TestMongo, type TestRedis } from '../src/testing/index.js';
import { recordSideEffect } from './fixtures/events-side-effect.js';
import {
  CallCounter,
  captureLog,
  eventually,
  FAST_JOBS,
  FAST_LOCKS,
  inspectQueue,
  openTestDb,
  uniquePrefix,
} from './support/events.js';

const WORKER_SCRIPT = fileURLToPath(new URL('./fixtures/events-worker.ts', import.meta.url));
const RELAY_SCRIPT = fileURLToPath(new URL('./fixtures/events-relay.ts', import.meta.url));

type ChildMessage = { ready: true } | { started: string; pid: number };

/** Starts a fixture process (a worker, a relay); resolves once it says it is ready. */
async function startChild(
  script: string,
  env: Record<string, string>,
): Promise<{
  child: ChildProcess;
  messages: ChildMessage[];
  next(match: (message: ChildMessage) => boolean): Promise<ChildMessage>;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: ChildMessage[] = [];
  const next = (match: (message: ChildMessage) => boolean) =>
    new Promise<ChildMessage>((resolve, reject) => {
      const seen = messages.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(
        () => reject(new Error('the worker process did not answer within 20 s')),
        20_000,
      );
      const onMessage = (message: ChildMessage) => {
        if (!match(message)) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`the worker process exited (${code}) before answering`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  child.on('message', (message: ChildMessage) => messages.push(message));
  await next((message) => 'ready' in message);
  return { child, messages, next };
}

/** The suite's MongoDB and Redis; after it, `cleanup` (what its tests started), then both stop. */
function suiteServers(dbPrefix: string, cleanup: () => Promise<void>) {
  const servers = {} as {
    db: { mongo: TestMongo; connection: Connection; stop(): Promise<void> };
    redis: TestRedis;
  };
  beforeAll(async () => {
    [servers.db, servers.redis] = await Promise.all([openTestDb(dbPrefix), startTestRedis()]);
  });
  afterAll(async () => {
    await cleanup();
    await Promise.allSettled([servers.db?.stop(), servers.redis?.stop()]);
  });
  return servers;
}

function killIfAlive(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

describe('a worker killed with SIGKILL in the middle of a job', () => {
  let relay: OutboxRelay | undefined;
  let survivor: Consumer | undefined;
  let child: ChildProcess | undefined;
  const servers = suiteServers('events_crash', async () => {
    killIfAlive(child);
    await survivor?.close();
    await relay?.stop();
  });

  it('has its job taken over by another worker, and the side effect happens exactly once', async () => {
    const { db, redis } = servers;
    const prefix = uniquePrefix();
    const worker = await startChild(WORKER_SCRIPT, {
      REDIS_URL: redis.url,
      MONGODB_URI: db.mongo.uri,
      MONGODB_DB: db.mongo.dbName,
      EVENTS_PREFIX: prefix,
      LOCK_DURATION_MS: String(FAST_LOCKS.lockDurationMs),
      STALLED_INTERVAL_MS: String(FAST_LOCKS.stalledIntervalMs),
    });
    child = worker.child;

    relay = startOutboxRelay({
      connection: db.connection,
      redis: redis.url,
      log: captureLog().log,
      prefix,
      pollIntervalMs: 50,
      jobOptions: FAST_JOBS,
    });
    const event = newEvent('contact.received', {
      messageId: 'k1',
      name: 'Radu',
      email: 'radu@example.ro',
      message: 'Vreau o instalare.',
    });
    await createOutbox(db.connection).add(event);
    relay.kick();

    // The child holds the job, blocked inside its handler: kill it there.
    const started = await worker.next((message) => 'started' in message && message.started === event.id);
    expect(started).toMatchObject({ pid: child.pid });
    const exited = new Promise((resolve) => child!.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // Another worker: once the dead one's lock expires, its stalled check hands the job over.
    const completed = new CallCounter();
    survivor = startConsumer({
      queue: 'email',
      connection: db.connection,
      redis: redis.url,
      log: captureLog().log,
      prefix,
      ...FAST_LOCKS,
      handlers: { 'contact.received': (handled) => recordSideEffect(db.connection, handled.id, 'survivor') },
    });
    const stalled = new Promise((resolve) => survivor!.worker.once('stalled', resolve));
    survivor.worker.on('completed', (job) => completed.add(String(job.id)));

    expect(await stalled).toBe(event.id);
    await completed.reached(1, 20_000);
    expect(await db.connection.db!.collection('side_effects').findOne({ _id: event.id as never })).toEqual({
      _id: event.id,
      count: 1,
      by: ['survivor'],
    });
    expect(
      await db.connection.db!.collection('processed_events').countDocuments({ _id: event.id as never }),
    ).toBe(1);
  });
});

describe('a relay killed with SIGKILL in the middle of its batches', () => {
  let relay: OutboxRelay | undefined;
  let consumer: Consumer | undefined;
  let child: ChildProcess | undefined;
  const servers = suiteServers('events_relay_crash', async () => {
    killIfAlive(child);
    await consumer?.close();
    await relay?.stop();
  });

  it('leaves nothing undelivered, and no event is handled twice', async () => {
    const { db, redis } = servers;
    const prefix = uniquePrefix();
    const claimMs = 1_000;
    // Half the events ride in domain documents, half wait in the outbox.
    const events = Array.from({ length: 400 }, (_, index) =>
      newEvent('contact.received', {
        messageId: `r${index}`,
        name: 'Radu',
        email: 'radu@example.ro',
        message: `Mesajul ${index}`,
      }),
    );
    const inDocuments = events.filter((_, index) => index % 2 === 0);
    await db.connection
      .db!.collection('contacts')
      .insertMany(inDocuments.map((event) => withOutbox({ _id: event.payload.messageId as never }, event)));
    await createOutbox(db.connection).add(...events.filter((_, index) => index % 2 === 1));

    const handled = new CallCounter();
    consumer = startConsumer({
      queue: 'email',
      connection: db.connection,
      redis: redis.url,
      log: captureLog().log,
      prefix,
      concurrency: 8,
      handlers: { 'contact.received': async (event) => handled.add(event.id) },
    });
    const inspector = inspectQueue(redis.url, 'email', prefix);
    try {
      const started = await startChild(RELAY_SCRIPT, {
        REDIS_URL: redis.url,
        MONGODB_URI: db.mongo.uri,
        MONGODB_DB: db.mongo.dbName,
        EVENTS_PREFIX: prefix,
        BATCH_SIZE: '15',
        CLAIM_MS: String(claimMs),
      });
      child = started.child;
      // Rounds follow each other without a pause while there is a backlog: a kill once some
      // were published lands inside one (claimed, published, recorded or pulled in part).
      const published = await eventually(
        () => inspector.queue.getJobCountByTypes('completed', 'waiting', 'active', 'delayed'),
        (count) => count >= 60,
        { intervalMs: 5 },
      );
      const exited = new Promise((resolve) => child!.once('exit', (_code, signal) => resolve(signal)));
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      expect(published).toBeLessThan(events.length);

      // Another relay: the dead one's claims lapse after claimMs, and it publishes the rest.
      relay = startOutboxRelay({
        connection: db.connection,
        redis: redis.url,
        collections: ['contacts'],
        log: captureLog().log,
        prefix,
        pollIntervalMs: 50,
        claimMs,
      });
      await handled.reached(events.length, 30_000);
      await eventually(
        () => relay!.backlog(),
        (backlog) => backlog.pending === 0,
      );
      await eventually(
        () => db.connection.db!.collection('contacts').countDocuments({ '_outbox.id': { $gte: '' } }),
        (left) => left === 0,
      );
      // Settled: give a late duplicate the time to show.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(new Set(handled.byKey.keys())).toEqual(new Set(events.map((event) => event.id)));
      expect([...handled.byKey.values()].every((count) => count === 1)).toBe(true);
      expect(await inspector.queue.getJobCounts('completed', 'failed')).toEqual({
        completed: events.length,
        failed: 0,
      });
    } finally {
      await inspector.close();
    }
  });
});
