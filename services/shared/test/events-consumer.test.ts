import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { createMetricsRegistry, type Connection } from '../src/index.js';
import {
  createOutbox,
  listFailedEvents,
  newEvent,
  replayFailedEvent,
  startConsumer,
  startOutboxRelay,
  type EventHandlers,
  type EventJobOptions,
} from '../src/events/index.js';
import { startTestRedis, type TestMongo, type TestRedis } from '../src/testing/index.js';
import { CallCounter, captureLog, inspectQueue, openTestDb, uniquePrefix } from './support/events.js';

function contact(messageId: string) {
  return newEvent('contact.received', {
    messageId,
    name: 'Maria',
    email: 'maria@example.ro',
    message: 'Aș vrea o ofertă pentru o casă cu trei camere.',
  });
}

describe('consuming a queue', () => {
  let db: { mongo: TestMongo; connection: Connection; stop(): Promise<void> };
  let redis: TestRedis;
  const cleanup: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    [db, redis] = await Promise.all([openTestDb('events_consumer'), startTestRedis()]);
  });

  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  afterAll(async () => {
    await Promise.allSettled([db?.stop(), redis?.stop()]);
  });

  /** Relay + consumer of the email queue on a prefix of their own. */
  function startBus(handlers: EventHandlers, jobOptions: EventJobOptions) {
    const prefix = uniquePrefix();
    const metrics = createMetricsRegistry({ defaultMetrics: false });
    const consumerLog = captureLog('consumer');
    const relay = startOutboxRelay({
      connection: db.connection,
      redis: redis.url,
      log: captureLog('relay').log,
      prefix,
      pollIntervalMs: 50,
      jobOptions,
    });
    const consumer = startConsumer({
      queue: 'email',
      connection: db.connection,
      redis: redis.url,
      log: consumerLog.log,
      prefix,
      handlers,
      metrics,
    });
    const completed = new CallCounter();
    const deadLettered = new CallCounter();
    consumer.worker.on('completed', (job) => completed.add(String(job.id)));
    consumer.worker.on('failed', (job, error) => {
      if (job && (error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1))) {
        deadLettered.add(String(job.id));
      }
    });
    const inspector = inspectQueue(redis.url, 'email', prefix);
    cleanup.push(
      () => relay.stop(),
      () => consumer.close(),
      () => inspector.close(),
    );
    return { prefix, relay, consumer, completed, deadLettered, queue: inspector.queue, metrics, consumerLog };
  }

  describe('a handler that keeps failing', () => {
    it('is retried with growing delays, lands in the failed set with its reason, and a replay runs it again', async () => {
      let broken = true;
      const calls: Array<{ attempt: number; at: number }> = [];
      const { relay, completed, deadLettered, queue, prefix, metrics } = startBus(
        {
          'contact.received': async (_event, { attempt }) => {
            calls.push({ attempt, at: performance.now() });
            if (broken) throw new Error('SMTP 421: service not available');
          },
        },
        { attempts: 4, backoffDelayMs: 150, backoffJitter: 0 },
      );
      const event = contact('c-1');
      await createOutbox(db.connection).add(event);
      relay.kick();

      await deadLettered.reached(1);
      expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3, 4]);
      const gaps = calls.slice(1).map((call, index) => call.at - calls[index]!.at);
      // Exponential backoff: 150, 300, 600 ms (no jitter here). Only lower bounds are asserted: each
      // wait is at least its delay; a loaded machine may stretch any wait, so gaps are not compared.
      expect(gaps[0]).toBeGreaterThanOrEqual(145);
      expect(gaps[1]).toBeGreaterThanOrEqual(295);
      expect(gaps[2]).toBeGreaterThanOrEqual(595);

      const job = (await queue.getJob(event.id)) as Job;
      expect(await job.getState()).toBe('failed');
      expect(job.attemptsMade).toBe(4);
      expect(job.failedReason).toBe('SMTP 421: service not available');

      const failed = await listFailedEvents({ redis: redis.url, prefix });
      expect(failed).toEqual([
        {
          id: event.id,
          queue: 'email',
          type: 'contact.received',
          attemptsMade: 4,
          failedReason: 'SMTP 421: service not available',
          failedAt: expect.any(String),
          occurredAt: event.occurredAt,
          payload: event.payload,
        },
      ]);
      const text = await metrics.metrics();
      expect(text).toContain('events_retried_total{queue="email",type="contact.received"} 3');
      expect(text).toContain('events_failed_total{queue="email",type="contact.received"} 1');

      // The cause is gone; the operator replays it.
      broken = false;
      await expect(replayFailedEvent({ redis: redis.url, prefix, id: event.id })).resolves.toEqual({
        id: event.id,
        queue: 'email',
        queues: ['email'],
      });
      await completed.reached(1);
      expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3, 4, 1]);
      expect(await (await queue.getJob(event.id))?.getState()).toBe('completed');
      expect(await listFailedEvents({ redis: redis.url, prefix })).toEqual([]);
      expect(
        await db.connection.db!.collection('processed_events').findOne({ _id: event.id as never }),
      ).toMatchObject({
        type: 'contact.received',
        queue: 'email',
        processedAt: expect.any(Date),
      });

      await expect(replayFailedEvent({ redis: redis.url, prefix, id: event.id })).rejects.toThrow(
        `event ${event.id} in queue email is completed, not failed`,
      );
      await expect(replayFailedEvent({ redis: redis.url, prefix, id: randomUUID() })).rejects.toThrow(
        /^no event .* in queues email, usage, auth, content, operations, webhooks$/,
      );
    });
  });

  describe('a poison message', () => {
    const cases: Array<{ name: string; data: unknown; jobName: string; reason: string | RegExp }> = [
      {
        name: 'an invalid payload',
        jobName: 'contact.received',
        data: {
          id: randomUUID(),
          type: 'contact.received',
          occurredAt: new Date().toISOString(),
          payload: { name: 'Maria' },
        },
        reason: /^poison message: invalid payload for contact\.received: .*messageId/s,
      },
      {
        name: 'an unknown type',
        jobName: 'user.deleted',
        data: { id: randomUUID(), type: 'user.deleted', occurredAt: new Date().toISOString(), payload: {} },
        reason: 'poison message: unknown event type "user.deleted"',
      },
      {
        name: 'no envelope at all',
        jobName: 'contact.received',
        data: { hello: 'world' },
        reason: /^poison message: invalid envelope: /,
      },
      {
        name: 'a type of another queue',
        jobName: 'assistant.usage_recorded',
        data: newEvent('assistant.usage_recorded', {
          userId: 'u',
          promptTokens: 1,
          completionTokens: 1,
          model: 'm',
          at: new Date().toISOString(),
        }),
        reason: 'poison message: assistant.usage_recorded travels on queue "usage", not "email"',
      },
      {
        name: 'a valid event this consumer has no handler for',
        jobName: 'testimonial.submitted',
        data: newEvent('testimonial.submitted', {
          testimonialId: 't1',
          clientName: 'Dan',
          rating: 5,
          content: 'Totul merge perfect.',
        }),
        reason:
          'no handler for testimonial.submitted in this consumer of "email" (replay once one is deployed)',
      },
    ];

    it.each(cases)(
      '($name) is dead-lettered at once: one attempt, a clear reason, no retry',
      async ({ data, jobName, reason }) => {
        const handled = new CallCounter();
        const { deadLettered, queue, metrics } = startBus(
          { 'contact.received': async (event) => handled.add(event.id) },
          { attempts: 8, backoffDelayMs: 10 },
        );
        const job = await queue.add(jobName, data, {
          attempts: 8,
          backoff: { type: 'exponential', delay: 10 },
          jobId: randomUUID(),
        });
        await deadLettered.reached(1);

        const stored = (await queue.getJob(String(job.id))) as Job;
        expect(await stored.getState()).toBe('failed');
        expect(stored.attemptsMade).toBe(1);
        expect(stored.failedReason).toMatch(reason);
        expect(handled.count).toBe(0);
        const text = await metrics.metrics();
        expect(text).not.toMatch(/events_retried_total\{/);
        expect(text).toMatch(/events_failed_total\{queue="email",type="[a-z_.]+"\} 1/);
      },
    );
  });

  describe('close()', () => {
    it('finishes the job in hand before it resolves', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const started = new CallCounter();
      const finished = new CallCounter();
      const { relay, consumer, queue } = startBus(
        {
          'contact.received': async (event) => {
            started.add(event.id);
            await released;
            finished.add(event.id);
          },
        },
        { attempts: 3, backoffDelayMs: 10 },
      );
      const event = contact('c-close');
      await createOutbox(db.connection).add(event);
      relay.kick();
      await started.reached(1);

      let closed = false;
      const closingStarted = new Promise((resolve) => consumer.worker.once('closing', resolve));
      const closing = consumer.close().then(() => (closed = true));
      await closingStarted;
      // Time for a close that did not wait to finish: a few Redis round trips.
      for (let trip = 0; trip < 3; trip += 1) await queue.getJobCounts('active');
      expect(closed).toBe(false);
      release();
      await closing;
      expect(finished.count).toBe(1);
      expect(await (await queue.getJob(event.id))?.getState()).toBe('completed');
    });
  });
});
