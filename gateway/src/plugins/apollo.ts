/**
 * Apollo Gateway over the committed supergraph (src/graphql/apollo.ts), started once and shared
 * by /graphql and the REST facade, which runs its operations in-process through `runOperation`.
 * Stopped when the gateway closes, after in-flight requests have finished.
 */
import type { ApolloServer } from '@apollo/server';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { startApollo } from '../graphql/apollo.js';
import type { ContextOptions, GatewayContext } from '../graphql/context.js';
import { createRunner, type RunOperation } from '../rest/execute.js';

declare module 'fastify' {
  interface FastifyInstance {
    apollo: ApolloServer<GatewayContext>;
    /** How a request's GraphQL context is built (which cookies reach the subgraphs). */
    contextOptions: ContextOptions;
    runOperation: RunOperation;
  }
}

export const apollo = fp<GatewayConfig>(
  async (app, config) => {
    const server = await startApollo(app, config, app.subgraphs.supergraphSdl, app.subgraphs.replicas);
    app.addHook('onClose', async () => {
      await server.stop();
    });
    const contextOptions: ContextOptions = { forwardCookies: config.forwardCookies };
    app.decorate('apollo', server);
    app.decorate('contextOptions', contextOptions);
    app.decorate('runOperation', createRunner(server, contextOptions));
  },
  { name: 'apollo', dependencies: ['subgraphs'] },
);
