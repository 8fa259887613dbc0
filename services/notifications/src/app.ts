import type { FastifyInstance } from 'fastify';
import {
  createMetricsRegistry,
  createRedisRevocationCheck,
  createServiceApp,
  createTokenVerifier,
  QUEUES,
  startConsumer,
  type Consumer,
  type ServiceBuildOptions,
} from '@smarthome/service-kit';
import type { NotificationsConfig } from './config.js';
import { dataExportRoutes } from './data-export/data-export.routes.js';
import { setupEmail } from './email/email.setup.js';

/** The kit's build options (only `logger` applies: the worker relays nothing), and one of its own. */
export interface BuildOptions extends ServiceBuildOptions {
  /** false: no queue consumer (tests of the process alone). Default true. */
  consume?: boolean;
}

/**
 * The notifications worker process: the consumer of the `email` queue (renders and sends
 * the mails, keeps its copy of the accounts), its own Mongo database, and on its port
 * `/healthz`, `/readyz`, `/metrics` (the event bus's counters and queue depth) and the signed-in
 * caller's list of the mails sent to them (src/data-export). No GraphQL.
 *
 * Closing stops taking jobs and lets the jobs in hand finish (a mail half sent completes),
 * then closes SMTP, Redis and Mongo.
 */
export async function buildApp(
  config: NotificationsConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const metrics = createMetricsRegistry();
  const { app, deps, onClose } = await createServiceApp({
    name: 'notifications',
    config,
    metrics,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  try {
    const email = await setupEmail(config, deps.mongo);
    onClose(async () => email.close());
    const verifier = createTokenVerifier({
      jwksUrl: config.AUTH_JWKS_URL,
      issuer: config.AUTH_ISSUER,
      audience: config.AUTH_AUDIENCE,
      cookieName: config.AUTH_SESSION_COOKIE,
      // As in every subgraph: a logout or a deactivation counts at once.
      revocation: createRedisRevocationCheck(deps.redis),
    });
    await app.register(dataExportRoutes, { deliveries: email.deliveries, verifier });
    if (options.consume !== false) {
      let consumer: Consumer | undefined;
      let closing = false;
      const consume = () => {
        if (closing || consumer) return;
        consumer = startConsumer({
          queue: QUEUES.email,
          connection: deps.mongo,
          redis: config.REDIS_URL,
          handlers: email.handlers,
          log: deps.log,
          concurrency: config.EMAIL_CONCURRENCY,
          lockDurationMs: config.EMAIL_LOCK_DURATION_MS,
          stalledIntervalMs: config.EMAIL_STALLED_INTERVAL_MS,
          prefix: config.EVENTS_PREFIX,
          metrics,
        });
      };
      // The consumer starts once Redis has answered: a BullMQ worker that never connected
      // cannot be closed (its close waits for the first connection), and a worker process
      // must stop on SIGTERM even when Redis was never there.
      if (deps.redis.status === 'ready') consume();
      else deps.redis.once('ready', consume);
      // Closers run last-added first: the consumer stops (jobs in hand finish) before SMTP closes.
      onClose(async () => {
        closing = true;
        deps.redis.off('ready', consume);
        await consumer?.close();
      });
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
