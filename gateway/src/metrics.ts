import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, type Registry } from 'prom-client';

/**
 * Counts the requests `app` answers: count and latency by method, route pattern and status, in
 * `registry`, with Node's default process metrics. Routes are labelled by their pattern
 * (`/api/v0/news/:id`), never by the raw URL, so the label set stays small; unmatched URLs share
 * one label.
 */
export function measureRequests(app: FastifyInstance, registry: Registry): void {
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
}

/**
 * The metrics listener: `GET /metrics` (Prometheus's text format) and nothing else, on a port of
 * its own (METRICS_PORT). The public port is routed to by the Ingress for every path, so metrics
 * served there would show route counts and process figures to anyone; a port of its own is one
 * only Prometheus is let through to (the NetworkPolicy), and that Compose never publishes.
 */
export function buildMetricsServer(registry: Registry, logger: FastifyBaseLogger): FastifyInstance {
  const server = Fastify({
    loggerInstance: logger,
    // Idle keep-alive sockets of the scraper would hold a graceful close open.
    forceCloseConnections: 'idle',
  });
  // A scrape every few seconds would drown the access log; anything else asked here is logged.
  server.get('/metrics', { logLevel: 'silent' }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return server;
}
