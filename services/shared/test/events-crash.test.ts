import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection } from '../src/index.js';
import {
  createOutbox,
  newEvent,
  startConsumer,
  startOutboxRelay,
  type Consumer,
  type OutboxRelay,
} from '../src/events/index.js';
import { startTestRedis, type TestMongo, type TestRedis } from '../src/testing/index.js';
import { recordSideEffect } from './fixtures/events-side-effect.js';
import {
  CallCounter,
  captureLog,
  FAST_JOBS,
  FAST_LOCKS,
  openTestDb,
  uniquePrefix,
} from './support/events.js';

const WORKER_SCRIPT = fileURLToPath(new URL('./fixtures/events-worker.ts', import.meta.url));

type ChildMessage = { ready: true } | { started: string; pid: number };

/** Starts the fixture worker process; resolves once its BullMQ worker is connected. */
async function startChildWorker(env: Record<string, string>): Promise<{
  child: ChildProcess;
  messages: ChildMessage[];
  next(match: (message: ChildMessage) => boolean): Promise<ChildMessage>;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
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

describe('a worker killed with SIGKILL in the middle of a job', () => {
  let db: { mongo: TestMongo; connection: Connection; stop(): Promise<void> };
  let redis: TestRedis;
  let relay: OutboxRelay | undefined;
  let survivor: Consumer | undefined;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    [db, redis] = await Promise.all([openTestDb('events_crash'), startTestRedis()]);
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await survivor?.close();
    await relay?.stop();
    await Promise.allSettled([db?.stop(), redis?.stop()]);
  });

  it('has its job taken over by another worker, and the side effect happens exactly once', async () => {
    const prefix = uniquePrefix();
    const worker = await startChildWorker({
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
