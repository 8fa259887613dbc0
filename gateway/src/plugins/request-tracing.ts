/**
 * The first hooks of every request: everything it causes, here and in the subgraphs, is one
 * trace, and its answer names its request id.
 */
import { REQUEST_ID_HEADER } from '@smarthome/service-kit/contracts';
import { registerRequestTracing } from '@smarthome/service-kit/tracing';
import fp from 'fastify-plugin';

export const requestTracing = fp(
  async (app) => {
    registerRequestTracing(app);
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-tracing' },
);
