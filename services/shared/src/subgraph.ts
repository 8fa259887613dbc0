import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import type { DocumentNode } from 'graphql';
import type { Registry } from 'prom-client';
import { createServiceApp, type ServiceDeps } from './app.js';
import type { AuthUser, TokenVerifier } from './auth.js';
import type { ServiceConfig, TokenVerifierConfig } from './config.js';
import { AppError, assignErrorId, errorLoggingPlugin, formatGraphQLError } from './errors.js';
import { READ_ONLY_TOKEN_MESSAGE, readOnlyTokensPlugin } from './contracts/api-tokens.js';
import { secondFactorEnrolmentPlugin } from './contracts/second-factor.js';
import { createServiceTokenVerifier } from './revocation.js';
import { loadTypeDefs } from './graphql.js';
import { nameScalarLiteralRefusals, scalarLiteralPlacesRule } from './scalar-literals.js';
import type { HealthCheck } from './health.js';
import type { Logger } from './logger.js';
import { createMetricsRegistry } from './metrics.js';

/** What every resolver gets, in every subgraph. */
export interface RequestContext {
  /** The request id: the gateway's `x-request-id`, or one made here. */
  requestId: string;
  /** The request's logger: every line carries `requestId`. */
  log: FastifyBaseLogger;
  /** The caller per the verified token; null when anonymous (or held, below). */
  user: AuthUser | null;
  /** The caller must enrol a second factor and this operation is not enrolment (see MaybeAuthenticated). */
  secondFactorHeld?: boolean;
}

export interface SubgraphDeps extends ServiceDeps {
  /** The registry served at `/metrics`: every subgraph has one; pass it to the outbox relay. */
  metrics: Registry;
  verifier: TokenVerifier;
  /**
   * Runs on close after Apollo has stopped and before Redis and Mongo close (last added runs
   * first): for background work the service starts in `setup` (an outbox relay, a timer).
   */
  onClose(closer: () => Promise<void>): void;
}

export interface SubgraphAppOptions<TServices extends object> {
  name: string;
  config: ServiceConfig & TokenVerifierConfig;
  /** A folder whose `*.graphql` files (recursively) are the SDL. */
  typeDefsDir?: string;
  /** Or the SDL already parsed (still from files: never inline SDL). */
  typeDefs?: DocumentNode;
  /** Resolver map of the whole subgraph (generated `Resolvers<Context>` fits here). */
  resolvers: object;
  /**
   * Builds the service's use cases once, from its connections (models are compiled on
   * the service's own Connection). What it returns is spread into every request context.
   */
  setup: (deps: SubgraphDeps) => TServices | Promise<TServices>;
  logger?: Logger;
  healthChecks?: Record<string, HealthCheck>;
  /** The process's metrics registry, served at `GET /metrics`; a new one when not given. */
  metrics?: Registry;
  /**
   * Overrides the token verifier built from the AUTH_* config (tests, and the auth service,
   * which verifies against its own key store).
   */
  verifier?: TokenVerifier;
  /**
   * More per-request context, from the request and its reply (the auth service reads the
   * token's source and sets cookies). Cannot replace requestId, log or user.
   */
  extendContext?: (request: FastifyRequest, reply: FastifyReply) => object | Promise<object>;
  /**
   * The root fields a staff session that must enrol its second factor may still call (the auth
   * service's profile, sign-out and enrolment); every other operation of such a token is
   * refused with SECOND_FACTOR_ENROLMENT_REQUIRED. None by default.
   */
  secondFactorEnrolmentOperations?: readonly string[];
}

export type SubgraphContext<TServices extends object> = RequestContext & TServices;

/**
 * Fastify + Apollo Server + `buildSubgraphSchema`, served at `/graphql` (GET, POST), with
 * health endpoints, `/metrics`, request ids, token verification into the context, error mapping and a
 * graceful close (Apollo, then Redis, then Mongo). Nothing listens: `server.ts` does.
 */
export async function createSubgraphApp<TServices extends object>(
  options: SubgraphAppOptions<TServices>,
): Promise<FastifyInstance> {
  const { name, config } = options;
  const typeDefs = options.typeDefs ?? (options.typeDefsDir ? loadTypeDefs(options.typeDefsDir) : undefined);
  if (!typeDefs) throw new Error(`${name}: createSubgraphApp needs typeDefsDir or typeDefs`);

  // Every subgraph serves /metrics: its relay's backlog and published counts are what operators alert on.
  const metrics = options.metrics ?? createMetricsRegistry();
  const { app, deps, onClose } = await createServiceApp({
    name,
    config,
    metrics,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.healthChecks ? { healthChecks: options.healthChecks } : {}),
  });
  try {
    const verifier = options.verifier ?? createServiceTokenVerifier(config, deps.redis);
    const services = await options.setup({ ...deps, metrics, verifier, onClose });

    const apollo = new ApolloServer<SubgraphContext<TServices>>({
      // A literal a custom scalar refuses names its argument and field, as a refused variable does.
      schema: nameScalarLiteralRefusals(
        buildSubgraphSchema([{ typeDefs, resolvers: options.resolvers as GraphQLResolverMap<unknown> }]),
      ),
      validationRules: [scalarLiteralPlacesRule],
      formatError: formatGraphQLError,
      includeStacktraceInErrorResponses: false,
      // server.ts owns the signals; Apollo stops from Fastify's onClose below.
      stopOnTerminationSignals: false,
      // No landing page, and no federated traces (no Apollo Studio; they would expose resolver timings).
      // No cache hints either: HTTP caching is the gateway's (by route), and the hints' plugin
      // would wrap every field's resolution for nothing.
      plugins: [
        ApolloServerPluginLandingPageDisabled(),
        ApolloServerPluginInlineTraceDisabled(),
        ApolloServerPluginCacheControlDisabled(),
        errorLoggingPlugin(),
        // A personal API token with the `read` or `calendar` scope runs queries only, here as at the gateway.
        readOnlyTokensPlugin<SubgraphContext<TServices>>(
          (context) => context.user?.apiTokenScope,
          () => new AppError('FORBIDDEN', READ_ONLY_TOKEN_MESSAGE),
        ),
        secondFactorEnrolmentPlugin<SubgraphContext<TServices>>(
          (context) => context.user?.secondFactorEnrolmentPending === true,
          options.secondFactorEnrolmentOperations ?? [],
          (context) => {
            context.user = null;
            context.secondFactorHeld = true;
          },
        ),
      ],
    });
    await apollo.start();
    onClose(() => apollo.stop());

    await app.register(fastifyApollo(apollo), {
      path: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      context: async (request: FastifyRequest, reply: FastifyReply) => ({
        ...services,
        ...(options.extendContext ? await options.extendContext(request, reply) : {}),
        requestId: request.id,
        log: request.log,
        user: await verifyCaller(verifier, request),
      }),
    });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function verifyCaller(verifier: TokenVerifier, request: FastifyRequest): Promise<AuthUser | null> {
  try {
    return await verifier.verifyRequest(request, request.log);
  } catch (error) {
    if (error instanceof AppError) {
      // Logged here, where the request id is known; the client gets the same error id.
      request.log.error({ err: error, errorId: assignErrorId(error) }, 'token verification unavailable');
    }
    throw error;
  }
}
