import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GRAPHQL_REQUEST_ERROR_CODES,
  INTERNAL_ERROR_CODE,
  INTERNAL_ERROR_MESSAGE,
  isApplicationErrorCode,
  SERVICE_UNAVAILABLE,
} from '@smarthome/service-kit/contracts';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from './context.js';

/**
 * Errors whose message is meant for the caller: the application codes subgraphs raise (see the
 * contracts' HTTP_STATUS_BY_CODE) and the request errors Apollo Server raises itself. Any other
 * error (INTERNAL_SERVER_ERROR, a subgraph that is down, a bug) is masked: its message and
 * details stay in the log, under an errorId that the caller also gets.
 *
 * A subgraph that could not be reached at all (down, restarting, not yet listening) is reported
 * as SERVICE_UNAVAILABLE rather than as an internal error: the caller can retry later, and the
 * REST facade answers 503 with Retry-After. Nothing about the subgraph's address is passed on.
 */
const REQUEST_ERROR_CODES = new Set<string>(GRAPHQL_REQUEST_ERROR_CODES);

/** Extensions that describe internals (stack traces, subgraph URLs and bodies, topology). */
const INTERNAL_EXTENSIONS = ['stacktrace', 'exception', 'response', 'serviceName', 'originalError'];

/**
 * Apollo Server refuses some requests with a 400 but no code (a persisted query whose hash does
 * not match its text, an unsupported persisted-query version); it then labels them
 * INTERNAL_SERVER_ERROR. They describe the request, not the server: BAD_REQUEST, message kept.
 */
function isUncodedRequestError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const extensions = (error as { extensions?: { code?: unknown; http?: { status?: unknown } } }).extensions;
  const status = extensions?.http?.status;
  return extensions?.code === undefined && typeof status === 'number' && status >= 400 && status < 500;
}

/** Connection failures of Node's fetch (undici) and sockets: nothing reached the subgraph's code. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** Whether `error` (a GraphQLError, its originalError, or their causes) is a failed connection. */
function isUnreachableSubgraph(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause, originalError } = error as {
    code?: unknown;
    cause?: unknown;
    originalError?: unknown;
  };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  return isUnreachableSubgraph(originalError, depth + 1) || isUnreachableSubgraph(cause, depth + 1);
}

export function codeOf(error: { extensions?: Record<string, unknown> | undefined }): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isPublicError(error: GraphQLFormattedError): boolean {
  const code = codeOf(error);
  return isApplicationErrorCode(code) || (code !== undefined && REQUEST_ERROR_CODES.has(code));
}

/**
 * Apollo Server hands `formatError` the same error objects it gave `didEncounterErrors`, where
 * the request logger is at hand: the plugin logs each internal error with a fresh errorId and
 * leaves the id here for formatError to put in the response.
 */
export function createErrorMasking(): {
  plugin: ApolloServerPlugin<GatewayContext>;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
} {
  const errorIds = new WeakMap<object, string>();

  const plugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, logger }) {
          for (const error of errors) {
            const formatted = { message: error.message, extensions: error.extensions };
            if (isPublicError(formatted) || isUncodedRequestError(error)) continue;
            // A subgraph's own masked error already has the id of the subgraph's log line: keep it,
            // so the one id leads to both log lines.
            const upstreamId = error.extensions?.errorId;
            const errorId = typeof upstreamId === 'string' && upstreamId ? upstreamId : randomUUID();
            errorIds.set(error, errorId);
            const log = contextValue?.log;
            const details = {
              errorId,
              code: codeOf(formatted),
              path: error.path,
              serviceName: error.extensions?.serviceName,
              err: error.originalError ?? error,
            };
            if (log) log.error(details, `GraphQL error ${errorId}: ${error.message}`);
            else logger.error(`GraphQL error ${errorId}: ${error.message}`);
          }
        },
      };
    },
  };

  const formatError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const extensions = { ...formatted.extensions };
    for (const key of INTERNAL_EXTENSIONS) delete extensions[key];
    if (isPublicError(formatted)) return { ...formatted, extensions };
    if (isUncodedRequestError(error))
      return { ...formatted, extensions: { ...extensions, code: 'BAD_REQUEST' } };
    const upstreamId = formatted.extensions?.errorId;
    const errorId =
      (typeof error === 'object' && error !== null && errorIds.get(error)) ||
      (typeof upstreamId === 'string' && upstreamId ? upstreamId : randomUUID());
    const unavailable = isUnreachableSubgraph(error);
    return {
      message: unavailable ? SERVICE_UNAVAILABLE.message : INTERNAL_ERROR_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: unavailable ? SERVICE_UNAVAILABLE.code : INTERNAL_ERROR_CODE, errorId },
    };
  };

  return { plugin, formatError };
}
