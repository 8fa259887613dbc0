import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics at /metrics: request count and latency by method, route pattern and
 * status, plus Node's default process metrics. Routes are labelled by their pattern
 * (`/api/v0/news/:id`), never by the raw URL, so the label set stays small; unmatched URLs
 * share one label.
 */
export function metricsRoutes(app: FastifyInstance): void {
  // A registry per app: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests served, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { logLevel: 'silent' }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
