// Shared test harness.
//
// With MONGODB_URI set, every test file talks to that server (a real mongod 7: the
// suite doubles as a differential test) in a database of its own, dropped afterwards.
// Without it, each file starts the embedded engine on a free port in beforeAll and
// stops it in afterAll. Tests only use the public driver API (black box).
import { afterAll, beforeAll } from 'vitest';
import { MongoClient } from 'mongodb';
import type { MongoServerError, ObjectId } from 'mongodb';
import type { Collection, Db, Document, MongoClientOptions } from 'mongodb';

/** True when the suite runs against an external server (real MongoDB). */
export const REAL_MONGO = Boolean(process.env.MONGODB_URI);

/**
 * `it.skipIf(WIDTH_NOT_KEPT)` for assertions on BSON numeric width (int32 vs double vs
 * int64 of the same value): the embedded engine keeps values, not widths (see its README,
 * "What it does not do"), so these run only against a real MongoDB.
 */
export const WIDTH_NOT_KEPT = !REAL_MONGO;

/** `it.skipIf(EMBEDDED_ONLY)` for tests that need the engine itself (restart, kill -9). */
export const EMBEDDED_ONLY = REAL_MONGO;

/** A schema-less document whose _id may be of any BSON type (not only ObjectId). */
export type Doc = Document & { _id?: ObjectId | string | number | boolean | Date | Document | null };

interface EmbeddedServer {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  dbPath?: string;
}

/** Starts the embedded engine (imported lazily so a real-MongoDB run never loads it). */
export async function startEngine(options: StartOptions = {}): Promise<EmbeddedServer> {
  const { startEmbeddedMongo } = await import('../src/index.js');
  return startEmbeddedMongo({ port: 0, ...options });
}

export interface MongoContext {
  /** Connection string of the server under test. */
  readonly uri: string;
  /** The database reserved for this test file. */
  readonly dbName: string;
  readonly client: MongoClient;
  readonly db: Db;
  /** A collection in this file's database; names are unique per call unless given. */
  coll<T extends Document = Doc>(name?: string): Collection<T>;
  /** A fresh, empty collection with a unique name. */
  freshColl<T extends Document = Doc>(prefix?: string): Promise<Collection<T>>;
  /** Opens another client on the same server (closed automatically in afterAll). */
  newClient(options?: MongoClientOptions): Promise<MongoClient>;
}

let collCounter = 0;

function uniqueSuffix(): string {
  return `${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * Registers beforeAll/afterAll hooks for a test file and returns a context whose
 * fields are usable from inside tests and hooks.
 */
export function useMongo(tag: string, clientOptions: MongoClientOptions = {}): MongoContext {
  let server: EmbeddedServer | undefined;
  let uri: string | undefined;
  let client: MongoClient | undefined;
  let db: Db | undefined;
  const dbName = `em_${tag.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20)}_${uniqueSuffix()}`;
  const extraClients: MongoClient[] = [];

  beforeAll(async () => {
    if (REAL_MONGO) {
      uri = process.env.MONGODB_URI as string;
    } else {
      server = await startEngine({ port: 0 });
      uri = server.uri;
    }
    client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000, ...clientOptions });
    await client.connect();
    db = client.db(dbName);
  });

  afterAll(async () => {
    for (const c of extraClients) await c.close().catch(() => undefined);
    if (client) {
      await client
        .db(dbName)
        .dropDatabase()
        .catch(() => undefined);
      await client.close();
    }
    if (server) await server.stop();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`harness: ${what} used before beforeAll ran`);
    return value;
  };

  return {
    get uri() {
      return need(uri, 'uri');
    },
    dbName,
    get client() {
      return need(client, 'client');
    },
    get db() {
      return need(db, 'db');
    },
    coll<T extends Document = Doc>(name?: string): Collection<T> {
      return need(db, 'db').collection<T>(name ?? `c${++collCounter}`);
    },
    async freshColl<T extends Document = Doc>(prefix = 'c'): Promise<Collection<T>> {
      const c = need(db, 'db').collection<T>(
        `${prefix}_${++collCounter}_${Math.floor(Math.random() * 1e9).toString(36)}`,
      );
      await c.drop().catch(() => undefined);
      return c;
    },
    async newClient(options: MongoClientOptions = {}): Promise<MongoClient> {
      const c = new MongoClient(need(uri, 'uri'), { serverSelectionTimeoutMS: 10_000, ...options });
      extraClients.push(c);
      await c.connect();
      return c;
    },
  };
}

/** Runs `fn`, expects it to reject, and returns the error (typed loosely for assertions). */
export async function errorOf(fn: () => Promise<unknown>): Promise<MongoServerError> {
  try {
    await fn();
  } catch (err) {
    return err as MongoServerError;
  }
  throw new Error('expected the operation to fail, but it succeeded');
}

/** Normalises MongoBulkWriteError.writeErrors (typed OneOrMore) to an array. */
export function writeErrorsOf(
  err: unknown,
): Array<{ index: number; code: number; errmsg?: string | undefined }> {
  const we = (err as { writeErrors?: unknown }).writeErrors;
  if (we === undefined) return [];
  const list = Array.isArray(we) ? we : [we];
  return list.map((e: { index: number; code: number; errmsg?: string }) => ({
    index: e.index,
    code: e.code,
    errmsg: e.errmsg,
  }));
}

/** Escapes a string for use inside a RegExp. */
export function reEscape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns true or `timeoutMs` elapses; returns the last result. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
}
