import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { READ_ONLY_TOKEN_MESSAGE, readOnlyTokensPlugin } from '@smarthome/service-kit/contracts';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import type { GatewayConfig } from '../config.js';
import type { SubgraphReplicas } from '../subgraph-replicas.js';
import type { GatewayContext } from './context.js';
import { ForwardingDataSource } from './datasource.js';
import { createErrorMasking } from './errors.js';
import { landingPagePlugin } from './graphiql.js';
import { unsupportedIntrospectionFields } from './introspection-fields.js';
import { operationResolutionPlugin } from './operation-resolution.js';
import { queryLimitErrorFormatter, queryLimitParseOptions, queryLimitRules } from './query-limits.js';
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
 * Automatic persisted queries: a client sends a query's SHA-256 alone and its text only when the
 * gateway answers PERSISTED_QUERY_NOT_FOUND. The texts are kept in memory, least recently used
 * first out, within this many bytes whatever the clients register (a text is only kept once it
 * has parsed, validated and passed the query limits).
 */
const PERSISTED_QUERIES_MAX_BYTES = 8 * 1_048_576;

/**
 * Apollo Gateway over the committed supergraph, inside an Apollo Server that both /graphql and
 * the REST facade use. Subgraph URLs come from the supergraph unless the config overrides them.
 */
export async function startApollo(
  app: FastifyInstance,
  config: GatewayConfig,
  supergraphSdl: string,
  replicas: SubgraphReplicas,
): Promise<ApolloServer<GatewayContext>> {
  const { fetcher, close: closeConnections } = subgraphFetcher(config.subgraphTimeoutMs, replicas);
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
  const withLimitCodes = queryLimitErrorFormatter(config.queryLimits);
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    logger: app.log,
    // Both describe the schema: off in production unless GRAPHQL_INTROSPECTION says otherwise.
    introspection: config.introspection,
    hideSchemaDetailsFromClientErrors: !config.introspection,
    parseOptions: queryLimitParseOptions(config.queryLimits),
    validationRules: [...queryLimitRules(config.queryLimits), unsupportedIntrospectionFields],
    persistedQueries: { cache: new InMemoryLRUCache({ maxSize: PERSISTED_QUERIES_MAX_BYTES }) },
    // One operation per request (Apollo's default, stated): a batch would multiply every limit.
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // src/plugins/apollo.ts stops Apollo in Fastify's onClose, after in-flight requests have
    // finished; Apollo's own signal handlers (and its Fastify drain plugin, which calls
    // app.close() itself) would race with server.ts's graceful close.
    stopOnTerminationSignals: false,
    // The limits' own codes first, so that the masking sees (and lets through) those codes.
    formatError: (formatted, error) => masking.formatError(withLimitCodes(formatted, error), error),
    plugins: [
      masking.plugin,
      operationResolutionPlugin<GatewayContext>(),
      // Never Apollo's own landing page, which loads its sandbox from a CDN (not reachable
      // offline, not allowed by the CSP): the bundled GraphiQL when introspection is on, else none.
      landingPagePlugin(config, app.log),
      // HTTP caching is decided by route (src/http-cache.ts), not from cache hints.
      ApolloServerPluginCacheControlDisabled(),
      // A `read` API token's mutations: 403 once the operation is known (after persisted
      // queries are resolved and the limits are checked), before any subgraph is called.
      readOnlyTokensPlugin<GatewayContext>(
        (context) => context.apiTokenScope,
        () =>
          new GraphQLError(READ_ONLY_TOKEN_MESSAGE, {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          }),
      ),
      mutationsMarkWrites,
    ],
  });
  await apollo.start();
  return apollo;
}
