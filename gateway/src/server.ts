/**
 * The gateway process: tracing, validated config, the app listening (src/listen.ts), and a graceful
 * close on SIGINT or SIGTERM (stop accepting, finish in-flight requests, stop Apollo, send the last
 * spans, exit).
 */
import { startTracing } from '@smarthome/service-kit/tracing/sdk';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config.js';
import { listenGateway } from './listen.js';
import { checkBusinessSettings } from './web.js';

const tracing = startTracing('gateway');

let config;
try {
  config = loadConfig();
  checkBusinessSettings(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let app: FastifyInstance | undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Stopped while starting: nothing is served yet.
  if (!app) process.exit(0);
  app.log.info({ signal }, 'closing the gateway');
  // A hung close must not keep the process alive past an orchestrator's grace period.
  const timer = setTimeout(() => {
    app?.log.error('graceful close timed out; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    await tracing.shutdown().catch((error: unknown) => app?.log.warn({ err: error }, 'spans not sent'));
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  // The site on PORT, /metrics on METRICS_PORT.
  ({ app } = await listenGateway(config));
} catch (error) {
  console.error('could not start the gateway:', error);
  process.exit(1);
}
