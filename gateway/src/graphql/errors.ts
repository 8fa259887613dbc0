import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from './context.js';

/**
 * Codes whose message is meant for the caller: the application codes subgraphs raise from
 * `AppError` (see CONVENTIONS.md) and the request errors Apollo Server raises itself. Any other
 * error (INTERNAL_SERVER_ERROR, a subgraph that is down, a bug) is masked: its message and
 * details stay in the log, under an errorId that the caller also gets.
 */
export const APPLICATION_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
] as const;

const CLIENT_REQUEST_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
];

const PUBLIC_CODES = new Set<string>([...APPLICATION_CODES, ...CLIENT_REQUEST_CODES]);

/** Extensions that describe internals (stack traces, subgraph URLs and bodies, topology). */
const INTERNAL_EXTENSIONS = ['stacktrace', 'exception', 'response', 'serviceName', 'originalError'];

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * A subgraph that could not be reached at all (down, restarting, not yet listening) is reported as
 * SERVICE_UNAVAILABLE rather than as an internal error: the caller can retry later, and the REST
 * facade answers 503 with Retry-After. Nothing about the subgraph's address is passed on.
 */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again shortly';

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
  return code !== undefined && PUBLIC_CODES.has(code);
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
            if (isPublicError(formatted)) continue;
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
    const upstreamId = formatted.extensions?.errorId;
    const errorId =
      (typeof error === 'object' && error !== null && errorIds.get(error)) ||
      (typeof upstreamId === 'string' && upstreamId ? upstreamId : randomUUID());
    const unavailable = isUnreachableSubgraph(error);
    return {
      message: unavailable ? SERVICE_UNAVAILABLE_MESSAGE : INTERNAL_ERROR_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: unavailable ? SERVICE_UNAVAILABLE : 'INTERNAL_SERVER_ERROR', errorId },
    };
  };

  return { plugin, formatError };
}
