import type { FastifyInstance } from 'fastify';
import { createServiceApp, type Logger } from '@smarthome/service-kit';
import type { NotificationsConfig } from './config.js';

/**
 * The notifications worker process: its Mongo database, Redis (where its queues will be)
 * and `/healthz` `/readyz` on its port. No GraphQL: it only consumes events. The queue
 * consumers register here and stop from the app's close.
 */
export async function buildApp(
  config: NotificationsConfig,
  options: { logger?: Logger } = {},
): Promise<FastifyInstance> {
  const { app } = await createServiceApp({ name: 'notifications', config, ...options });
  return app;
}
