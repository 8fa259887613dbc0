import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo, type Connection } from '../src/index.js';
import {
  createOutbox,
  eraseFromOutbox,
  listFailedEvents,
  newEvent,
  replayFailedEvent,
  pushOutbox,
  startConsumer,
  startOutboxRelay,
  QUEUES,
  type OutboxEntry,
  type QueueName,
} from '../src/events/index.js';
import { startTestRedis, type TestMongo, type TestRedis } from '../src/testing/index.js';
import {
  CallCounter,
  captureLog,
  eventually,
  FAST_JOBS,
  inspectQueue,
  openTestDb,
  uniquePrefix,
} from './support/events.js';

const PERSON = { userId: '65a1b2c3d4e5f60718293a4b', email: 'Ana.Pop@Example.ro' };
const FAN_OUT: QueueName[] = [QUEUES.auth, QUEUES.content, QUEUES.operations, QUEUES.usage, QUEUES.email];

describe('an event type that fans out to several queues', () => {
  let db: { mongo: TestMongo; connection: Connection; stop(): Promise<void> };
  let redis: TestRedis;
  /** One database per consuming service: each has its own processed_events ledger. */
  const serviceDbs = new Map<QueueName, Connection>();
  const running: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = [];

  beforeAll(async () => {
    [db, redis] = await Promise.all([openTestDb('events_fanout'), startTestRedis()]);
    for (const queue of FAN_OUT) {
      serviceDbs.set(queue, await connectMongo({ uri: db.mongo.uri, dbName: `${db.mongo.dbName}_${queue}` }));
    }
  });

  afterEach(async () => {
    for (const thing of running.splice(0).reverse()) await (thing.stop ? thing.stop() : thing.close?.());
    await db.connection.db?.collection('outbox').deleteMany({});
    await db.connection.db?.collection('users').deleteMany({});
    for (const connection of serviceDbs.values()) {
      await connection.db?.collection('processed_events').deleteMany({});
    }
  });

  afterAll(async () => {
    for (const connection of serviceDbs.values()) {
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    }
    await Promise.allSettled([db?.stop(), redis?.stop()]);
  });

  const outbox = () => db.connection.db!.collection<OutboxEntry>('outbox');

  /**
   * The producer's relay and one consumer per queue of account.deleted, each counting what it
   * handled; the consumers of `failing` queues throw while `broken.on`.
   */
  function startBus(failing: QueueName[] = [], broken = { on: false }) {
    const prefix = uniquePrefix();
    const { log } = captureLog();
    const relay = startOutboxRelay({
      connection: db.connection,
      redis: redis.url,
      collections: ['users'],
      log,
      prefix,
      pollIntervalMs: 50,
      jobOptions: FAST_JOBS,
    });
    running.push(relay);
    const handled = new Map<QueueName, CallCounter>();
    for (const queue of FAN_OUT) {
      const counter = new CallCounter();
      handled.set(queue, counter);
      running.push(
        startConsumer({
          queue,
          connection: serviceDbs.get(queue)!,
          redis: redis.url,
          log,
          prefix,
          handlers: {
            'account.deleted': async (event) => {
              if (broken.on && failing.includes(queue)) throw new Error('store unavailable');
              counter.add(`${event.id} ${event.payload.email}`);
            },
            // The email queue's other traffic, so that its consumer is an ordinary one.
            'user.role_changed': async () => undefined,
          },
        }),
      );
    }
    return { relay, handled, prefix };
  }

  it('one consumer that cannot handle it gets a dead letter of its own queue; the replay runs it there and nowhere else', async () => {
    const broken = { on: true };
    const { handled, prefix } = startBus([QUEUES.content], broken);
    const deleted = newEvent('account.deleted', PERSON);
    await createOutbox(db.connection).add(deleted);
    const failed = await eventually(
      () => listFailedEvents({ redis: redis.url, prefix }),
      (events) => events.length === 1,
    );
    expect(failed[0]).toMatchObject({ id: deleted.id, queue: 'content', failedReason: 'store unavailable' });
    for (const queue of FAN_OUT.filter((name) => name !== QUEUES.content)) {
      await handled.get(queue)!.reached(1);
    }

    broken.on = false;
    await expect(replayFailedEvent({ redis: redis.url, prefix, id: deleted.id })).resolves.toEqual({
      id: deleted.id,
      queue: 'content',
      queues: ['content'],
    });
    await handled.get(QUEUES.content)!.reached(1);
    for (const queue of FAN_OUT) expect(handled.get(queue)!.count).toBe(1);
  });

  it('is published to every queue its contract lists, handled once by each consumer, its outbox entry gone once sent and its jobs once handled', async () => {
    const { handled, prefix } = startBus();
    const deleted = newEvent('account.deleted', PERSON);
    const other = newEvent('user.role_changed', {
      userId: 'u2',
      email: 'ion@example.ro',
      firstName: 'Ion',
      role: 'user',
      active: true,
    });
    await createOutbox(db.connection).add(deleted, other);

    for (const queue of FAN_OUT) await handled.get(queue)!.reached(1);
    for (const queue of FAN_OUT) {
      expect([...handled.get(queue)!.byKey]).toEqual([[`${deleted.id} ${PERSON.email}`, 1]]);
    }
    // Every entry leaves the outbox once published.
    await eventually(
      () => outbox().countDocuments({}),
      (count) => count === 0,
    );
    // The erasure's jobs leave Redis once handled; an ordinary event's completed job stays a while.
    const email = inspectQueue(redis.url, QUEUES.email, prefix);
    try {
      await eventually(
        async () => [await email.queue.getJob(other.id), await email.queue.getJob(deleted.id)] as const,
        ([kept, gone]) => kept?.finishedOn !== undefined && gone === undefined,
      );
    } finally {
      await email.close();
    }
    for (const queue of FAN_OUT) {
      expect(
        await serviceDbs
          .get(queue)!
          .db!.collection('processed_events')
          .findOne({ _id: deleted.id } as never),
      ).toMatchObject({ type: 'account.deleted', queue });
    }
  });

  it('harvested from a domain document, it fans out the same way', async () => {
    const { handled } = startBus();
    const deleted = newEvent('account.deleted', PERSON);
    await db.connection
      .db!.collection<{ _id: string }>('users')
      .insertOne({ _id: 'u1', _outbox: pushOutbox(deleted).$push._outbox.$each } as never);
    for (const queue of FAN_OUT) await handled.get(queue)!.reached(1);
    await eventually(
      () => outbox().countDocuments({}),
      (count) => count === 0,
    );
  });

  it('delivered again after its entry and jobs are gone (an outbox restored from a backup), no consumer runs it twice', async () => {
    const { handled } = startBus();
    const deleted = newEvent('account.deleted', PERSON);
    await createOutbox(db.connection).add(deleted);
    for (const queue of FAN_OUT) await handled.get(queue)!.reached(1);
    await eventually(
      () => outbox().countDocuments({}),
      (count) => count === 0,
    );

    await createOutbox(db.connection).add(deleted);
    // Published again (the completed jobs left Redis at once): every ledger now knows the id.
    await eventually(
      () => outbox().countDocuments({}),
      (count) => count === 0,
    );
    const marker = newEvent('account.deleted', { userId: 'u9', email: 'marker@example.ro' });
    await createOutbox(db.connection).add(marker);
    for (const queue of FAN_OUT) await handled.get(queue)!.reached(2);
    for (const queue of FAN_OUT) {
      expect(handled.get(queue)!.byKey.get(`${deleted.id} ${PERSON.email}`)).toBe(1);
    }
  });
});

describe('eraseFromOutbox', () => {
  let db: { mongo: TestMongo; connection: Connection; stop(): Promise<void> };

  beforeAll(async () => {
    db = await openTestDb('events_erasure');
  });

  afterAll(async () => {
    await db?.stop();
  });

  it('removes every event mentioning the person (id or address, any case), in the outbox and in domain documents, but not the erasure event itself', async () => {
    const outbox = createOutbox(db.connection);
    const mail = newEvent('issue.status_changed', {
      issueId: 'i1',
      title: 'Senzor',
      customerEmail: 'ana.pop@example.ro',
      oldStatus: 'open',
      newStatus: 'wip',
    });
    const comment = newEvent('issue.comment_added', {
      issueId: 'i2',
      title: 'Releu',
      customerEmail: 'ion@example.ro',
      commentId: 'c1',
      author: { userId: PERSON.userId, firstName: 'Ana', lastName: 'Pop', role: 'installer' },
      comment: 'Vin mâine.',
    });
    const unrelated = newEvent('contact.received', {
      messageId: 'm1',
      name: 'Ion',
      email: 'ion@example.ro',
      message: 'Bună ziua',
    });
    const erasure = newEvent('account.deleted', PERSON);
    await outbox.add(mail, comment, unrelated, erasure);
    const usage = newEvent('assistant.usage_recorded', {
      userId: PERSON.userId,
      promptTokens: 3,
      completionTokens: 4,
      model: 'm',
      at: new Date().toISOString(),
    });
    const theirs = newEvent('assistant.usage_recorded', {
      userId: 'someone-else',
      promptTokens: 1,
      completionTokens: 1,
      model: 'm',
      at: new Date().toISOString(),
    });
    const chats = db.connection.db!.collection<{ _id: string; _outbox?: Array<{ id: string }> }>('chats');
    await chats.insertOne({ _id: 'x1', _outbox: pushOutbox(usage, theirs).$push._outbox.$each });

    expect(await eraseFromOutbox(db.connection, PERSON, { collections: ['chats'] })).toBe(3);

    const left = await db.connection.db!.collection('outbox').find({}).toArray();
    expect(left.map((entry) => entry._id).toSorted()).toEqual([unrelated.id, erasure.id].toSorted());
    expect((await chats.findOne({ _id: 'x1' }))?._outbox?.map((item) => item.id)).toEqual([theirs.id]);
    // Run again (a redelivered event): nothing more to remove.
    expect(await eraseFromOutbox(db.connection, PERSON, { collections: ['chats'] })).toBe(0);
  });
});
