/** The gateway's Fastify options: logging, request ids, limits, proxies and the router's errors. */
import { requestIdFromHeaders } from '@smarthome/service-kit/contracts';
import { AccessLogController, stdoutDestination } from '@smarthome/service-kit/logging';
import { traceFields } from '@smarthome/service-kit/tracing';
import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.js';
import { querySecretRedaction } from './log-redaction.js';
import { rootErrorHandler } from './plugins/errors.js';
import { MAX_PARAM_LENGTH } from './rest/schemas.js';
import { fastifyTrustProxy } from './trust-proxy.js';

export function serverOptions(
  config: GatewayConfig,
  logStream: { write(line: string): void } = stdoutDestination(),
): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      stream: logStream,
      // Session tokens must not end up in log files.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Nor the secret links' tokens, which come in the query string.
      ...querySecretRedaction,
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
    // The URLs the router refuses before any route or hook runs.
    frameworkErrors: rootErrorHandler(config.bodyLimit),
  };
}
