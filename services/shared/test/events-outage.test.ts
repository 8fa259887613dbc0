import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'mongoose';
import { type Connection } from '../src/index.js';
import {
  createOutbox,
  newEvent,
  outboxPlugin,
  startConsumer,
  startOutboxRelay,
  withOutbox,
  type Consumer,
  type OutboxRelay,
} from '../src/events/index.js';
import { getFreePort, startTestRedis, type TestMongo, type TestRedis } from '../src/testing/index.js';
import {
  CallCounter,
  captureLog,
  eventually,
  FAST_JOBS,
  inspectQueue,
  openTestDb,
  uniquePrefix,
} from './support/events.js';

const UNAVAILABLE = 'Redis unavailable: events stay in the outbox and are published once it is back';

describe('a service writing events while Redis is down', () => {
  // This suite stops and restarts Redis, so it always runs a redis-server of its own.
  let db: { mongo: TestMongo; connection: Connection; stop(): Promise<void> };
  let redis: TestRedis | undefined;
  let port: number;
  let relay: OutboxRelay;
  let consumer: Consumer;
  const prefix = uniquePrefix();
  const relayLog = captureLog('producer');
  const consumerLog = captureLog('consumer');
  const handled = new CallCounter();
  const completed = new CallCounter();

  beforeAll(async () => {
    port = await getFreePort();
    [db, redis] = await Promise.all([openTestDb('events_outage'), startTestRedis({ port })]);
    relay = startOutboxRelay({
      connection: db.connection,
      redis: redis.url,
      collections: ['contacts'],
      log: relayLog.log,
      prefix,
      pollIntervalMs: 50,
      maxBackoffMs: 200,
      publishTimeoutMs: 1_000,
      jobOptions: FAST_JOBS,
    });
    consumer = startConsumer({
      queue: 'email',
      connection: db.connection,
      redis: redis.url,
      log: consumerLog.log,
      prefix,
      handlers: { 'contact.received': async (event) => handled.add(event.id) },
    });
    consumer.worker.on('completed', (job) => completed.add(String(job.id)));
    await consumer.worker.waitUntilReady();
  });

  afterAll(async () => {
    await consumer?.close();
    await relay?.stop();
    await Promise.allSettled([db?.stop(), redis?.stop()]);
  });

  it('accepts ten writes at once, keeps their events, and delivers each exactly once when Redis is back', async () => {
    await redis?.stop();
    redis = undefined;

    // The service's writes: five contact messages stored with their event (one write each),
    // five events alone in the outbox. None may wait for Redis.
    const Contacts = db.connection.model(
      'Contact',
      new Schema(
        { _id: String, name: String, email: String, message: String },
        { collection: 'contacts' },
      ).plugin(outboxPlugin),
    );
    const outbox = createOutbox(db.connection);
    const ids: string[] = [];
    const durations: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const message = {
        messageId: `m${index}`,
        name: 'Ion',
        email: 'ion@example.ro',
        message: `Mesajul numărul ${index}`,
      };
      const event = newEvent('contact.received', message);
      ids.push(event.id);
      const started = performance.now();
      if (index % 2 === 0) {
        await Contacts.create(
          withOutbox(
            { _id: message.messageId, name: message.name, email: message.email, message: message.message },
            event,
          ),
        );
      } else {
        await outbox.add(event);
      }
      relay.kick();
      durations.push(performance.now() - started);
    }
    // "At once": each write is a local MongoDB write, nowhere near a Redis timeout.
    expect(Math.max(...durations)).toBeLessThan(500);

    // The relay noticed, harvested the domain documents anyway, and keeps all ten pending.
    await relayLog.waitFor((line) => line.msg === UNAVAILABLE);
    const backlog = await eventually(
      () => relay.backlog(),
      (value) => value.pending === 10,
    );
    expect(backlog.oldestPendingAgeMs).toBeGreaterThanOrEqual(0);
    // It retries in the background (several rounds) but logs the outage once.
    await eventually(
      () => relayLog.lines.filter((line) => line.msg === 'publish failed; retrying').length,
      (retries) => retries >= 3,
    );
    expect(handled.count).toBe(0);

    redis = await startTestRedis({ port });

    await completed.reached(10, 20_000);
    expect(new Set(handled.byKey.keys())).toEqual(new Set(ids));
    expect([...handled.byKey.values()].every((calls) => calls === 1)).toBe(true);
    await eventually(
      () => relay.backlog(),
      (value) => value.pending === 0,
    );

    // Settled: nothing left that could be delivered a second time.
    const inspector = inspectQueue(redis.url, 'email', prefix);
    try {
      expect(
        await inspector.queue.getJobCounts('completed', 'waiting', 'active', 'delayed', 'failed'),
      ).toEqual({
        completed: 10,
        waiting: 0,
        active: 0,
        delayed: 0,
        failed: 0,
      });
    } finally {
      await inspector.close();
    }
    expect(handled.count).toBe(10);
    expect(relayLog.lines.filter((line) => line.msg === UNAVAILABLE)).toHaveLength(1);
    expect(relayLog.lines.some((line) => line.msg === 'redis available again: publishing resumed')).toBe(
      true,
    );
    // The consumer rode the outage out on its own, saying so once.
    const consumerWarnings = consumerLog.lines.filter(
      (line) => line.level === 'warn' || line.level === 'error',
    );
    expect(consumerWarnings.map((line) => line.msg)).toEqual([
      'consumer of email: Redis connection lost, retrying in the background',
    ]);
    const domainDocs = await db.connection
      .db!.collection('contacts')
      .find({ '_outbox.id': { $exists: true } })
      .toArray();
    expect(domainDocs).toEqual([]);
  });
});
