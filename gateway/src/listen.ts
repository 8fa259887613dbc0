/**
 * The gateway listening: the site, /graphql and /api/v0 on PORT, Prometheus's /metrics on
 * METRICS_PORT (both on HOST). server.ts starts the process with it; tests start it on free
 * ports (PORT=0, METRICS_PORT=0) to see what each port answers.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { buildGateway, type BuildOptions } from './app.js';
import type { GatewayConfig } from './config.js';
import { buildMetricsServer } from './metrics.js';

export interface ListeningGateway {
  /** The public gateway; closing it closes the metrics listener too, after it. */
  app: FastifyInstance;
  /** The ports actually taken (a configured 0 becomes the port the system chose). */
  port: number;
  metricsPort: number;
}

export async function listenGateway(
  config: GatewayConfig,
  options: Omit<BuildOptions, 'metricsRegistry'> = {},
): Promise<ListeningGateway> {
  const registry = new Registry();
  const app = await buildGateway(config, { ...options, metricsRegistry: registry });
  const metrics = buildMetricsServer(registry, app.log.child({ listener: 'metrics' }));
  // Scraped until the gateway itself has finished: its last requests are counted too.
  app.addHook('onClose', () => metrics.close());
  try {
    await app.listen({ port: config.port, host: config.host });
    await metrics.listen({ port: config.metricsPort, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return { app, port: portOf(app), metricsPort: portOf(metrics) };
}

function portOf(server: FastifyInstance): number {
  return (server.server.address() as AddressInfo).port;
}
