/** /graphql: the shared Apollo Server over HTTP (GET and POST; OPTIONS for preflights). */
import fastifyApollo from '@as-integrations/fastify';
import fp from 'fastify-plugin';
import { buildContext, type GatewayContext } from '../graphql/context.js';
import { GRAPHQL_PATH } from '../paths.js';

export const graphqlEndpoint = fp(
  async (app) => {
    await app.register(fastifyApollo<GatewayContext>(app.apollo), {
      path: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      context: async (request, reply) => buildContext(request, reply, app.contextOptions),
    });
  },
  { name: 'graphql-endpoint', dependencies: ['apollo'], encapsulate: true },
);
