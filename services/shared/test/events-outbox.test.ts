import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { Schema, type Model } from 'mongoose';
import { z } from 'zod';
import {
  createMetricsRegistry,
  createServiceApp,
  loadConfig,
  serviceEnv,
  type Connection,
} from '../src/index.js';
import {
  createOutbox,
  newEvent,
  outboxPlugin,
  pushOutbox,
  startConsumer,
  startOutboxRelay,
  withOutbox,
  type EventEnvelope,
  type OutboxEntry,
  type OutboxRelayOptions,
} from '../src/events/index.js';
import { startTestRedis, testServiceEnv, type TestMongo, type TestRedis } from '../src/testing/index.js';
import {
  CallCounter,
  captureLog,
  eventually,
  FAST_JOBS,
  inspectQueue,
  openTestDb,
  uniquePrefix,
} from './support/events.js';

interface IssueDoc {
  _id: string;
  title: string;
  status: 'open' | 'wip' | 'resolved';
}

function issueCreated(issueId: string, title = 'Thermostat offline'): EventEnvelope<'issue.created'> {
  return newEvent('issue.created', {
    issueId,
    title,
    description: 'The living-room thermostat shows unavailable since this morning.',
    installationId: 'inst-1',
    installationName: 'Casa Popescu',
    customerEmail: 'ana@example.ro',
    createdByEmail: 'ana@example.ro',
  });
}

describe('the outbox, relayed to BullMQ', () => {
  let db: { mongo: TestMongo; connection: Connection; stop(): Promise<void> };
  let redis: TestRedis;
  let Issues: Model<IssueDoc>;
  const running: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = [];

  beforeAll(async () => {
    [db, redis] = await Promise.all([openTestDb('events_outbox'), startTestRedis()]);
    const schema = new Schema<IssueDoc>(
      { _id: String, title: String, status: { type: String, default: 'open' } },
      { collection: 'issues' },
    );
    schema.plugin(outboxPlugin);
    Issues = db.connection.model<IssueDoc>('Issue', schema);
  });

  afterEach(async () => {
    for (const thing of running.splice(0).reverse()) await (thing.stop ? thing.stop() : thing.close?.());
    await db.connection.db?.collection('outbox').deleteMany({});
    await db.connection.db?.collection('processed_events').deleteMany({});
    await Issues.deleteMany({});
  });

  afterAll(async () => {
    await Promise.allSettled([db?.stop(), redis?.stop()]);
  });

  /** A relay and a consumer of the email queue on a prefix of their own; the handler counts per event id. */
  function startBus(relayOptions: Partial<OutboxRelayOptions> = {}) {
    const prefix = uniquePrefix();
    const logs = captureLog();
    const { log } = logs;
    const handled = new CallCounter();
    const relay = startOutboxRelay({
      connection: db.connection,
      redis: redis.url,
      collections: ['issues'],
      log,
      prefix,
      pollIntervalMs: 50,
      jobOptions: FAST_JOBS,
      ...relayOptions,
    });
    const consumer = startConsumer({
      queue: 'email',
      connection: db.connection,
      redis: redis.url,
      log,
      prefix,
      ...(relayOptions.metrics ? { metrics: relayOptions.metrics } : {}),
      handlers: {
        'issue.created': async (event) => handled.add(event.id),
        'issue.status_changed': async (event) => handled.add(event.id),
      },
    });
    // Handler calls are the side effects; completions say BullMQ and the ledger are done too.
    const completed = new CallCounter();
    consumer.worker.on('completed', (job) => completed.add(String(job.id)));
    const inspector = inspectQueue(redis.url, 'email', prefix);
    running.push(relay, consumer, inspector);
    return { prefix, relay, consumer, handled, completed, logs, queue: inspector.queue };
  }

  const outbox = () => db.connection.db!.collection<OutboxEntry>('outbox');
  const rawIssue = (id: string) =>
    db.connection.db!.collection<{ _id: string; _outbox?: unknown[] }>('issues').findOne({ _id: id });

  describe('way (a): the event rides in the domain document', () => {
    it('an issue inserted withOutbox carries its event until the relay harvests it onto the queue', async () => {
      const event = issueCreated('issue-1');
      await Issues.create(withOutbox({ _id: 'issue-1', title: 'Thermostat offline' }, event));

      // One write: the document and its event are there together, before any relay runs.
      expect((await rawIssue('issue-1'))?._outbox).toEqual([
        {
          id: event.id,
          type: 'issue.created',
          queue: 'email',
          occurredAt: event.occurredAt,
          payload: event.payload,
        },
      ]);
      // Reads of the domain document do not carry it.
      expect(await Issues.findById('issue-1').lean()).not.toHaveProperty('_outbox');

      const { handled, completed, queue, logs } = startBus();
      await completed.reached(1);
      expect([...handled.byKey]).toEqual([[event.id, 1]]);
      // A normal run logs no warning (no outage reported while Redis is first connecting).
      expect(logs.lines.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);

      const job = await queue.getJob(event.id);
      expect(job?.name).toBe('issue.created');
      expect(job?.data).toEqual({
        id: event.id,
        type: 'issue.created',
        occurredAt: event.occurredAt,
        payload: event.payload,
      });
      expect(job?.opts.attempts).toBe(FAST_JOBS.attempts);
      expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 50, jitter: 0 });

      // Taken from the document once published, and kept nowhere else in the producer's database.
      await eventually(
        () => rawIssue('issue-1'),
        (issue) => issue?._outbox?.length === 0,
      );
      expect(await outbox().countDocuments({})).toBe(0);
    });

    it('pushOutbox makes a status change and its event one update', async () => {
      await Issues.create({ _id: 'issue-2', title: 'Blinds' });
      const event = newEvent('issue.status_changed', {
        issueId: 'issue-2',
        title: 'Blinds',
        customerEmail: 'ana@example.ro',
        customerFirstName: 'Ana',
        oldStatus: 'open',
        newStatus: 'wip',
      });
      await Issues.updateOne({ _id: 'issue-2' }, { $set: { status: 'wip' }, ...pushOutbox(event) });
      const stored = await rawIssue('issue-2');
      expect(stored).toMatchObject({
        status: 'wip',
        _outbox: [{ id: event.id, type: 'issue.status_changed' }],
      });

      const { handled, completed } = startBus();
      await completed.reached(1);
      expect(handled.byKey.get(event.id)).toBe(1);
      await eventually(
        () => rawIssue('issue-2'),
        (issue) => issue?._outbox?.length === 0,
      );
    });
  });

  describe('way (b): createOutbox(connection).add', () => {
    it('stores an event once even when added twice, and it is handled once', async () => {
      const event = issueCreated('issue-3');
      const store = createOutbox(db.connection);
      await store.add(event);
      await store.add(event);
      expect(await outbox().countDocuments({ _id: event.id })).toBe(1);

      const { handled, completed, queue } = startBus();
      await completed.reached(1);
      // Deleted once published: its payload stays only where it is handled.
      await eventually(
        () => outbox().countDocuments({ _id: event.id }),
        (count) => count === 0,
      );
      expect(handled.byKey.get(event.id)).toBe(1);
      expect(await queue.getJobCounts('completed', 'waiting', 'delayed')).toEqual({
        completed: 1,
        waiting: 0,
        delayed: 0,
      });
    });

    it('is published on the kick that follows it, not at the next poll, though most rounds skip the collection', async () => {
      const { relay, completed, handled } = startBus({ pollIntervalMs: 60_000 });
      // Rounds that find events in documents only: the outbox collection is read on the first.
      for (const index of [1, 2]) {
        const event = issueCreated(`kicked-${index}`);
        await Issues.create(withOutbox({ _id: `kicked-${index}`, title: 'Blinds' }, event));
        relay.kick();
        await completed.reached(index);
      }

      const added = issueCreated('kicked-3');
      await createOutbox(db.connection).add(added);
      relay.kick();
      await completed.reached(3);
      expect(handled.byKey.get(added.id)).toBe(1);
    });

    it('withdraws an event while it is pending, not once the relay has taken it', async () => {
      const store = createOutbox(db.connection);
      const withdrawn = issueCreated('issue-4');
      await store.add(withdrawn);
      expect(await store.withdraw(withdrawn.id)).toBe(true);
      expect(await outbox().countDocuments({ _id: withdrawn.id })).toBe(0);

      const sent = issueCreated('issue-5');
      await store.add(sent);
      const { completed } = startBus();
      await completed.reached(1);
      await eventually(
        () => outbox().countDocuments({ _id: sent.id }),
        (count) => count === 0,
      );
      expect(await store.withdraw(sent.id)).toBe(false);
    });
  });

  describe('duplicates are absorbed', () => {
    it('two relays over one outbox (two replicas) add each event to the queue once', async () => {
      const stored = Array.from({ length: 30 }, (_, index) => issueCreated(`dup-${index}`));
      const carried = Array.from({ length: 30 }, (_, index) => issueCreated(`doc-${index}`));
      await createOutbox(db.connection).add(...stored);
      const { handled, completed, queue, prefix, relay } = startBus({ batchSize: 7 });
      const second = startOutboxRelay({
        connection: db.connection,
        redis: redis.url,
        collections: ['issues'],
        log: captureLog().log,
        prefix,
        pollIntervalMs: 50,
        batchSize: 7,
      });
      running.push(second);
      second.kick();
      await Promise.all(
        carried.map((event, index) =>
          Issues.create(withOutbox({ _id: `doc-${index}`, title: event.payload.title }, event)),
        ),
      );
      relay.kick();
      second.kick();

      await completed.reached(60);
      await eventually(
        () => outbox().countDocuments({ pending: true }),
        (pending) => pending === 0,
      );
      // What BullMQ saw: one `added` per event, and no add of an id it already held (`duplicated`).
      const client = new Redis(redis.url);
      const stream = await client
        .xrange(`${prefix}:email:events`, '-', '+')
        .finally(() => client.disconnect());
      const added = new Map<string, number>();
      let duplicated = 0;
      for (const [, fields] of stream) {
        const entry = Object.fromEntries(
          fields.flatMap((value, index) => (index % 2 === 0 ? [[value, fields[index + 1]]] : [])),
        ) as Record<string, string>;
        if (entry.event === 'added') added.set(entry.jobId!, (added.get(entry.jobId!) ?? 0) + 1);
        if (entry.event === 'duplicated') duplicated += 1;
      }
      expect(duplicated).toBe(0);
      expect(added.size).toBe(60);
      expect([...added.values()].every((count) => count === 1)).toBe(true);
      expect([...handled.byKey.values()].every((count) => count === 1)).toBe(true);
      expect(await queue.getJobCounts('completed', 'waiting', 'active', 'delayed')).toEqual({
        completed: 60,
        waiting: 0,
        active: 0,
        delayed: 0,
      });
    });

    it('an entry published again (a crash before the relay deleted it) is the same job: BullMQ ignores its id', async () => {
      const event = issueCreated('issue-4');
      const store = createOutbox(db.connection);
      await store.add(event);
      const { handled, completed, relay, queue } = startBus();
      await completed.reached(1);
      await eventually(
        () => outbox().countDocuments({ _id: event.id }),
        (count) => count === 0,
      );

      // The entry as it was before the delete that the crash prevented.
      await store.add(event);
      relay.kick();
      await eventually(
        () => outbox().countDocuments({ _id: event.id }),
        (count) => count === 0,
      );
      expect(await queue.getJobCounts('completed', 'waiting', 'delayed', 'active')).toEqual({
        completed: 1,
        waiting: 0,
        delayed: 0,
        active: 0,
      });
      expect(handled.byKey.get(event.id)).toBe(1);
    });

    it('the same event id delivered again after its job is gone runs no handler: the ledger skips it', async () => {
      const event = issueCreated('issue-5');
      await createOutbox(db.connection).add(event);
      const { handled, completed, queue } = startBus();
      await completed.reached(1);
      const job = await queue.getJob(event.id);
      const data = job?.data as unknown;
      await job?.remove();

      // A manual second add, as a relay would after the completed job expired from Redis.
      await queue.add('issue.created', data, { jobId: event.id });
      await completed.reached(2);
      expect(handled.byKey.get(event.id)).toBe(1);
      expect(
        await db.connection.db!.collection('processed_events').countDocuments({ _id: event.id as never }),
      ).toBe(1);
    });
  });

  describe('relay housekeeping', () => {
    it('deletes the published entries earlier versions kept as sent, and their TTL index', async () => {
      const event = issueCreated('legacy-pending');
      const old = issueCreated('legacy-sent');
      await createOutbox(db.connection).add(event, old);
      await outbox().updateOne({ _id: old.id }, { $set: { pending: false, sentAt: new Date() } });
      await outbox().createIndex({ sentAt: 1 }, { name: 'sent_ttl', expireAfterSeconds: 7 * 24 * 3600 });

      const { completed, handled } = startBus();
      await completed.reached(1);
      // The pending one is published; the one published before is neither kept nor published again.
      expect([...handled.byKey.keys()]).toEqual([event.id]);
      await eventually(
        () => outbox().countDocuments({}),
        (count) => count === 0,
      );
      expect((await outbox().indexes()).map((index) => index.name)).not.toContain('sent_ttl');
    });

    it('an event of a type the relay has no domain collection for still reaches its queue (routing comes with the entry)', async () => {
      const event = newEvent('assistant.usage_recorded', {
        userId: 'u1',
        promptTokens: 120,
        completionTokens: 80,
        model: 'offline',
        at: new Date().toISOString(),
      });
      await createOutbox(db.connection).add(event);
      const { prefix } = startBus();
      const usage = inspectQueue(redis.url, 'usage', prefix);
      running.push(usage);
      const job = await eventually(
        () => usage.queue.getJob(event.id),
        (found) => found !== undefined,
      );
      expect(job?.name).toBe('assistant.usage_recorded');
    });
  });

  describe('GET /metrics of a service app given the registry', () => {
    it('shows published and processed counts, queue depth and the outbox backlog', async () => {
      const registry = createMetricsRegistry({ defaultMetrics: false });
      const config = loadConfig(
        z.object(serviceEnv({ port: 0, dbName: 'x' })),
        testServiceEnv({ mongo: db.mongo, redis }),
      );
      const { app } = await createServiceApp({ name: 'metrics-test', config, metrics: registry });
      running.push({ close: () => app.close() });
      const { completed, relay } = startBus({ metrics: registry });
      await createOutbox(db.connection).add(issueCreated('m-1'), issueCreated('m-2'));
      relay.kick();
      await completed.reached(2);
      await eventually(
        () => relay.backlog(),
        (backlog) => backlog.pending === 0,
      );

      const response = await app.inject({ url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(text).toContain('events_published_total{queue="email",type="issue.created"} 2');
      expect(text).toContain('events_processed_total{queue="email",type="issue.created"} 2');
      expect(text).toContain('events_outbox_backlog 0');
      expect(text).toContain('events_outbox_oldest_pending_age_seconds 0');
      expect(text).toMatch(/events_queue_jobs\{queue="email",state="failed"\} 0/);
      expect(text).toMatch(/events_queue_jobs\{queue="email",state="waiting"\} 0/);
    });

    it('is absent without a registry', async () => {
      const config = loadConfig(
        z.object(serviceEnv({ port: 0, dbName: 'x' })),
        testServiceEnv({ mongo: db.mongo, redis }),
      );
      const { app } = await createServiceApp({ name: 'no-metrics', config });
      running.push({ close: () => app.close() });
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    });
  });
});
