import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from './context.js';
import { ForwardingDataSource } from './datasource.js';
import { createErrorMasking } from './errors.js';
import { operationResolutionPlugin } from './operation-resolution.js';
import { subgraphFetcher } from './subgraph-fetcher.js';
import { resolveUrl } from './supergraph.js';

/** A mutation, from /graphql or the REST facade, empties the public cache once answered. */
const mutationsMarkWrites: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation === 'mutation') contextValue.markWrite();
      },
    };
  },
};

/**
 * Apollo Gateway over the committed supergraph, inside an Apollo Server that both /graphql and
 * the REST facade use. Subgraph URLs come from the supergraph unless the config overrides them.
 */
export async function startApollo(
  app: FastifyInstance,
  config: GatewayConfig,
  supergraphSdl: string,
): Promise<ApolloServer<GatewayContext>> {
  const { fetcher, close: closeConnections } = subgraphFetcher(config.subgraphTimeoutMs);
  // After in-flight requests have finished (Fastify's close waits for them).
  app.addHook('onClose', closeConnections);
  const gateway = new ApolloGateway({
    supergraphSdl,
    logger: app.log,
    buildService: (endpoint) =>
      new ForwardingDataSource({
        url: resolveUrl({ name: endpoint.name, url: endpoint.url ?? '' }, config.subgraphUrls),
        fetcher,
      }),
  });

  const masking = createErrorMasking();
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    logger: app.log,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    // app.ts stops Apollo in Fastify's onClose, after in-flight requests have finished; Apollo's
    // own signal handlers (and its Fastify drain plugin, which calls app.close() itself) would
    // race with server.ts's graceful close.
    stopOnTerminationSignals: false,
    formatError: masking.formatError,
    plugins: [
      masking.plugin,
      operationResolutionPlugin<GatewayContext>(),
      // The default landing page loads Apollo's sandbox from a CDN: not reachable offline and
      // not allowed by the CSP. GET /graphql stays available for queries.
      ApolloServerPluginLandingPageDisabled(),
      // HTTP caching is decided by route (src/http-cache.ts), not from cache hints.
      ApolloServerPluginCacheControlDisabled(),
      mutationsMarkWrites,
    ],
  });
  await apollo.start();
  return apollo;
}
