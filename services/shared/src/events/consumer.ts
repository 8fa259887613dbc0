import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Connection, mongo } from 'mongoose';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import {
  isEventType,
  parseEvent,
  queuesOf,
  type EventEnvelope,
  type EventType,
  type QueueName,
} from './contracts.js';
import {
  closeConnection,
  logConnectionOutages,
  openRedis,
  withTimeout,
  type RedisInput,
} from './connection.js';
import { groupCommit } from './batch.js';
import { eventMetrics } from './metrics.js';
import { onlyDuplicateKeys } from './outbox.js';
import { contextFrom, inSpan, SpanKind } from '../tracing.js';

export interface HandlerContext {
  /** 1 on the first delivery, 2 on the first retry, … (a replay starts again at 1). */
  attempt: number;
  /** Carries eventId, eventType, queue and attempt on every line. */
  log: Logger;
}

export type EventHandler<T extends EventType> = (
  event: EventEnvelope<T>,
  ctx: HandlerContext,
) => Promise<void>;
export type EventHandlers = Partial<{ [T in EventType]: EventHandler<T> }>;

export interface ConsumerOptions {
  queue: QueueName;
  /** The consumer's own database: its `processed_events` ledger lives there. */
  connection: Connection;
  /** Longest wait for `close()` to let the jobs in hand finish before it disconnects (ms, default 8000). */
  closeTimeoutMs?: number;
  /** Redis for BullMQ; the consumer opens (and closes) connections of its own from it. */
  redis: RedisInput;
  /**
   * One handler per event type of the queue this consumer takes care of. A handler throws
   * to have the event retried; it must tolerate running again after a crash (the ledger
   * skips events that completed, not those interrupted half-way).
   */
  handlers: EventHandlers;
  log: Logger;
  /** Jobs handled at once by this process. Default 1. */
  concurrency?: number;
  /**
   * Under load (a ledger lookup or write carried several jobs), how long the jobs in hand wait for
   * each other before the next one, so that one round trip serves several: unless all of them
   * (`concurrency`) are waiting already. Three waits in a row that gather nobody end the load, so a
   * job at a quiet time never waits. Default 2 ms.
   */
  ledgerGatherMs?: number;
  /** How long a job stays locked to a worker without renewal (a killed worker's job is free after it). Default 30 s. */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (stalled) and hand them out again. Default 30 s. */
  stalledIntervalMs?: number;
  /** Stalls a job survives before it is failed (a message that kills every worker ends up a dead letter). Default 1. */
  maxStalledCount?: number;
  /** BullMQ key prefix. Default `bull`. */
  prefix?: string;
  /** The process's metrics registry (processed, duplicates, retried, failed, queue depth). */
  metrics?: Registry;
}

export interface Consumer {
  worker: Worker;
  /** Stops taking jobs, waits for the jobs in hand to finish, closes the connections. */
  close(): Promise<void>;
}

/** The idempotency ledger: one document per event id whose handler succeeded. */
export const PROCESSED_EVENTS_COLLECTION = 'processed_events';

export interface ProcessedEvent {
  _id: string;
  type: string;
  queue: string;
  processedAt: Date;
}

/**
 * Ledger entries expire: long after any duplicate of the event can still arrive (a publish
 * repeated after a relay's crash, within a claim's 30 s; completed jobs stay 1 day), short of
 * growing without end.
 */
const LEDGER_RETENTION_S = 30 * 24 * 60 * 60;

/**
 * Consumes one queue. Every job is checked against the contract first: a message that
 * cannot be right (bad envelope, unknown type, invalid payload, a type of another queue,
 * no handler here) is failed at once with `UnrecoverableError` and a reason: it lands in
 * the failed set (the dead letters) without retries, since retrying cannot fix it.
 *
 * Then, idempotent by event id: an id found in the `processed_events` ledger is skipped;
 * otherwise the handler runs, and the id is recorded once it succeeded. A handler that
 * throws is retried with the job's exponential backoff and jitter (set by the relay); after
 * the last attempt the job stays in the failed set until an operator replays it.
 *
 * `close()` lets the jobs in hand finish (BullMQ's `worker.close()` waits for them). A worker
 * that dies without closing (SIGKILL, OOM) stops renewing its job's lock; after
 * `lockDurationMs` another worker's stalled check puts the job back and it runs again.
 */
export function startConsumer(options: ConsumerOptions): Consumer {
  const { queue, handlers, prefix } = options;
  const log = options.log.child({ component: 'event-consumer', queue });
  const metrics = options.metrics ? eventMetrics(options.metrics) : undefined;
  const ledger = ledgerOf(options.connection);
  let ledgerIndex: Promise<unknown> | undefined;
  // The jobs in hand (concurrency) share their ledger round trips: one lookup and one insert
  // for all the jobs that reach that step while the previous round trip is in flight, or, under
  // load, within a few milliseconds of each other. Each job still waits for its own entry before
  // it completes.
  const batching = { gatherMs: options.ledgerGatherMs ?? 2, fullAt: options.concurrency ?? 1 };
  const alreadyProcessed = groupCommit(async (ids: string[]) => {
    const found = await ledger.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray();
    const known = new Set(found.map((entry) => entry._id));
    return ids.map((id) => known.has(id));
  }, batching);
  const record = groupCommit(async (entries: ProcessedEvent[]) => {
    try {
      await ledger.insertMany(entries, { ordered: false });
    } catch (error) {
      // An id recorded already (a duplicate delivery handled meanwhile) is as good as written.
      if (!onlyDuplicateKeys(error)) throw error;
    }
    return entries.map(() => undefined);
  }, batching);

  const processor = async (job: Job): Promise<void> => {
    const parsed = parseEvent(job.data);
    if (!parsed.ok) throw new UnrecoverableError(`poison message: ${parsed.reason}`);
    const event = parsed.event;
    const contractQueues = queuesOf(event.type);
    if (!contractQueues.includes(queue)) {
      throw new UnrecoverableError(
        `poison message: ${event.type} travels on queue "${contractQueues.join('", "')}", not "${queue}"`,
      );
    }
    const handler = handlers[event.type] as EventHandler<EventType> | undefined;
    if (!handler) {
      throw new UnrecoverableError(
        `no handler for ${event.type} in this consumer of "${queue}" (replay once one is deployed)`,
      );
    }

    const labels = { queue, type: event.type };
    // Once per process, in the background: a failure is retried on the next job.
    ledgerIndex ??= ledger
      .createIndex({ processedAt: 1 }, { name: 'processed_ttl', expireAfterSeconds: LEDGER_RETENTION_S })
      .catch((error: unknown) => {
        ledgerIndex = undefined;
        log.warn({ err: error }, 'could not create the processed_events TTL index; will try again');
      });
    if (await alreadyProcessed(event.id)) {
      metrics?.duplicates.inc(labels);
      log.debug({ eventId: event.id, eventType: event.type }, 'event already processed: skipped');
      return;
    }
    const attempt = job.attemptsMade + 1;
    // The handling continues the event's trace: its spans and log lines belong to it.
    await inSpan(
      `${event.type} process`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextFrom(event.trace ? { ...event.trace } : undefined),
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.destination.name': queue,
          'messaging.message.id': event.id,
          'messaging.consumer.attempt': attempt,
        },
      },
      () => handler(event, handlerContext(log, event, attempt)),
    );

    try {
      await record({ _id: event.id, type: event.type, queue, processedAt: new Date() });
    } catch (error) {
      // The handler did its work: failing the job now would only do it again. Without the
      // ledger entry a (rare) duplicate delivery would run it again too, so say so loudly.
      log.error(
        { err: error, eventId: event.id, eventType: event.type },
        'handled, but not recorded in the ledger',
      );
    }
    metrics?.processed.inc(labels);
  };

  const connection = openRedis(options.redis, 'blocking', `events-${queue}`);
  logConnectionOutages(connection, log, `consumer of ${queue}`);
  const worker = new Worker(queue, processor, {
    connection,
    ...(prefix ? { prefix } : {}),
    concurrency: options.concurrency ?? 1,
    lockDuration: options.lockDurationMs ?? 30_000,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    maxStalledCount: options.maxStalledCount ?? 1,
  });
  worker.on('error', (error) => {
    // Connection trouble is reported once per outage by logConnectionOutages.
    if (connection.status === 'ready') log.error({ err: error }, 'worker error');
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    const type = isEventType(job.name) ? job.name : 'unknown';
    const final = error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    const fields = {
      eventId: job.id,
      eventType: job.name,
      attemptsMade: job.attemptsMade,
      reason: error.message,
    };
    if (final) {
      metrics?.failed.inc({ queue, type });
      log.error(fields, 'event moved to the failed set (dead letter)');
    } else {
      metrics?.retried.inc({ queue, type });
      log.warn({ ...fields, retryInMs: job.delay }, 'event failed; it will be retried');
    }
  });

  let depthConnection: ReturnType<typeof openRedis> | undefined;
  let depthQueue: Queue | undefined;
  let unwatch: (() => void) | undefined;
  if (metrics) {
    const fresh = openRedis(options.redis, 'fail-fast', `events-${queue}-metrics`);
    fresh.on('error', () => undefined);
    const reader = new Queue(queue, { connection: fresh, ...(prefix ? { prefix } : {}) });
    reader.on('error', () => undefined);
    depthConnection = fresh;
    depthQueue = reader;
    unwatch = metrics.watchQueue(queue, async () => {
      if (fresh.status !== 'ready') throw new Error('not connected');
      return withTimeout(reader.getJobCounts('waiting', 'active', 'delayed', 'failed'), 1_000, 'queue depth');
    });
  }

  return {
    worker,
    async close() {
      unwatch?.();
      // BullMQ's close waits for Redis: during an outage it would never return, and a
      // SIGTERM would hang. Past the bound, drop the connection; the job in hand then
      // stalls and another worker takes it once Redis is back.
      const closed = worker.close().then(() => true);
      const timeout = new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), options.closeTimeoutMs ?? 8_000).unref(),
      );
      if (!(await Promise.race([closed, timeout]))) {
        log.warn(
          { closeTimeoutMs: options.closeTimeoutMs ?? 8_000 },
          'consumer did not close in time (Redis unreachable?): disconnecting',
        );
        connection.disconnect();
        void worker.close(true).catch(() => undefined);
      }
      await depthQueue?.close().catch(() => undefined);
      if (depthConnection) await closeConnection(depthConnection);
      await closeConnection(connection);
    },
  };
}

/** The handler's context; its logger (a child carrying the event's fields) is made when first used. */
function handlerContext(log: Logger, event: EventEnvelope<EventType>, attempt: number): HandlerContext {
  let child: Logger | undefined;
  return {
    attempt,
    get log() {
      child ??= log.child({ eventId: event.id, eventType: event.type, attempt });
      return child;
    },
  };
}

function ledgerOf(connection: Connection): mongo.Collection<ProcessedEvent> {
  const db = connection.db;
  if (!db) throw new Error('the consumer needs an open MongoDB connection');
  return db.collection<ProcessedEvent>(PROCESSED_EVENTS_COLLECTION);
}
