import mongoose, { type Connection } from 'mongoose';

export type { Connection } from 'mongoose';

export interface MongoOptions {
  uri: string;
  /** Each service owns one database named after itself (auth, content, …). */
  dbName: string;
  /** How long to wait for a reachable server before an operation fails. */
  serverSelectionTimeoutMS?: number;
}

/**
 * Opens a dedicated mongoose Connection (never the global default one), so each service,
 * and each test, talks to its own database. Resolves once the server answered; after that
 * the driver reconnects on its own and /readyz reports outages.
 */
export async function connectMongo({
  uri,
  dbName,
  serverSelectionTimeoutMS = 5_000,
}: MongoOptions): Promise<Connection> {
  const connection = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS });
  try {
    return await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

/** Round trip to the server; rejects when it cannot answer. */
export async function pingMongo(connection: Connection): Promise<void> {
  const db = connection.db;
  if (!db || connection.readyState !== mongoose.ConnectionStates.connected) {
    throw new Error(
      `not connected (state ${mongoose.ConnectionStates[connection.readyState] ?? connection.readyState})`,
    );
  }
  await db.command({ ping: 1 });
}
