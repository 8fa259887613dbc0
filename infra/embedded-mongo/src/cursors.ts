/**
 * Open cursors. Results are materialised when a cursor is opened; `getMore` hands them
 * out in batches. Idle cursors are reaped after ten minutes, as mongod does.
 */
import { randomBytes } from 'node:crypto';
import { calculateObjectSize, Long } from 'bson';
import { MongoCommandError } from './errors.js';
import type { Doc } from './storage/collection.js';

export const DEFAULT_FIRST_BATCH = 101;
/** Room left under the 16 MiB document limit for the reply's envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  position: number;
  lastUsed: number;
}

export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();

  private takeBatch(cursor: OpenCursor, batchSize: number | undefined): Doc[] {
    const batch: Doc[] = [];
    let bytes = 0;
    const limit = batchSize === undefined ? Number.POSITIVE_INFINITY : batchSize;
    while (cursor.position < cursor.docs.length && batch.length < limit) {
      const doc = cursor.docs[cursor.position] as Doc;
      const size = calculateObjectSize(doc);
      if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
      batch.push(doc);
      bytes += size;
      cursor.position++;
    }
    return batch;
  }

  /** Opens a cursor over `docs` and returns the first batch in mongod's reply shape. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): Doc {
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const firstBatch = this.takeBatch(cursor, singleBatch ? undefined : (batchSize ?? DEFAULT_FIRST_BATCH));
    let id = Long.ZERO;
    if (!singleBatch && cursor.position < docs.length) {
      id = Long.fromBytesLE([...randomBytes(8)]).and(Long.MAX_VALUE);
      if (id.isZero()) id = Long.ONE;
      this.cursors.set(id.toString(), cursor);
    }
    return { cursor: { firstBatch, id, ns }, ok: 1 };
  }

  getMore(id: Long, collection: string, batchSize: number | undefined): Doc {
    const cursor = this.cursors.get(id.toString());
    if (!cursor) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
    if (!cursor.ns.endsWith(`.${collection}`)) {
      throw new MongoCommandError('Unauthorized', `Requested getMore on namespace ${collection}, but cursor belongs to a different namespace ${cursor.ns}`);
    }
    cursor.lastUsed = Date.now();
    const nextBatch = this.takeBatch(cursor, batchSize && batchSize > 0 ? batchSize : undefined);
    let nextId = id;
    if (cursor.position >= cursor.docs.length) {
      this.cursors.delete(id.toString());
      nextId = Long.ZERO;
    }
    return { cursor: { nextBatch, id: nextId, ns: cursor.ns }, ok: 1 };
  }

  kill(ids: Long[]): Doc {
    const cursorsKilled: Long[] = [];
    const cursorsNotFound: Long[] = [];
    for (const id of ids) {
      (this.cursors.delete(id.toString()) ? cursorsKilled : cursorsNotFound).push(id);
    }
    return { cursorsKilled, cursorsNotFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  reapIdle(now = Date.now()): void {
    for (const [id, cursor] of this.cursors) if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.cursors.delete(id);
  }

  get openCount(): number {
    return this.cursors.size;
  }
}
