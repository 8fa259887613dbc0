/**
 * The error codes every process speaks. They travel as GraphQL `extensions.code`; the REST
 * facade turns each into the HTTP status listed here. Renaming a code breaks clients that
 * read it: add a new one instead.
 */
export const HTTP_STATUS_BY_CODE = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const;

/** A failure the caller caused or can act on: its message is shown as it is. */
export type ApplicationErrorCode = keyof typeof HTTP_STATUS_BY_CODE;
export const APPLICATION_ERROR_CODES = Object.keys(HTTP_STATUS_BY_CODE) as ApplicationErrorCode[];

export function isApplicationErrorCode(code: unknown): code is ApplicationErrorCode {
  return typeof code === 'string' && Object.hasOwn(HTTP_STATUS_BY_CODE, code);
}

/**
 * Codes that Apollo Server and graphql-js give the errors of a request that is wrong in itself
 * (does not parse, does not validate, names no operation, unknown persisted query). Their
 * messages describe the request, so they are safe to show.
 */
export const GRAPHQL_REQUEST_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
] as const;

/** A bug or anything unexpected inside a service: the caller sees only this text and an errorId. */
export const INTERNAL_ERROR_CODE = 'INTERNAL_SERVER_ERROR';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * A service that could not be reached at all (down, restarting, not yet listening). The caller
 * may retry after `retryAfterSeconds`; nothing about the service's address is passed on.
 */
export const SERVICE_UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  status: 503,
  message: 'Service temporarily unavailable, please try again shortly',
  retryAfterSeconds: 5,
} as const;
