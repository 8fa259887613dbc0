/**
 * The TCP server: accepts connections, runs commands against the storage engine, and
 * runs the background jobs a mongod runs (TTL expiry every second, idle cursor reaping).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { runCommand } from './commands/index.js';
import type { ServerState } from './commands/context.js';
import { CursorRegistry } from './cursors.js';
import { partialFilterMatcher } from './query/filter.js';
import { TypeBound } from './storage/bson-order.js';
import { StorageEngine } from './storage/engine.js';
import { Connection } from './wire/connection.js';

export interface ServerOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  /** How often expired TTL documents are removed (mongod: 60 s; here 1 s so tests stay fast). */
  ttlIntervalMs?: number;
}

const DATE_RANK = 45;

export class EmbeddedMongoServer {
  private readonly tcp: Server;
  private readonly sockets = new Set<Socket>();
  private readonly cursors = new CursorRegistry();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly state: ServerState;
  private nextConnectionId = 1;

  private constructor(
    private readonly engine: StorageEngine,
    private readonly options: ServerOptions,
  ) {
    this.state = {
      startedAt: new Date(),
      port: () => this.port,
      dbPath: options.dbPath,
      connectionsCurrent: 0,
      connectionsTotal: 0,
    };
    this.tcp = createServer((socket) => this.accept(socket));
  }

  static async start(options: ServerOptions = {}): Promise<EmbeddedMongoServer> {
    // Storage sits below the query layer; the server, which sees both, hands it the matcher.
    const engine = await StorageEngine.open({
      dbPath: options.dbPath,
      compilePartialFilter: partialFilterMatcher,
    });
    const server = new EmbeddedMongoServer(engine, options);
    await new Promise<void>((resolve, reject) => {
      server.tcp.once('error', reject);
      server.tcp.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        server.tcp.off('error', reject);
        resolve();
      });
    });
    server.timers.push(setInterval(() => void server.expireTtl(), options.ttlIntervalMs ?? 1000).unref());
    server.timers.push(setInterval(() => server.cursors.reapIdle(), 60_000).unref());
    return server;
  }

  get port(): number {
    const address = this.tcp.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  get uri(): string {
    return `mongodb://127.0.0.1:${this.port}`;
  }

  private accept(socket: Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    this.state.connectionsCurrent++;
    this.state.connectionsTotal++;
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.state.connectionsCurrent--;
    });
    const context = { engine: this.engine, cursors: this.cursors, server: this.state, connectionId };
    new Connection(socket, (command, db) => runCommand(command, context, db));
  }

  /** Removes documents whose TTL-indexed date is older than the index's expireAfterSeconds. */
  private async expireTtl(): Promise<void> {
    const now = Date.now();
    let removed = 0;
    for (const db of this.engine.databaseNames()) {
      for (const collection of this.engine.collections(db)) {
        for (const index of collection.indexes.values()) {
          const seconds = index.spec.expireAfterSeconds;
          if (seconds === undefined || index.fields.length !== 1) continue;
          const ids = index.idsInRange({
            low: { value: new TypeBound(DATE_RANK, -1), inclusive: true },
            high: { value: new Date(now - seconds * 1000), inclusive: true },
          });
          for (const id of ids) if (this.engine.remove(collection, id)) removed++;
        }
      }
    }
    if (removed > 0) await this.engine.durable().catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.timers.forEach(clearInterval);
    const closed = new Promise<void>((resolve) => this.tcp.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    await this.engine.close();
  }
}
