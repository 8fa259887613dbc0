import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { Env } from '../config.js';
import { readTestEnv } from './env.js';

export interface TestMongo {
  uri: string;
  /** A database name no other call got: suites never see each other's data. */
  dbName: string;
  /** Drops the database (real server) or stops the embedded engine. */
  stop(): Promise<void>;
}

/** Unique, valid and recognisable database names (`test_content_k3j9…`). */
export function uniqueDbName(prefix = 'test'): string {
  const safe = prefix.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 30);
  return `${safe}_${randomBytes(6).toString('hex')}`;
}

/**
 * A MongoDB for one suite: the server at MONGODB_URI when set (so the suite runs against a
 * real MongoDB), else a fresh embedded Mongo-protocol engine on a free port, in memory.
 */
export async function startTestMongo(options: { prefix?: string; env?: Env } = {}): Promise<TestMongo> {
  const { MONGODB_URI } = readTestEnv(options.env);
  const dbName = uniqueDbName(options.prefix ?? 'test');
  if (MONGODB_URI) {
    return {
      uri: MONGODB_URI,
      dbName,
      async stop() {
        const connection = await mongoose.createConnection(MONGODB_URI, { dbName }).asPromise();
        try {
          await connection.dropDatabase();
        } finally {
          await connection.close();
        }
      },
    };
  }
  // Imported here so a suite on a real MongoDB never loads the embedded engine.
  const { startEmbeddedMongo } = await import('@smarthome/embedded-mongo');
  const server = await startEmbeddedMongo({ port: 0 });
  return { uri: server.uri, dbName, stop: () => server.stop() };
}
