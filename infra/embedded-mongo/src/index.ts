/**
 * `@smarthome/embedded-mongo`: a MongoDB-wire-protocol server for development and tests,
 * so that mongoose and the official driver run unchanged where no mongod can be
 * installed. Production uses a real MongoDB through MONGODB_URI.
 */
import { EmbeddedMongoServer } from './server.js';

export interface EmbeddedMongoOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Directory for durable storage; in memory when absent. */
  dbPath?: string;
  ttlIntervalMs?: number;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const server = await EmbeddedMongoServer.start(options);
  return { uri: server.uri, port: server.port, stop: () => server.stop() };
}

export { EmbeddedMongoServer };
