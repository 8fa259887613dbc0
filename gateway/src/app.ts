import { readFile } from 'node:fs/promises';
import fastifyApollo from '@as-integrations/fastify';
import {
  INTERNAL_ERROR_CODE,
  INTERNAL_ERROR_MESSAGE,
  REQUEST_ID_HEADER,
  requestIdFromHeaders,
} from '@smarthome/service-kit/contracts';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { Registry } from 'prom-client';
import { AccessLogController, stdoutDestination } from '@smarthome/service-kit/logging';
import { registerRequestTracing, traceFields } from '@smarthome/service-kit/tracing';
import { registerBearerAuth } from './api-tokens/bearer-auth.js';
import { ApiTokenExchange } from './api-tokens/exchange.js';
import { TokenRateLimiter } from './api-tokens/rate-limit.js';
import type { GatewayConfig } from './config.js';
import { startApollo } from './graphql/apollo.js';
import { buildContext, type ContextOptions, type GatewayContext } from './graphql/context.js';
import { resolveUrl, subgraphsOf } from './graphql/supergraph.js';
import { registerApiDocs } from './api-docs.js';
import { registerDevMailbox } from './dev-mailbox.js';
import { healthRoutes } from './health.js';
import { measureRequests } from './metrics.js';
import { CSRF_FAILURE_MESSAGE, CsrfProtection } from './csrf.js';
import { RestError, toRestError } from './rest/errors.js';
import { createRunner } from './rest/execute.js';
import { accountExportRoutes } from './rest/account-export.js';
import { chatStreamRoutes, DOMAINS, imageRoutes, restFacade, type RestRoutes } from './rest/index.js';
import { OPENAPI_DOCUMENT_PATH } from './rest/openapi.js';
import { MAX_PARAM_LENGTH } from './rest/schemas.js';
import { sessionRenewalHook } from './session-renewal.js';
import { registerCacheHeaders, registerConditionalGet } from './http-cache.js';
import { registerPublicCache } from './public-cache.js';
import { registerSite } from './site/index.js';
import { loadServerRenderer } from './site/server-renderer.js';
import { notFoundHandler, readWebPages, registerSecurityHeaders, registerWebApp } from './web.js';
import { SubgraphReplicas } from './subgraph-replicas.js';
import { fastifyTrustProxy } from './trust-proxy.js';

const GRAPHQL_PATH = '/graphql';
const REST_PREFIX = '/api/v0';
/** Public answers cached at most: a few hundred pages and lists is the whole public site. */
const PUBLIC_CACHE_ENTRIES = 1_000;
/** How long a CDN may serve a public answer past its age while it fetches a fresh one. */
const STALE_WHILE_REVALIDATE_SECONDS = 60;

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** REST modules added to DOMAINS (tests exercise the facade with routes of their own). */
  extraRestRoutes?: RestRoutes[];
  /**
   * Where the requests are counted: the registry the metrics listener serves (src/listen.ts). A
   * registry of its own otherwise, since tests build many gateways in one process.
   */
  metricsRegistry?: Registry;
}

/**
 * Errors outside /api/v0 (which has its own handler): requests Fastify refused before any
 * handler ran (bad JSON, body too large, …) and bugs. Same mapping as the REST facade; /graphql
 * answers it in the GraphQL error shape, everything else as `{message}`. 5xx never show
 * internals and carry an errorId that is in the log line too.
 *
 * It also answers the URLs the router refuses before any route or hook runs (Fastify's
 * `frameworkErrors`: a path segment that is not valid percent-encoding, a path parameter over
 * MAX_PARAM_LENGTH), /api/v0 included, so those get the same `{message}` shape and never echo
 * the URL.
 */
function rootErrorHandler(bodyLimit: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Hooks have not run for a framework error: the request id header is set here too.
    void reply.header(REQUEST_ID_HEADER, request.id);
    const { status, body, errorId } = toRestError(error, 'message', bodyLimit);
    const message = 'message' in body ? body.message : INTERNAL_ERROR_MESSAGE;
    if (errorId) {
      request.log.error(
        { err: error, errorId },
        `${request.method} ${request.url} failed [errorId ${errorId}]`,
      );
    } else {
      request.log.info({ status, code: error.code }, message);
    }
    void reply.code(status).type('application/json; charset=utf-8');
    const isGraphQL = request.url === GRAPHQL_PATH || request.url.startsWith(`${GRAPHQL_PATH}?`);
    if (!isGraphQL) return reply.send(body);
    const code =
      status >= 500
        ? INTERNAL_ERROR_CODE
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 403
            ? 'FORBIDDEN'
            : 'BAD_REQUEST';
    return reply.send({ errors: [{ message, extensions: { code, ...(errorId ? { errorId } : {}) } }] });
  };
}

/**
 * The gateway as a Fastify instance, not listening (server.ts listens; tests use inject()).
 *   /graphql        Apollo Gateway over the committed supergraph
 *   /api/v0/*       REST facade (src/rest), translated to GraphQL operations
 *   /healthz /readyz  (/metrics is on a listener of its own: src/listen.ts)
 *   /dev/mailbox    development only (DEV_MAILBOX_URL): the SMTP sink's mailbox
 *   /robots.txt /sitemap.xml /blog/rss.xml /news/rss.xml, and the content pages with their
 *                   share metadata and content written by the server (src/site)
 *   /               the built web app when WEB_DIST_DIR is set
 */
/** The URL the gateway calls a subgraph at (the supergraph's, or its configured override). */
function urlOf(subgraphs: { name: string; url: string }[], name: string): string {
  const subgraph = subgraphs.find((candidate) => candidate.name === name);
  if (!subgraph) throw new Error(`the supergraph has no ${name} subgraph`);
  return subgraph.url;
}

export async function buildGateway(
  config: GatewayConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const supergraphSdl = await readFile(config.supergraphPath, 'utf8');
  const subgraphs = subgraphsOf(supergraphSdl).map((s) => ({
    name: s.name,
    url: resolveUrl(s, config.subgraphUrls),
  }));

  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: options.logStream ?? stdoutDestination(),
      // Session tokens must not end up in log files.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // The active span's ids on every line, as in the services.
      mixin: traceFields,
    },
    genReqId: (req) => requestIdFromHeaders(req.headers),
    requestIdHeader: false,
    logController: new AccessLogController(),
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Idle keep-alive sockets would hold a graceful close open.
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: rootErrorHandler(config.bodyLimit),
  });

  // First of the hooks: everything a request causes, here and in the subgraphs, is one trace.
  registerRequestTracing(app);
  // Before any route: routes keep the handlers that were set when they were added.
  app.setErrorHandler(rootErrorHandler(config.bodyLimit));
  const pages = config.webDistDir ? readWebPages(config.webDistDir) : undefined;
  app.setNotFoundHandler(notFoundHandler(pages));

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  measureRequests(app, options.metricsRegistry ?? new Registry());
  registerSecurityHeaders(app, config);
  // After the headers every answer carries, before any route: a cached answer skips the rest. Its
  // caching headers and ETag are set before it keeps an answer, the 304 is decided after.
  registerCacheHeaders(app, {
    sharedMaxAgeSeconds: config.publicCacheMs / 1_000,
    staleWhileRevalidateSeconds: STALE_WHILE_REVALIDATE_SECONDS,
    sessionCookie: config.sessionCookie,
  });
  registerPublicCache(app, {
    graphqlPath: GRAPHQL_PATH,
    ttlMs: config.publicCacheMs,
    maxEntries: PUBLIC_CACHE_ENTRIES,
    sessionCookie: config.sessionCookie,
  });
  registerConditionalGet(app);

  // Subgraphs given several URLs: every call to them is spread over their replicas.
  const replicas = new SubgraphReplicas(Object.values(config.subgraphReplicaUrls));
  const apollo = await startApollo(app, config, supergraphSdl, replicas);
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  // Personal API tokens (src/api-tokens): exchanged at the auth service, limited per token.
  const apiTokens = new ApiTokenExchange({
    authUrl: urlOf(subgraphs, 'auth'),
    cacheMs: config.apiTokenCacheMs,
    timeoutMs: config.readyTimeoutMs,
    replicas,
  });
  app.addHook('onClose', () => apiTokens.close());
  registerBearerAuth(app, {
    exchange: apiTokens,
    limiter: new TokenRateLimiter(config.apiTokenRateLimit),
    graphqlPath: GRAPHQL_PATH,
  });

  const contextOptions: ContextOptions = { forwardCookies: config.forwardCookies };
  const run = createRunner(apollo, contextOptions);

  // Before the routes, so that they run for /graphql and /api/v0 alike (src/csrf.ts): a write
  // authenticated by the session cookie needs the CSRF token, else 403.
  const csrf = new CsrfProtection({
    secret: config.csrfSecret,
    secure: config.cookieSecure,
    sessionCookie: config.sessionCookie,
  });
  if (config.csrfSecretGenerated) {
    app.log.warn('CSRF_SECRET is not set: using a random key, so CSRF tokens end with this process');
  }
  app.addHook('preHandler', async (request) => {
    if (csrf.requiresToken(request) && !csrf.verify(request)) throw new RestError(403, CSRF_FAILURE_MESSAGE);
  });
  // Then sliding sessions: a cookie past half its token's life is renewed (src/session-renewal.ts).
  app.addHook('preHandler', sessionRenewalHook({ sessionCookie: config.sessionCookie, run }));

  await app.register(fastifyApollo<GatewayContext>(apollo), {
    path: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    context: async (request, reply) => buildContext(request, reply, contextOptions),
  });
  await app.register(restFacade, {
    prefix: REST_PREFIX,
    run,
    csrf,
    bodyLimit: config.bodyLimit,
    sessionCookie: config.sessionCookie,
    routes: [
      ...DOMAINS,
      // Image bytes do not fit GraphQL: these routes call the content service's /images directly.
      imageRoutes({
        contentUrl: urlOf(subgraphs, 'content'),
        contextOptions,
        timeoutMs: config.subgraphTimeoutMs,
        replicas,
      }),
      // A chat answer streams as it is written: the assistant's /chat/stream, passed through.
      chatStreamRoutes({
        assistantUrl: urlOf(subgraphs, 'assistant'),
        contextOptions,
        startTimeoutMs: config.subgraphTimeoutMs,
        replicas,
      }),
      // The caller's copy of their data: every subgraph, and the notifications worker's mail records.
      accountExportRoutes({
        notificationsUrl: config.notificationsUrl,
        contextOptions,
        timeoutMs: config.subgraphTimeoutMs,
        replicas,
      }),
      ...(options.extraRestRoutes ?? []),
    ],
  });
  // The facade's interactive reference, reading its OpenAPI document.
  registerApiDocs(app, { documentUrl: `${REST_PREFIX}${OPENAPI_DOCUMENT_PATH}` });
  registerSite(app, {
    run,
    site: { base: config.publicBaseUrl },
    ...(config.webDistDir && pages
      ? {
          web: {
            distDir: config.webDistDir,
            pages,
            renderer: await loadServerRenderer(config.webDistDir),
          },
        }
      : {}),
  });
  healthRoutes(app, subgraphs, config.readyTimeoutMs, replicas);
  // Development only (DEV_MAILBOX_URL, set by `make dev`): the SMTP sink's mailbox.
  if (config.devMailboxUrl) await registerDevMailbox(app, { target: config.devMailboxUrl });

  if (config.webDistDir) await registerWebApp(app, config.webDistDir);

  return app;
}
