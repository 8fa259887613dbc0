/**
 * Real servers for the notifications tests: a MongoDB (embedded engine, or MONGODB_URI), a
 * Redis (a redis-server, or REDIS_URL), the SMTP sink of infra/dev, a BullMQ prefix of the
 * suite's own (so suites sharing one Redis never take each other's jobs), and a producer:
 * an outbox in a database of its own relayed to the queue, as another service would.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { startSmtpSink, type Mail, type SmtpSink } from '@smarthome/dev/smtp-sink';
import { connectMongo, createLogger, type Connection, type Logger } from '@smarthome/service-kit';
import {
  createOutbox,
  PROCESSED_EVENTS_COLLECTION,
  startOutboxRelay,
  type EventEnvelope,
  type EventJobOptions,
  type EventType,
} from '@smarthome/service-kit/events';
import {
  eventually,
  startTestMongo,
  startTestRedis,
  type TestMongo,
  type TestRedis,
  testServiceEnv,
} from '@smarthome/service-kit/testing';
import type { DeliveryRecord } from '../src/email/email.model.js';

export const INSTALLER = 'installer@smarthome.test';
export const BASE_URL = 'https://smarthome.test';

/** Retries within tens of milliseconds, so a test sees the whole policy run. */
export const FAST_JOBS: EventJobOptions = { attempts: 3, backoffDelayMs: 100, backoffJitter: 0 };

export interface EmailTestInfra {
  mongo: TestMongo;
  redis: TestRedis;
  sink: SmtpSink;
  prefix: string;
  /** The notifications database, for reading deliveries and the ledger. */
  db: Connection;
  /** The environment of a notifications worker on this infra. */
  env(extra?: Record<string, string>): Record<string, string | undefined>;
  /** Publishes events the way a producing service does: outbox, then relay. */
  publish(events: Array<EventEnvelope<EventType>>, jobOptions?: EventJobOptions): Promise<void>;
  /** The delivery records of an event, in recipient order. */
  deliveries(eventId: string): Promise<DeliveryRecord[]>;
  /** Whether the consumer recorded the event as processed (its handler succeeded). */
  processed(eventId: string): Promise<boolean>;
  /** Replaces the SMTP sink by a new one on the same port (after `sink.stop()`). */
  restartSink(): Promise<SmtpSink>;
  stop(): Promise<void>;
}

export function uniquePrefix(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

export async function startEmailTestInfra(): Promise<EmailTestInfra> {
  const [mongo, redis, firstSink] = await Promise.all([
    startTestMongo({ prefix: 'notifications' }),
    startTestRedis(),
    startSmtpSink({ port: 0 }),
  ]);
  let sink = firstSink;
  const prefix = uniquePrefix();
  const db = await connectMongo({ uri: mongo.uri, dbName: mongo.dbName });
  const producerDb = await connectMongo({ uri: mongo.uri, dbName: `${mongo.dbName}_producer` });
  const relays: Array<{ stop(): Promise<void> }> = [];
  const silent = createLogger({ name: 'test-producer', level: 'silent' });

  const infra: EmailTestInfra = {
    mongo,
    redis,
    get sink() {
      return sink;
    },
    prefix,
    db,
    env: (extra = {}) =>
      testServiceEnv(
        { mongo, redis },
        {
          SMTP_URL: sink.url,
          EVENTS_PREFIX: prefix,
          INSTALLER_EMAIL: INSTALLER,
          PUBLIC_BASE_URL: BASE_URL,
          EMAIL_LOCK_DURATION_MS: '1500',
          EMAIL_STALLED_INTERVAL_MS: '500',
          SMTP_TIMEOUT_MS: '5000',
          ...extra,
        },
      ),
    async publish(events, jobOptions = FAST_JOBS) {
      await createOutbox(producerDb).add(...events);
      // A relay per policy: the policy is fixed when a relay starts.
      const relay = startOutboxRelay({
        connection: producerDb,
        redis: redis.url,
        log: silent,
        prefix,
        pollIntervalMs: 50,
        jobOptions,
      });
      relays.push(relay);
      // Published once the outbox has no pending entry left.
      await eventually(
        () => relay.backlog(),
        (backlog) => backlog.pending === 0,
      );
      await relay.stop();
    },
    async deliveries(eventId) {
      return db
        .collection<DeliveryRecord>('deliveries')
        .find({ eventId })
        .sort({ recipientIndex: 1 })
        .toArray();
    },
    async processed(eventId) {
      return (await db.collection(PROCESSED_EVENTS_COLLECTION).countDocuments({ _id: eventId as never })) > 0;
    },
    async restartSink() {
      sink = await startSmtpSink({ port: sink.port });
      return sink;
    },
    async stop() {
      await Promise.allSettled(relays.map((relay) => relay.stop()));
      await producerDb.dropDatabase().catch(() => undefined);
      await Promise.allSettled([producerDb.close(), db.close()]);
      await Promise.allSettled([sink.stop(), mongo.stop(), redis.stop()]);
    },
  };
  return infra;
}

/** The mails of the sink carrying this Message-ID. */
export function mailsWithId(sink: SmtpSink, messageId: string): Mail[] {
  return sink.messages().filter((mail) => mail.messageId === messageId);
}

/** A logger whose JSON lines the test can read. */
export function captureLog(): { log: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text));
      callback();
    },
  });
  return { log: createLogger({ name: 'notifications', level: 'debug', destination }), lines };
}
