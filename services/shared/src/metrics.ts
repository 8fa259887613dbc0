import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';

export { Registry as MetricsRegistry } from 'prom-client';

/**
 * The Prometheus registry of one process: a service creates one at start and hands it to
 * everything that measures (the app's `/metrics`, the outbox relay, the queue consumers).
 * Never prom-client's global registry: tests build many apps in one process, and each
 * must count only its own.
 */
export function createMetricsRegistry(options: { defaultMetrics?: boolean } = {}): Registry {
  const registry = new Registry();
  // Node's process metrics (CPU, memory, event-loop lag) unless a test does not want them.
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  return registry;
}

/** `GET /metrics` in Prometheus' text format; not logged per request (scrapers poll it). */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry): void {
  app.get('/metrics', { logLevel: 'silent' }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
