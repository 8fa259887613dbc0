/**
 * The one error mapping of the REST facade (/api/v0). Every failure of a REST call — a GraphQL
 * error from a subgraph, bad input caught here, a body Fastify refused, a bug — ends up in
 * `toRestError`, which decides the HTTP status and the body shape REST clients read:
 *   - `{ message }` for every error, the general shape;
 *   - `{ errors: [{ msg }] }` for validation failures of form submissions (POST/PUT/PATCH),
 *     which clients join with ', ' (a route can choose with `config.validationShape`);
 *   - 5xx: `{ message: 'Internal server error', errorId }`; the details go to the log only,
 *     in a line that carries the same errorId.
 */
import { randomUUID } from 'node:crypto';
import {
  INTERNAL_ERROR_MESSAGE,
  operationFailureOf,
  SERVICE_UNAVAILABLE,
} from '@smarthome/service-kit/contracts';
import type { GraphQLFormattedError } from 'graphql';
import { bounded } from '../echo.js';
import { MAX_PARAM_LENGTH } from './schemas.js';

export type ValidationShape = 'errors' | 'message';

const FORM_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A route's 400 shape: its own choice (`config.validationShape`), else `errors` for form submissions. */
export function validationShapeOf(method: string, configured: ValidationShape | undefined): ValidationShape {
  return configured ?? (FORM_METHODS.has(method) ? 'errors' : 'message');
}

export type RestErrorBody =
  { message: string; errorId?: string; code?: string } | { errors: { msg: string }[] };

/**
 * Codes a client must tell apart from others of the same status, so the body names them: a staff
 * account that must turn on its second factor first (403) is sent to enrolment, not shown "not
 * allowed".
 */
const NAMED_CODES = new Set<string>(['SECOND_FACTOR_ENROLMENT_REQUIRED']);

/**
 * Reasons a service gives in `details.reason` that the body names as its `code` for the same
 * purpose: a sign-in's second step whose challenge is gone (401) must start again with the
 * password, while a wrong code (401 too) may simply be typed again.
 */
const NAMED_REASONS = new Set<string>(['SECOND_FACTOR_CHALLENGE_GONE']);

/** The code a client may act on: the error's own, or the reason its service gave. */
function namedCodeOf(code: string, details: { reason?: unknown } | undefined): string | undefined {
  if (NAMED_CODES.has(code)) return code;
  const reason = details?.reason;
  return typeof reason === 'string' && NAMED_REASONS.has(reason) ? reason : undefined;
}

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
  const failure = operationFailureOf(error.errors);
  // A service that could not be reached: 503, worth retrying shortly.
  if (failure.kind === 'unavailable') return unavailableError(failure.errorId);
  // A bug, or our own operation no longer matching the schema: the client cannot act on it.
  if (failure.kind === 'internal') return internalError(failure.errorId);
  const { code, status, first, messages } = failure;
  if (code === 'BAD_USER_INPUT') return clientError(status, first.message, messages, shape);
  const headers: Record<string, string> = {};
  // Top level, or in `details` where service-kit's AppError puts it.
  const details = first.extensions?.details as { retryAfter?: unknown; reason?: unknown } | undefined;
  const retryAfter = first.extensions?.retryAfter ?? details?.retryAfter;
  if (code === 'RATE_LIMITED' && (typeof retryAfter === 'number' || typeof retryAfter === 'string')) {
    headers['retry-after'] = String(retryAfter);
  }
  const named = namedCodeOf(code, details);
  return { status, headers, body: { message: first.message, ...(named ? { code: named } : {}) } };
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
