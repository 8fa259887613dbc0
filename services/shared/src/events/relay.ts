import { randomUUID } from 'node:crypto';
import { Queue, type JobsOptions } from 'bullmq';
import type { Connection, mongo } from 'mongoose';
import type { Registry } from 'prom-client';
import type { Logger } from 'pino';
import { closeConnection, openRedis, withTimeout, type RedisInput } from './connection.js';
import { eventMetrics, type EventMetrics, type OutboxBacklog } from './metrics.js';
import {
  OUTBOX_FIELD,
  OUTBOX_INDEX,
  entryOf,
  insertOutboxEntries,
  outboxAdditions,
  outboxCollection,
  type OutboxEntry,
  type OutboxItem,
} from './outbox.js';
import { contextFrom, failed, SpanKind, spanCarrier, startSpan } from '../tracing.js';

/** Retry policy of the jobs the relay publishes (BullMQ applies it per job). */
export interface EventJobOptions {
  /** Attempts before the job lands in the failed set (the dead letters). Default 8. */
  attempts?: number;
  /** First retry delay; each next one doubles. Default 5 s (8 attempts span about 10 minutes). */
  backoffDelayMs?: number;
  /**
   * Share of each delay drawn at random (0-1), so that jobs failing together (an SMTP outage)
   * do not come back all at once. Default 0.5: a delay of d waits between d/2 and d.
   */
  backoffJitter?: number;
  /** How long completed jobs stay in Redis (BullMQ ignores a re-published id meanwhile). Default 1 day. */
  keepCompletedMs?: number;
}

export interface OutboxRelayOptions {
  /** The service's own database: its `outbox` collection and the domain collections below. */
  connection: Connection;
  /** Redis for BullMQ; the relay opens (and closes) a connection of its own from it. */
  redis: RedisInput;
  /** Domain collections whose documents carry `_outbox` events (way (a) of outbox.ts). */
  collections?: string[];
  log: Logger;
  /** How often the relay looks for new entries when not kicked. Default 1 s. */
  pollIntervalMs?: number;
  /** Entries read per round (pending ones, and documents per domain collection). Default 500. */
  batchSize?: number;
  /**
   * Under load, the pause between a round that published several events (4 or more) and the
   * next one, while writes keep coming: each round then carries the events of the pause too,
   * instead of a few per round at the cost of several round trips each. An event written while
   * the relay is idle, or while a round of a few events is in flight, is published at once
   * (that round over). Default 5 ms.
   */
  loadPauseMs?: number;
  /**
   * How long an event claimed by a relay is left to it by the other relays over the same outbox
   * (each publishes only what it claimed). Past it, an event a stopped relay claimed but did not
   * take out of the outbox is published by another. Default 30 s.
   */
  claimMs?: number;
  /** Upper bound of the retry delay while Redis or MongoDB is unreachable. Default 10 s. */
  maxBackoffMs?: number;
  /** A publish that takes longer counts as failed (and is retried). Default 5 s. */
  publishTimeoutMs?: number;
  jobOptions?: EventJobOptions;
  /** BullMQ key prefix. Default `bull`. */
  prefix?: string;
  /** The process's metrics registry (published counter, backlog gauges, queue depth). */
  metrics?: Registry;
}

export interface OutboxRelay {
  /**
   * Wakes the relay now (call it after writing events), or under load once its `loadPauseMs` is
   * over; never blocks, never throws.
   */
  kick(): void;
  /** Stops after the round in progress and closes the relay's Redis connection. */
  stop(): Promise<void>;
  /** Entries of the outbox collection not yet published, and the age of the oldest. */
  backlog(): Promise<OutboxBacklog>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Events published by one round that tell the relay is under load: writes come faster than
 * rounds go. Written one at a time, events come one or two per round.
 */
const LOAD_ROUND_EVENTS = 4;

/** The BullMQ job options of an event, from the relay's policy. */
export function eventJobOptions(options: EventJobOptions = {}): JobsOptions {
  return {
    attempts: options.attempts ?? 8,
    backoff: {
      type: 'exponential',
      delay: options.backoffDelayMs ?? 5_000,
      jitter: options.backoffJitter ?? 0.5,
    },
    removeOnComplete: { age: Math.ceil((options.keepCompletedMs ?? DAY_MS) / 1000), count: 50_000 },
    // The failed set is the dead-letter state: kept until an operator replays or removes a job.
    removeOnFail: false,
  };
}

/**
 * Claims event ids for one relay: ARGV = key prefix, owner, lease (ms), ids. An id is claimed
 * when nobody holds it or this owner already does (its lease renewed); answers the claimed ids.
 */
const CLAIM_SCRIPT = `
local claimed = {}
for i = 4, #ARGV do
  local key = ARGV[1] .. ARGV[i]
  if redis.call('SET', key, ARGV[2], 'NX', 'PX', ARGV[3]) then
    claimed[#claimed + 1] = ARGV[i]
  elseif redis.call('GET', key) == ARGV[2] then
    redis.call('PEXPIRE', key, ARGV[3])
    claimed[#claimed + 1] = ARGV[i]
  end
end
return claimed
`;

interface ClaimCommand {
  claimOutboxEvents(prefix: string, owner: string, leaseMs: string, ...ids: string[]): Promise<string[]>;
}

/** The events a round read from one domain collection. */
interface Harvest {
  collection: mongo.Collection<{ _id: unknown; _outbox?: unknown[] }>;
  /** Each document read, with the ids of the events it carries. */
  docs: Array<{ _id: unknown; ids: string[] }>;
  items: OutboxItem[];
  /** A whole batch of documents: there may be more. */
  full: boolean;
}

function oldestFirst(a: OutboxEntry, b: OutboxEntry): number {
  return a.occurredAt.getTime() - b.occurredAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

type Dependency = 'redis' | 'mongo';

/**
 * Starts the background loop that moves events from the outbox to BullMQ. Each round:
 *
 *   1. reads, at once, the `_outbox` entries of the domain documents and the pending entries
 *      of `outbox` (a batch of each, oldest first);
 *   2. claims them in Redis: relays over one outbox (replicas) each publish only what they
 *      claimed, so an event is added once; a claim lapses after `claimMs`, freeing the events
 *      of a relay that stopped before recording them;
 *   3. publishes what it claimed, oldest first, with `jobId = event id` (BullMQ ignores an id
 *      it already holds, so a re-publish after a crash between "added" and "recorded" is
 *      still one job), one `addBulk` per queue;
 *   4. takes it out, at once: events from documents are `$pull`ed from them, `outbox` entries
 *      are deleted. Nothing of a published event stays in the producer's database: its payload
 *      (names, addresses, messages, links) is kept only where it is handled, and a published
 *      event costs no further write (the consumers' ledgers record what was handled).
 *
 * Delivery is at least once; consumers drop duplicates by event id. While Redis (or MongoDB)
 * is unreachable the entries stay in the database (the documents' events move to `outbox`);
 * the relay logs once per outage and retries with a capped exponential backoff, and wakes as
 * soon as its Redis connection is back. Nothing here runs in a request: writers only kick.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  return new Relay(options);
}

class Relay implements OutboxRelay {
  private readonly log: Logger;
  private readonly outbox: mongo.Collection<OutboxEntry>;
  private readonly redis;
  private readonly queues = new Map<string, Queue>();
  private readonly metrics: EventMetrics | undefined;
  private readonly unwatch: Array<() => void> = [];
  private readonly watchedQueues = new Set<string>();
  private readonly jobOptions: JobsOptions;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly loadPauseMs: number;
  private readonly claimMs: number;
  /** Whose claims are whose, in Redis. */
  private readonly owner = randomUUID();
  private readonly maxBackoffMs: number;
  private readonly publishTimeoutMs: number;
  private readonly loop: Promise<void>;
  private stopping = false;
  private kicked = false;
  private wake: (() => void) | undefined;
  private wakeOnKick = true;
  private indexesReady = false;
  /** When a round last read the pending entries of `outbox` (epoch ms). */
  private outboxReadAt = Number.NEGATIVE_INFINITY;
  /** This process's count of outbox `add`s when that read started. */
  private outboxAdditionsRead = -1;
  /**
   * Pending entries may wait beyond what was read: the read was a full batch, the round that read
   * them did not publish them, or the relay itself moved events there (Redis down).
   */
  private outboxDue = true;
  /** The last connection error since Redis was last ready. */
  private redisError: Error | undefined;
  private backoffMs = 0;
  private readonly down = new Map<Dependency, number>();

  constructor(private readonly options: OutboxRelayOptions) {
    this.log = options.log.child({ component: 'outbox-relay' });
    this.outbox = outboxCollection(options.connection);
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 500;
    this.loadPauseMs = options.loadPauseMs ?? 5;
    this.claimMs = options.claimMs ?? 30_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 10_000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5_000;
    this.jobOptions = eventJobOptions(options.jobOptions);
    this.redis = openRedis(options.redis, 'fail-fast', 'outbox-relay');
    this.redis.defineCommand('claimOutboxEvents', { numberOfKeys: 0, lua: CLAIM_SCRIPT });
    // Errors surface as failed publishes (logged once per outage below); ioredis must not print them.
    this.redis.on('error', (error: Error) => (this.redisError = error));
    this.redis.on('ready', () => {
      this.redisError = undefined;
      this.wakeUp();
    });
    if (options.metrics) {
      this.metrics = eventMetrics(options.metrics);
      this.unwatch.push(this.metrics.watchOutbox(() => this.backlog()));
    }
    this.loop = this.run();
  }

  kick(): void {
    this.kicked = true;
    if (this.wakeOnKick) this.wakeUp();
  }

  async stop(): Promise<void> {
    if (!this.stopping) {
      this.stopping = true;
      this.wakeUp();
    }
    await this.loop;
    for (const unwatch of this.unwatch) unwatch();
    await this.closeQueues();
    await closeConnection(this.redis);
  }

  async backlog(): Promise<OutboxBacklog> {
    const [pending, oldest] = await Promise.all([
      this.outbox.countDocuments({ pending: true }),
      this.outbox
        .find({ pending: true }, { projection: { occurredAt: 1 } })
        .sort({ occurredAt: 1 })
        .limit(1)
        .next(),
    ]);
    return {
      pending,
      oldestPendingAgeMs: oldest ? Math.max(0, Date.now() - oldest.occurredAt.getTime()) : null,
    };
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.kicked = false;
      let more = false;
      let published = 0;
      let failed = false;
      try {
        if (!this.indexesReady) await this.ensureIndexes();
        ({ more, published } = await this.round());
        this.backoffMs = 0;
      } catch (error) {
        failed = true;
        this.reportFailure(error);
      }
      if (this.stopping) break;
      if (failed) {
        this.backoffMs = Math.min(this.maxBackoffMs, this.backoffMs === 0 ? 100 : this.backoffMs * 2);
        this.log.debug({ retryInMs: this.backoffMs }, 'publish failed; retrying');
        // Kicks do not cut a backoff short (each write would retry); Redis coming back does.
        await this.sleep(this.backoffMs, false);
      } else if (!more && !this.kicked) {
        await this.sleep(this.pollIntervalMs, true);
      } else if (!more && published >= LOAD_ROUND_EVENTS) {
        // Kicked again while a round that carried several events was in flight: under load.
        await this.sleep(this.loadPauseMs, false);
      }
    }
  }

  private sleep(ms: number, wakeOnKick: boolean): Promise<void> {
    this.wakeOnKick = wakeOnKick;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    }).finally(() => {
      this.wake = undefined;
      this.wakeOnKick = true;
    });
  }

  private wakeUp(): void {
    this.wake?.();
  }

  private async ensureIndexes(): Promise<void> {
    // `_id` last, so that MongoDB walks the pending entries in the relay's order (occurredAt, _id)
    // straight from the index instead of sorting them all in memory to return a batch.
    await this.outbox.createIndex({ pending: 1, occurredAt: 1, _id: 1 }, { name: 'pending_oldest_first' });
    // The index of earlier versions (without `_id`): superseded.
    await this.dropOutboxIndex('pending');
    // Earlier versions kept published entries, marked sent, for 7 days (a TTL index on `sentAt`):
    // they go now, with their index.
    await this.outbox.deleteMany({ pending: false });
    await this.dropOutboxIndex('sent_ttl');
    const db = this.options.connection.db;
    for (const name of this.options.collections ?? []) {
      await db?.collection(name).createIndex(OUTBOX_INDEX.key, OUTBOX_INDEX.options);
    }
    this.indexesReady = true;
  }

  /** Drops an index of `outbox` that earlier versions made, if it is there (27: IndexNotFound). */
  private async dropOutboxIndex(name: string): Promise<void> {
    await this.outbox.dropIndex(name).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 27) throw error;
    });
  }

  /**
   * One round: reads the `_outbox` entries of the domain documents and the pending entries of the
   * outbox, claims them, publishes what it claimed oldest first, then records it. `more` when
   * there may be more already.
   */
  private async round(): Promise<{ more: boolean; published: number }> {
    const readOutbox = this.outboxReadDue();
    // Both reads at once: an event waits for one round trip before it is claimed, not two.
    const [harvests, pending] = await Promise.all([
      this.readDomainEvents(),
      readOutbox ? this.readPending() : [],
    ]);
    this.recovered('mongo');
    const full = pending.length === this.batchSize || harvests.some((harvest) => harvest.full);
    if (this.redis.status !== 'ready') {
      // Nothing can be published: the domain documents' events move to the outbox meanwhile.
      this.outboxDue = true;
      await this.harvestIntoOutbox(harvests);
      // Still making its first connection, no error yet: not an outage; 'ready' wakes the loop.
      if (!this.redisError && ['wait', 'connecting', 'connect'].includes(this.redis.status)) {
        return { more: false, published: 0 };
      }
      throw new RedisUnavailableError(
        `Redis connection ${this.redis.status}: ${this.redisError?.message ?? ''}`,
      );
    }

    // An event both in the outbox and still in its document (a harvest interrupted before its
    // `$pull`) is one event: the outbox's copy says whether it is still pending.
    const inOutbox = new Set(pending.map((entry) => entry._id));
    const now = new Date();
    const fromDocuments = new Map<string, OutboxEntry>();
    for (const harvest of harvests) {
      for (const item of harvest.items) {
        if (!inOutbox.has(item.id)) fromDocuments.set(item.id, entryOf(item, now));
      }
    }
    const claimed = await this.claim([...inOutbox, ...fromDocuments.keys()]);
    const batch = [...pending.filter((entry) => claimed.has(entry._id))];
    for (const entry of fromDocuments.values()) if (claimed.has(entry._id)) batch.push(entry);
    batch.sort(oldestFirst);

    // An event of a type that fans out is one job on each of its queues; it leaves the outbox
    // once every queue took it (a round that fails half-way publishes again, and BullMQ
    // ignores the ids its queues already hold).
    const byQueue = new Map<string, OutboxEntry[]>();
    for (const entry of batch) {
      for (const name of entry.queues ?? [entry.queue]) {
        const entries = byQueue.get(name);
        if (entries) entries.push(entry);
        else byQueue.set(name, [entry]);
      }
    }
    for (const [name, entries] of byQueue) {
      await this.publishTo(name, entries);
      this.recovered('redis');
    }
    // Both removals at once: either one alone, if the round stops there, only has the next
    // round publish again what BullMQ already holds (the same job ids).
    const sentEntries = batch.filter((entry) => inOutbox.has(entry._id)).map((entry) => entry._id);
    await Promise.all([
      sentEntries.length > 0 ? this.outbox.deleteMany({ _id: { $in: sentEntries } }) : undefined,
      ...harvests.map((harvest) =>
        this.pullFromDocuments(harvest, (id) => claimed.has(id) || inOutbox.has(id)),
      ),
    ]);
    for (const [name, entries] of byQueue) {
      for (const entry of entries) this.metrics?.published.inc({ queue: name, type: entry.type });
    }
    if (batch.length === 0) this.recovered('redis');
    if (readOutbox) this.outboxDue = pending.length === this.batchSize;
    // A full read whose events other relays hold is not a reason to read again at once.
    return { more: full && claimed.size > 0, published: batch.length };
  }

  /**
   * Whether this round reads the pending entries of `outbox`: when some may wait there (see
   * `outboxDue`), when this process added some since the last read, and at least once per poll
   * interval for the other processes' writes and the events of lapsed claims. Marks the read as
   * started: an `add` answered from now on is after it.
   */
  private outboxReadDue(): boolean {
    const additions = outboxAdditions(this.options.connection);
    const now = Date.now();
    const due =
      this.outboxDue ||
      additions !== this.outboxAdditionsRead ||
      now - this.outboxReadAt >= this.pollIntervalMs;
    if (due) {
      this.outboxAdditionsRead = additions;
      this.outboxReadAt = now;
      // Until this round has published what it reads.
      this.outboxDue = true;
    }
    return due;
  }

  /** The pending entries of `outbox`, a batch, oldest first. */
  private readPending(): Promise<OutboxEntry[]> {
    return this.outbox
      .find({ pending: true }, { batchSize: this.batchSize })
      .sort({ occurredAt: 1, _id: 1 })
      .limit(this.batchSize)
      .toArray();
  }

  /** The `_outbox` entries of the domain documents, up to a batch per collection. */
  private async readDomainEvents(): Promise<Harvest[]> {
    const db = this.options.connection.db;
    if (!db) throw new Error('MongoDB connection not open');
    const read = async (name: string): Promise<Harvest | undefined> => {
      const collection = db.collection<{ _id: unknown; _outbox?: unknown[] }>(name);
      const docs = await collection
        // A range rather than `$exists`: event ids are strings, so this matches every document
        // carrying one, and both MongoDB and the embedded engine answer it from the index. The
        // whole batch comes in the first reply (the server's default stops at 101 documents).
        .find(
          { [`${OUTBOX_FIELD}.id`]: { $gte: '' } },
          { projection: { [OUTBOX_FIELD]: 1 }, batchSize: this.batchSize },
        )
        .limit(this.batchSize)
        .toArray();
      if (docs.length === 0) return undefined;
      const items: OutboxItem[] = [];
      const carriers: Harvest['docs'] = [];
      for (const doc of docs) {
        const valid = (doc._outbox ?? []).filter(isOutboxItem);
        if (valid.length < (doc._outbox ?? []).length) {
          this.log.error({ collection: name, docId: doc._id }, 'malformed _outbox entries left in place');
        }
        items.push(...valid);
        carriers.push({ _id: doc._id, ids: valid.map((item) => item.id) });
      }
      return { collection, docs: carriers, items, full: docs.length === this.batchSize };
    };
    const harvests = await Promise.all((this.options.collections ?? []).map(read));
    return harvests.filter((harvest) => harvest !== undefined);
  }

  /**
   * Moves the domain documents' events into the outbox as pending (inserted by event id, then
   * `$pull`ed); an entry already there (another relay's harvest, an interrupted one) is left as it is.
   */
  private async harvestIntoOutbox(harvests: Harvest[]): Promise<void> {
    const now = new Date();
    for (const harvest of harvests) {
      await insertOutboxEntries(
        this.outbox,
        harvest.items.map((item) => entryOf(item, now)),
      );
      await this.pullFromDocuments(harvest, () => true);
    }
  }

  /**
   * Removes the harvested events that `taken` accepts from their documents, in one update of the
   * documents that carry them. Event ids are unique, so pulling the union of the ids from each of
   * these documents removes exactly the harvested events: those pushed since the read stay.
   */
  private async pullFromDocuments(harvest: Harvest, taken: (id: string) => boolean): Promise<void> {
    const docIds: unknown[] = [];
    const ids: string[] = [];
    for (const doc of harvest.docs) {
      const takenHere = doc.ids.filter(taken);
      if (takenHere.length === 0) continue;
      docIds.push(doc._id);
      ids.push(...takenHere);
    }
    if (docIds.length === 0) return;
    await harvest.collection.updateMany(
      { _id: { $in: docIds as never[] } },
      { $pull: { [OUTBOX_FIELD]: { id: { $in: ids } } } },
    );
  }

  /**
   * Claims events for this relay in Redis (one key per event id, kept for `claimMs`), so that
   * relays reading the same pending entries publish each event once: the ones another relay
   * claimed are left to it, and are free again only if it did not take them out of the outbox in time.
   */
  private async claim(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const claimed = await withTimeout(
      (this.redis as unknown as ClaimCommand).claimOutboxEvents(
        `${this.options.prefix ?? 'bull'}:outbox-claims:`,
        this.owner,
        String(this.claimMs),
        ...ids,
      ),
      this.publishTimeoutMs,
      'claiming events',
    ).catch((error: unknown) => {
      throw new RedisUnavailableError(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    });
    return new Set(claimed);
  }

  /** Adds one job per entry to a queue, each with its event id as job id. */
  private async publishTo(name: string, entries: OutboxEntry[]): Promise<void> {
    // Each event's publish continues the trace of the request that wrote it; the job carries
    // the publish on to whoever handles it.
    const spans = entries.map((entry) =>
      startSpan(`${entry.type} publish`, {
        kind: SpanKind.PRODUCER,
        parent: contextFrom(entry.trace ? { ...entry.trace } : undefined),
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.destination.name': name,
          'messaging.message.id': entry._id,
        },
      }),
    );
    try {
      const queue = this.queueFor(name);
      await withTimeout(
        queue.addBulk(
          entries.map((entry, index) => {
            const trace = spanCarrier(spans[index]!);
            return {
              name: entry.type,
              data: {
                id: entry._id,
                type: entry.type,
                occurredAt: entry.occurredAt.toISOString(),
                payload: entry.payload,
                ...(trace ? { trace } : {}),
              },
              // A payload that must not outlive its delivery leaves Redis as soon as it is handled
              // too (a copy delivered again is still skipped by the consumers' ledgers).
              opts: {
                ...this.jobOptions,
                jobId: entry._id,
                ...(entry.dropWhenSent ? { removeOnComplete: true } : {}),
              },
            };
          }),
        ),
        this.publishTimeoutMs,
        `publishing to ${name}`,
      );
      for (const span of spans) span.end();
    } catch (error) {
      for (const span of spans) {
        failed(span, error);
        span.end();
      }
      // A BullMQ client whose set-up failed mid-outage stays broken: start afresh next time.
      await this.closeQueues();
      throw new RedisUnavailableError(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    }
  }

  private queueFor(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.redis,
        ...(this.options.prefix ? { prefix: this.options.prefix } : {}),
        defaultJobOptions: this.jobOptions,
      });
      queue.on('error', (error) => this.log.debug({ err: error, queue: name }, 'queue client error'));
      this.queues.set(name, queue);
      if (this.metrics && !this.watchedQueues.has(name)) {
        this.watchedQueues.add(name);
        this.unwatch.push(
          this.metrics.watchQueue(name, async () => {
            if (this.redis.status !== 'ready') throw new RedisUnavailableError('not connected');
            return withTimeout(
              this.queueFor(name).getJobCounts('waiting', 'active', 'delayed', 'failed'),
              1_000,
              'queue depth',
            );
          }),
        );
      }
    }
    return queue;
  }

  private async closeQueues(): Promise<void> {
    const queues = [...this.queues.values()];
    this.queues.clear();
    await Promise.allSettled(queues.map((queue) => withTimeout(queue.close(), 2_000, 'closing a queue')));
  }

  private reportFailure(error: unknown): void {
    const dependency: Dependency = error instanceof RedisUnavailableError ? 'redis' : 'mongo';
    if (this.down.has(dependency)) return;
    this.down.set(dependency, Date.now());
    const message =
      dependency === 'redis'
        ? 'Redis unavailable: events stay in the outbox and are published once it is back'
        : 'outbox round failed (MongoDB unreachable?): events stay in the outbox and are retried';
    this.log.warn({ err: error, dependency }, message);
  }

  private recovered(dependency: Dependency): void {
    const since = this.down.get(dependency);
    if (since === undefined) return;
    this.down.delete(dependency);
    this.log.info(
      { dependency, downForMs: Date.now() - since },
      `${dependency} available again: publishing resumed`,
    );
  }
}

function isOutboxItem(value: unknown): value is OutboxItem {
  const item = value as Partial<OutboxItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.type === 'string' &&
    typeof item.queue === 'string' &&
    item.queue.length > 0 &&
    typeof item.occurredAt === 'string' &&
    !Number.isNaN(Date.parse(item.occurredAt))
  );
}
