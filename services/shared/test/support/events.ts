import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createLogger, type Logger } from '../../src/logger.js';
import { connectMongo, type Connection } from '../../src/mongo.js';
import type { EventJobOptions } from '../../src/events/relay.js';
import { eventually as pollUntil, startTestMongo, type TestMongo } from '../../src/testing/index.js';

/** Retries within tens of milliseconds, so that a test sees the whole policy run. */
export const FAST_JOBS: EventJobOptions = { attempts: 3, backoffDelayMs: 50, backoffJitter: 0 };

/** Quick stall detection for tests that kill or stop workers. */
export const FAST_LOCKS = { lockDurationMs: 1_000, stalledIntervalMs: 500 } as const;

/** A BullMQ prefix of its own per test, so tests on one Redis (REDIS_URL) never meet. */
export function uniquePrefix(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

/** A logger whose JSON lines the test can read and wait for. */
export interface CapturedLog {
  log: Logger;
  lines: Array<Record<string, unknown>>;
  /** Resolves with the first line (past or future) that matches; rejects after `timeoutMs`. */
  waitFor(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
}

export function captureLog(name = 'test'): CapturedLog {
  const lines: Array<Record<string, unknown>> = [];
  const waiters = new Set<{
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }>();
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n')) {
        if (!text.trim()) continue;
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        for (const waiter of [...waiters]) {
          if (waiter.match(line)) {
            waiters.delete(waiter);
            waiter.resolve(line);
          }
        }
      }
      callback();
    },
  });
  return {
    log: createLogger({ name, level: 'debug', destination }),
    lines,
    waitFor(match, timeoutMs = 10_000) {
      const found = lines.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (line: Record<string, unknown>) => {
            clearTimeout(timer);
            resolve(line);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching log line within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** `eventually` of the test kit, with this suite's shorter bound (10 s). */
export const eventually = <T>(
  read: () => Promise<T> | T,
  holds: (value: T) => boolean,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> => pollUntil(read, holds, { timeoutMs: 10_000, ...options });

/** Counts calls per key and resolves `reached(n)` once n calls happened in total. */
export class CallCounter {
  readonly byKey = new Map<string, number>();
  private total = 0;
  private readonly waiters: Array<{ n: number; resolve: () => void }> = [];

  add(key: string): void {
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
    this.total += 1;
    for (const waiter of [...this.waiters]) {
      if (this.total >= waiter.n) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  get count(): number {
    return this.total;
  }

  reached(n: number, timeoutMs = 15_000): Promise<void> {
    if (this.total >= n) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${this.total} of ${n} calls within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        n,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }
}

/** A MongoDB for one suite and a mongoose connection on it. */
export async function openTestDb(
  prefix: string,
): Promise<{ mongo: TestMongo; connection: Connection; stop(): Promise<void> }> {
  const mongo = await startTestMongo({ prefix });
  const connection = await connectMongo({ uri: mongo.uri, dbName: mongo.dbName });
  return {
    mongo,
    connection,
    async stop() {
      await connection.close();
      await mongo.stop();
    },
  };
}

/** A BullMQ Queue for looking at (and tampering with) a queue in a test; closed with `close()`. */
export function inspectQueue(
  url: string,
  name: string,
  prefix: string,
): { queue: Queue; close(): Promise<void> } {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  const queue = new Queue(name, { connection, prefix });
  return {
    queue,
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}
