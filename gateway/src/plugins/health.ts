/** /healthz and /readyz (src/health.ts): the process, and every subgraph (one replica each at least). */
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { healthRoutes } from '../health.js';

export const health = fp<Pick<GatewayConfig, 'readyTimeoutMs'>>(
  async (app, { readyTimeoutMs }) =>
    healthRoutes(app, app.subgraphs.endpoints, readyTimeoutMs, app.subgraphs.replicas),
  { name: 'health', dependencies: ['subgraphs'] },
);
