/**
 * The one error mapping of the REST facade (/api/v0). Every failure of a REST call — a GraphQL
 * error from a subgraph, bad input caught here, a body Fastify refused, a bug — ends up in
 * `toRestError`, which decides the HTTP status and the body shape the spec's clients read:
 *   - `{ message }` for every error, the spec's general shape;
 *   - `{ errors: [{ msg }] }` for validation failures of form submissions (POST/PUT/PATCH),
 *     which the spec's clients join with ', ' (a route can choose with `config.validationShape`);
 *   - 5xx: `{ message: 'Internal server error', errorId }`; the details go to the log only,
 *     in a line that carries the same errorId.
 */
import { randomUUID } from 'node:crypto';
import {
  HTTP_STATUS_BY_CODE,
  INTERNAL_ERROR_MESSAGE,
  isApplicationErrorCode,
  SERVICE_UNAVAILABLE,
} from '@smarthome/service-kit/contracts';
import type { GraphQLFormattedError } from 'graphql';
import { codeOf } from '../graphql/errors.js';
import { bounded } from '../echo.js';
import { MAX_PARAM_LENGTH } from './schemas.js';

export type ValidationShape = 'errors' | 'message';

export type RestErrorBody = { message: string; errorId?: string } | { errors: { msg: string }[] };

export interface RestErrorResponse {
  status: number;
  body: RestErrorBody;
  headers: Record<string, string>;
  /** Set for 5xx: the id in the body and in the log line. */
  errorId?: string;
}

/** A failure the REST layer detects itself (bad query parameter, missing item, …). */
export class RestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Validation messages, shown as `{errors:[{msg}]}` where the route uses that shape. */
    readonly validationMessages?: string[],
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** The GraphQL errors of an operation run for a REST call. */
export class OperationError extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL operation failed');
    this.name = 'OperationError';
  }
}

function messageOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item || undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const { msg, message } = item as { msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' ? msg : typeof message === 'string' ? message : undefined;
  return text || undefined;
}

/**
 * Messages a subgraph attached to a BAD_USER_INPUT error, one per invalid field when it did:
 * `extensions.errors` or `extensions.details.errors` (lists of strings or `{msg|message}`), or
 * `extensions.details.fields` (field → message). Otherwise the error's own message.
 */
function validationMessagesOf(error: GraphQLFormattedError): string[] {
  const ext = error.extensions ?? {};
  const details = (typeof ext.details === 'object' && ext.details !== null ? ext.details : {}) as Record<
    string,
    unknown
  >;
  const lists = [ext.errors, details.errors].filter(Array.isArray) as unknown[][];
  const fields = details.fields;
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields))
    lists.push(Object.values(fields));
  for (const list of lists) {
    const messages = list.map(messageOf).filter((m): m is string => m !== undefined);
    if (messages.length > 0) return messages;
  }
  return [error.message];
}

function clientError(
  status: number,
  message: string,
  messages: string[] | undefined,
  shape: ValidationShape,
  headers: Record<string, string> = {},
): RestErrorResponse {
  if (status === 400 && shape === 'errors') {
    return { status, headers, body: { errors: (messages ?? [message]).map((msg) => ({ msg })) } };
  }
  return {
    status,
    headers,
    body: { message: messages && messages.length > 0 ? messages.join(', ') : message },
  };
}

function internalError(errorId: string = randomUUID()): RestErrorResponse {
  return { status: 500, headers: {}, errorId, body: { message: INTERNAL_ERROR_MESSAGE, errorId } };
}

function unavailableError(errorId: string = randomUUID()): RestErrorResponse {
  return {
    status: SERVICE_UNAVAILABLE.status,
    headers: { 'retry-after': String(SERVICE_UNAVAILABLE.retryAfterSeconds) },
    errorId,
    body: { message: SERVICE_UNAVAILABLE.message, errorId },
  };
}

function fromOperationError(error: OperationError, shape: ValidationShape): RestErrorResponse {
  const internal = error.errors.find((e) => !isApplicationErrorCode(codeOf(e)));
  const upstreamId = internal?.extensions?.errorId;
  const errorId = typeof upstreamId === 'string' ? upstreamId : undefined;
  // A service that could not be reached: 503, worth retrying shortly (unless a bug came with it).
  if (
    internal &&
    error.errors.every((e) => codeOf(e) === SERVICE_UNAVAILABLE.code || isApplicationErrorCode(codeOf(e)))
  ) {
    return unavailableError(errorId);
  }
  // Any other error outside the application codes (a bug, our own query no longer matching the
  // schema) makes the whole call a 500: the client cannot act on it.
  if (internal || error.errors.length === 0) return internalError(errorId);
  const first = error.errors[0]!;
  const code = codeOf(first);
  if (!isApplicationErrorCode(code)) return internalError(errorId);
  const status = HTTP_STATUS_BY_CODE[code];
  if (code === 'BAD_USER_INPUT') {
    const messages = error.errors.filter((e) => codeOf(e) === code).flatMap(validationMessagesOf);
    return clientError(status, first.message, messages, shape);
  }
  const headers: Record<string, string> = {};
  // Top level, or in `details` where service-kit's AppError puts it.
  const details = first.extensions?.details as { retryAfter?: unknown } | undefined;
  const retryAfter = first.extensions?.retryAfter ?? details?.retryAfter;
  if (code === 'RATE_LIMITED' && (typeof retryAfter === 'number' || typeof retryAfter === 'string')) {
    headers['retry-after'] = String(retryAfter);
  }
  return { status, headers, body: { message: first.message } };
}

/**
 * Messages for the errors Fastify raises before a handler runs, worded for API clients. None
 * repeats the URL: Fastify's own texts for a bad URL would echo all of it.
 */
function fastifyMessage(error: { code?: unknown; message: string }, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return 'Malformed URL: a path segment is not valid percent-encoding';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Malformed JSON in request body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is larger than the limit of ${bodyLimit} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type; send application/json';
    default:
      return bounded(error.message);
  }
}

export function toRestError(error: unknown, shape: ValidationShape, bodyLimit: number): RestErrorResponse {
  if (error instanceof OperationError) return fromOperationError(error, shape);
  if (error instanceof RestError) {
    if (error.statusCode >= 500) return internalError();
    return clientError(error.statusCode, error.message, error.validationMessages, shape);
  }
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Fastify's own request errors (malformed JSON, body too large, …): safe to describe. A
    // SyntaxError from JSON.parse carries statusCode 400 too.
    const message =
      error instanceof SyntaxError
        ? 'Malformed JSON in request body'
        : fastifyMessage(error as Error & { code?: unknown }, bodyLimit);
    return { status: statusCode, headers: {}, body: { message } };
  }
  return internalError();
}
