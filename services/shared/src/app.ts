import type { Registry } from 'prom-client';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServiceConfig } from './config.js';
import { requestIdFromHeaders } from './contracts/request-id.js';
import { healthPlugin, type HealthCheck } from './health.js';
import { AccessLogController, createLogger, type Logger } from './logger.js';
import { eventMetrics } from './events/metrics.js';
import { registerMetricsRoute } from './metrics.js';
import { connectMongo, pingMongo, type Connection } from './mongo.js';
import { closeRedis, connectRedis, pingRedis, type Redis } from './redis.js';
import { registerRequestTracing } from './tracing.js';

/** What a service gets once its connections are open: its own database, Redis and logger. */
export interface ServiceDeps {
  mongo: Connection;
  redis: Redis;
  log: Logger;
  /**
   * The registry served at `/metrics`, when the app has one (every subgraph does, see
   * `createSubgraphApp`): give it to every outbox relay and queue consumer the service
   * starts, so that what they count is what Prometheus scrapes.
   */
  metrics?: Registry;
}

export interface ServiceAppOptions {
  /** The service name: log field `service`, Redis connection name. */
  name: string;
  config: ServiceConfig;
  /** Overrides the logger built from LOG_LEVEL (tests pass one that writes to a stream). */
  logger?: Logger;
  /** More readiness checks beside mongo and redis. */
  healthChecks?: Record<string, HealthCheck>;
  /**
   * The process's metrics registry (`createMetricsRegistry()`), served at `GET /metrics` and
   * handed back as `deps.metrics`. A worker passes one; `createSubgraphApp` always does. No
   * route without it (this building block is also used for apps that measure nothing).
   */
  metrics?: Registry;
}

export interface ServiceApp {
  app: FastifyInstance;
  deps: ServiceDeps;
  /** Runs on close, after the server stopped taking requests, before connections close (last added runs first). */
  onClose(closer: () => Promise<void>): void;
}

/**
 * The request id of a request: the caller's `x-request-id` when it looks sane (the gateway
 * sets one per browser request, so a request can be followed across services), else a new
 * UUID. Done in `genReqId` rather than Fastify's `requestIdHeader` so that a malformed or
 * oversized header never reaches the logs.
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  return requestIdFromHeaders(request.headers);
}

/**
 * The part every service process shares, subgraph or worker: Fastify with the logger and
 * request ids, its own Mongo database and a Redis client, `/healthz`, `/readyz` (and
 * `/metrics` when given a registry), and a close that waits for in-flight requests and then closes the connections.
 */
export async function createServiceApp({
  name,
  config,
  logger,
  healthChecks = {},
  metrics,
}: ServiceAppOptions): Promise<ServiceApp> {
  const log = logger ?? createLogger({ name, level: config.LOG_LEVEL });
  const mongo = await connectMongo({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB });
  const redis = connectRedis({ url: config.REDIS_URL, name, log });
  const closers: Array<() => Promise<void>> = [
    async () => {
      await mongo.close();
    },
    () => closeRedis(redis),
  ];

  try {
    const app = Fastify({
      loggerInstance: log as FastifyBaseLogger,
      genReqId: (request) => requestIdOf(request),
      logController: new AccessLogController(),
      // Closes idle keep-alive sockets on close so shutdown does not wait for clients.
      forceCloseConnections: 'idle',
    });
    // First, so that every later hook, the handler and their log lines belong to the request's span.
    registerRequestTracing(app);
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      void reply.header('x-request-id', request.id);
    });
    await app.register(healthPlugin, {
      checks: { mongo: () => pingMongo(mongo), redis: () => pingRedis(redis), ...healthChecks },
    });
    if (metrics) {
      // The event bus's metric families exist from the start, so a scrape before the relay or a
      // consumer has started (they wait for Redis) already lists them, at zero.
      eventMetrics(metrics);
      registerMetricsRoute(app, metrics);
    }
    app.addHook('onClose', async () => {
      for (const close of [...closers].reverse()) {
        try {
          await close();
        } catch (error) {
          log.error({ err: error }, 'error while closing');
        }
      }
    });
    return {
      app,
      deps: { mongo, redis, log, ...(metrics ? { metrics } : {}) },
      onClose: (closer) => closers.push(closer),
    };
  } catch (error) {
    await closeRedis(redis);
    await mongo.close();
    throw error;
  }
}
