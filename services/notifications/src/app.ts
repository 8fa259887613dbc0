import type { FastifyInstance } from 'fastify';
import {
  createMetricsRegistry,
  createServiceApp,
  createServiceTokenVerifier,
  startServiceConsumer,
  type ServiceBuildOptions,
} from '@smarthome/service-kit';
import { QUEUES } from '@smarthome/service-kit/events';
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
    await app.register(dataExportRoutes, {
      deliveries: email.deliveries,
      verifier: createServiceTokenVerifier(config, deps.redis),
    });
    // Closers run last-added first: the consumer stops (jobs in hand finish) before SMTP closes.
    if (options.consume !== false) {
      startServiceConsumer(
        { ...deps, onClose },
        {
          config,
          queue: QUEUES.email,
          handlers: email.handlers,
          tuning: {
            concurrency: config.EMAIL_CONCURRENCY,
            lockDurationMs: config.EMAIL_LOCK_DURATION_MS,
            stalledIntervalMs: config.EMAIL_STALLED_INTERVAL_MS,
          },
        },
      );
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
