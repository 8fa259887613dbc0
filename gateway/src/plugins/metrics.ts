/** Every answer counted in `registry`, which the metrics listener serves (src/listen.ts). */
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { measureRequests } from '../metrics.js';

export const requestMetrics = fp<{ registry: Registry }>(
  async (app, { registry }) => measureRequests(app, registry),
  { name: 'request-metrics' },
);
