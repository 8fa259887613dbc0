import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';
import { startTracing } from './tracing-sdk.js';

export interface RunServiceOptions {
  /** The service's name in traces (`service.name`). */
  name: string;
  /** Loads the config and builds the app; a ConfigError is printed as its list of problems. */
  start: () => Promise<{ app: FastifyInstance; port: number; host: string }>;
  /** How long a graceful close may take before the process gives up on it. */
  shutdownTimeoutMs?: number;
}

/**
 * The body of every `server.ts` / `worker.ts`: tracing, build, listen, and on SIGINT or SIGTERM
 * stop taking requests, let in-flight ones finish, close connections, send the last spans and exit.
 */
export async function runService({
  name,
  start,
  shutdownTimeoutMs = 10_000,
}: RunServiceOptions): Promise<void> {
  const tracing = startTracing(name);
  let app: FastifyInstance | undefined;
  try {
    const started = await start();
    app = started.app;
    await app.listen({ port: started.port, host: started.host });
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else if (app) app.log.fatal({ err: error }, 'failed to start');
    else console.error('failed to start:', error);
    await app?.close().catch(() => undefined);
    process.exit(1);
  }

  const running = app;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    running.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      running.log.error({ timeoutMs: shutdownTimeoutMs }, 'graceful shutdown timed out');
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    running
      .close()
      .then(() =>
        tracing.shutdown().catch((error: unknown) => running.log.warn({ err: error }, 'spans not sent')),
      )
      .then(
        () => {
          clearTimeout(timer);
          running.log.info('stopped');
        },
        (error: unknown) => {
          running.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
