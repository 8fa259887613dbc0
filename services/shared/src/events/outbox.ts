import { Schema, type Connection, type mongo } from 'mongoose';
import type { EventEnvelope, EventType } from './contracts.js';
import { dropsWhenSent, isEventType, queuesOf } from './contracts.js';
import type { TraceCarrier } from '../tracing.js';

/*
 * The transactional outbox, without transactions.
 *
 * A write and the event it causes must never be lost apart: not when Redis is down, not
 * when the process dies between the two. Publishing to Redis inside the request cannot
 * promise that, and the embedded engine (and a standalone mongod) has no multi-document
 * transactions. So an event is first written to the service's own database, in a write
 * that MongoDB makes atomic on its own, and a background relay (relay.ts) publishes it to
 * BullMQ later. Two ways, both single-document writes:
 *
 *   (a) `withOutbox(doc, event)` / `pushOutbox(event)`: the event rides IN the domain
 *       document it is about, in its `_outbox` array, so the change and its event are ONE
 *       document write: both happen or neither does. Use this whenever the event is caused
 *       by a change of one document (user registered, issue status changed, comment added
 *       to an issue document...). The relay publishes the `_outbox` entries and then removes
 *       them from the domain document (moving them into the `outbox` collection first while
 *       Redis is down).
 *
 *   (b) `createOutbox(connection).add(event)`: one insert into the `outbox` collection, for
 *       events that change no domain document (a password reset request, a lock-out
 *       notice, usage accounting) — or that follow a write already done. Atomic with
 *       nothing else: if the process dies between a domain write and this insert, the
 *       event is lost, which is why (a) is the rule when there is a domain document.
 *
 * Either way the request returns once MongoDB acknowledged; it never waits for Redis.
 */

/** The collection of the outbox, in each service's own database. */
export const OUTBOX_COLLECTION = 'outbox';
/** The array field of domain documents that carries their not yet harvested events. */
export const OUTBOX_FIELD = '_outbox';

/** An event as it rides in a domain document's `_outbox` array. */
export interface OutboxItem {
  id: string;
  type: string;
  queue: string;
  /** Every queue of a type that fans out (`queue` is then the first); absent for one queue. */
  queues?: string[];
  /** Its jobs leave Redis as soon as they are handled, and erasing a person leaves it to deliver. */
  dropWhenSent?: true;
  occurredAt: string;
  payload: unknown;
  trace?: TraceCarrier;
}

/** A document of the `outbox` collection. */
export interface OutboxEntry {
  /** The event id: inserting or harvesting the same event twice is a no-op. */
  _id: string;
  type: string;
  /** Fixed when the event was created, so the relay never needs the contract to route it. */
  queue: string;
  /** A type that fans out: every queue it goes to (`queue` is the first of them). */
  queues?: string[];
  /** Its jobs leave Redis as soon as they are handled, and erasing a person leaves it to deliver. */
  dropWhenSent?: true;
  occurredAt: Date;
  payload: unknown;
  /** The trace of the request that wrote the event. */
  trace?: TraceCarrier;
  /** When the entry reached this collection. */
  createdAt: Date;
  /**
   * Always true: the relay deletes an entry once every queue took it. (Earlier versions kept
   * published entries for a week with `pending: false`; a starting relay deletes those.)
   */
  pending: boolean;
}

function itemOf(event: EventEnvelope<EventType>): OutboxItem {
  if (!isEventType(event.type)) throw new Error(`unknown event type "${String(event.type)}"`);
  const queues = queuesOf(event.type);
  return {
    id: event.id,
    type: event.type,
    queue: queues[0]!,
    ...(queues.length > 1 ? { queues } : {}),
    ...(dropsWhenSent(event.type) ? { dropWhenSent: true as const } : {}),
    occurredAt: event.occurredAt,
    payload: event.payload,
    ...(event.trace ? { trace: event.trace } : {}),
  };
}

export function entryOf(item: OutboxItem, now = new Date()): OutboxEntry {
  return {
    _id: item.id,
    type: item.type,
    queue: item.queue,
    ...(item.queues ? { queues: item.queues } : {}),
    ...(item.dropWhenSent ? { dropWhenSent: true as const } : {}),
    occurredAt: new Date(item.occurredAt),
    payload: item.payload,
    ...(item.trace ? { trace: item.trace } : {}),
    createdAt: now,
    pending: true,
  };
}

/**
 * Way (a), insert: the document to insert, carrying its events. With mongoose, the model's
 * schema needs `outboxPlugin` (a strict schema drops unknown fields silently).
 *
 *   await Users.create(withOutbox({ email, ... }, newEvent('user.registered', {...})));
 */
export function withOutbox<D extends object>(
  doc: D,
  ...events: Array<EventEnvelope<EventType>>
): D & { _outbox: OutboxItem[] } {
  const existing = (doc as { _outbox?: OutboxItem[] })._outbox ?? [];
  return { ...doc, _outbox: [...existing, ...events.map(itemOf)] };
}

/**
 * Way (a), update: the `$push` to merge into the update of the domain document, so that
 * the change and its events are one write.
 *
 *   await Issues.updateOne({ _id }, { $set: { status }, ...pushOutbox(newEvent('issue.status_changed', {...})) });
 *
 * An update that already has a `$push` merges the field: `{ $push: { ...mine, ...pushOutbox(e).$push } }`.
 */
export function pushOutbox(...events: Array<EventEnvelope<EventType>>): {
  $push: { _outbox: { $each: OutboxItem[] } };
} {
  return { $push: { [OUTBOX_FIELD]: { $each: events.map(itemOf) } } } as {
    $push: { _outbox: { $each: OutboxItem[] } };
  };
}

/**
 * Declares `_outbox` on a mongoose schema (`schema.plugin(outboxPlugin)`): kept as written,
 * never selected by default (reads of the domain document do not carry it), and indexed so
 * that the relay finds the documents carrying events without scanning the collection.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({ [OUTBOX_FIELD]: { type: [Schema.Types.Mixed], default: undefined, select: false } });
  schema.index(OUTBOX_INDEX.key, OUTBOX_INDEX.options);
}

/**
 * The index the relay's harvest query uses, declared alike by the plugin and the relay. Not
 * sparse: the embedded engine never plans with a sparse (partial) index, and the harvest's
 * range on string ids skips the documents without events on either engine anyway.
 */
export const OUTBOX_INDEX = { key: { [`${OUTBOX_FIELD}.id`]: 1 }, options: {} } as const;

export interface Outbox {
  /**
   * Way (b): stores events in the outbox collection (one insert per event). Adding an event
   * that is already there is a no-op, so a caller may retry after a timeout.
   */
  add(...events: Array<EventEnvelope<EventType>>): Promise<void>;
  /**
   * Takes back an event added by `add` while it is still pending (the relay has not published it):
   * for a write whose condition turned out false after its event was stored. False when the
   * relay took it first (or it was never there).
   */
  withdraw(id: string): Promise<boolean>;
}

export function outboxCollection(connection: Connection): mongo.Collection<OutboxEntry> {
  const db = connection.db;
  if (!db) throw new Error('the outbox needs an open MongoDB connection');
  return db.collection<OutboxEntry>(OUTBOX_COLLECTION);
}

/**
 * How many `add`s each connection's outbox has seen in this process. The relay of the
 * connection reads the `outbox` collection when this count moved since its last read (and on
 * its poll, for other processes' writes), instead of on every round: most rounds publish
 * documents' events only, and a read that finds nothing still costs a round trip.
 */
const additions = new WeakMap<Connection, number>();

/** The count of `add`s to the outbox of this connection so far, in this process. */
export function outboxAdditions(connection: Connection): number {
  return additions.get(connection) ?? 0;
}

/**
 * Inserts entries into the outbox; one already there (the same event id: a retried `add`, another
 * relay's harvest, an interrupted one) is left as it is.
 */
export async function insertOutboxEntries(
  outbox: mongo.Collection<OutboxEntry>,
  entries: OutboxEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  try {
    await outbox.insertMany(entries, { ordered: false });
  } catch (error) {
    if (!onlyDuplicateKeys(error)) throw error;
  }
}

export function createOutbox(connection: Connection): Outbox {
  return {
    async add(...events) {
      if (events.length === 0) return;
      const now = new Date();
      const entries = events.map((event) => entryOf(itemOf(event), now));
      try {
        await insertOutboxEntries(outboxCollection(connection), entries);
      } finally {
        // Counted once the insert answered (even in part): a read started after it sees the entries.
        additions.set(connection, outboxAdditions(connection) + 1);
      }
    },
    async withdraw(id) {
      const removed = await outboxCollection(connection).deleteOne({ _id: id, pending: true });
      return removed.deletedCount === 1;
    },
  };
}

/** True when every error of a (bulk) write is a duplicate key: the documents were already there. */
export function onlyDuplicateKeys(error: unknown): boolean {
  const failure = error as {
    code?: unknown;
    writeErrors?: unknown;
    errorResponse?: { writeErrors?: unknown };
  };
  const writeErrors = failure.writeErrors ?? failure.errorResponse?.writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.length > 0) {
    return writeErrors.every((writeError: { code?: unknown }) => writeError.code === 11000);
  }
  return failure.code === 11000;
}
