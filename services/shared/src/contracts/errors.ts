/**
 * The error codes every process speaks. They travel as GraphQL `extensions.code`; the REST
 * facade turns each into the HTTP status listed here. Renaming a code breaks clients that
 * read it: add a new one instead.
 */
export const HTTP_STATUS_BY_CODE = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /**
   * A staff account that must turn its second factor on (STAFF_SECOND_FACTOR=required) and has
   * not: it may read its profile, sign out and enrol, nothing else, in every service. Its own
   * code (not FORBIDDEN) so that clients can send the person to the enrolment screen.
   */
  SECOND_FACTOR_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /**
   * The assistant's language model failed, hung or is unreachable. Not a bug of ours and not the
   * caller's doing, but one they can act on (try again shortly): the message says so in the
   * caller's language and is shown as it is.
   */
  MODEL_UNAVAILABLE: 503,
} as const;

/**
 * An UNAUTHENTICATED for want of a signed-in caller: the request carried no session, or one that
 * has ended. Its `details.reason` is NO_SESSION, because UNAUTHENTICATED also refuses a wrong
 * password or code of a caller who is signed in; only this reason tells a client its session is gone.
 */
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';
export const NO_SESSION = 'NO_SESSION';

/** The FORBIDDEN of a signed-in caller whose role may not make the call. */
export const PERMISSION_REQUIRED_MESSAGE = 'You do not have permission to do this';

/** A failure the caller caused or can act on: its message is shown as it is. */
export type ApplicationErrorCode = keyof typeof HTTP_STATUS_BY_CODE;
export const APPLICATION_ERROR_CODES = Object.keys(HTTP_STATUS_BY_CODE) as ApplicationErrorCode[];

export function isApplicationErrorCode(code: unknown): code is ApplicationErrorCode {
  return typeof code === 'string' && Object.hasOwn(HTTP_STATUS_BY_CODE, code);
}

/**
 * Codes of the gateway's refusals of a document that asks too much (gateway/src/graphql/
 * query-limits.ts): one per limit, each an HTTP 400 whose message names the limit and its value.
 */
export const GRAPHQL_QUERY_LIMIT_ERROR_CODES = [
  'TOKEN_LIMIT_EXCEEDED',
  'DEPTH_LIMIT_EXCEEDED',
  'ALIAS_LIMIT_EXCEEDED',
  'DIRECTIVE_LIMIT_EXCEEDED',
  'COST_LIMIT_EXCEEDED',
] as const;
export type GraphQLQueryLimitErrorCode = (typeof GRAPHQL_QUERY_LIMIT_ERROR_CODES)[number];

/**
 * Codes that Apollo Server and graphql-js (and the gateway's query limits) give the errors of a
 * request that is wrong in itself (does not parse, does not validate, names no operation, unknown
 * persisted query, asks too much). Their messages describe the request, so they are safe to show.
 */
export const GRAPHQL_REQUEST_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  ...GRAPHQL_QUERY_LIMIT_ERROR_CODES,
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

/** A GraphQL error as it travels in an answer (graphql-js's GraphQLFormattedError, structurally). */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

function codeOf(error: GraphQLErrorLike): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether `error` refuses its caller for want of a session (see NO_SESSION), not for a wrong password. */
export function refusesForWantOfSession(error: Pick<GraphQLErrorLike, 'extensions'>): boolean {
  const details = error.extensions?.details as { reason?: unknown } | undefined;
  return error.extensions?.code === 'UNAUTHENTICATED' && details?.reason === NO_SESSION;
}

function errorIdOf(error: GraphQLErrorLike | undefined): string | undefined {
  const errorId = error?.extensions?.errorId;
  return typeof errorId === 'string' && errorId !== '' ? errorId : undefined;
}

function textOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item || undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const { msg, message } = item as { msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' ? msg : typeof message === 'string' ? message : undefined;
  return text || undefined;
}

/**
 * The messages a service attached to a BAD_USER_INPUT error, one per invalid field when it did:
 * `extensions.errors` or `extensions.details.errors` (lists of strings or `{msg|message}`), or
 * `extensions.details.fields` (field → message). Otherwise the error's own message.
 */
export function validationMessagesOf(error: GraphQLErrorLike): string[] {
  const extensions = error.extensions ?? {};
  const details = (
    typeof extensions.details === 'object' && extensions.details !== null ? extensions.details : {}
  ) as Record<string, unknown>;
  const lists = [extensions.errors, details.errors].filter(Array.isArray) as unknown[][];
  const fields = details.fields;
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields))
    lists.push(Object.values(fields));
  for (const list of lists) {
    const messages = list.map(textOf).filter((text): text is string => text !== undefined);
    if (messages.length > 0) return messages;
  }
  return [error.message];
}

/** What the errors of one GraphQL operation amount to for its caller. */
export type OperationFailure =
  | { kind: 'unavailable'; status: number; errorId: string | undefined }
  | { kind: 'internal'; status: number; errorId: string | undefined }
  | {
      kind: 'application';
      code: ApplicationErrorCode;
      status: number;
      /** The first error, whose message (and, for RATE_LIMITED, retry delay) the caller gets. */
      first: GraphQLErrorLike;
      /** BAD_USER_INPUT: the messages of every invalid field; otherwise empty. */
      messages: string[];
    };

/**
 * One rule for every client of the gateway (its REST facade, the web app's GraphQL calls), so
 * that the same failure gets the same status wherever it is read:
 *   - an error outside the application codes (a bug, an operation that no longer fits the schema)
 *     makes the whole operation an internal failure (500), with that error's errorId;
 *   - unless every such error is SERVICE_UNAVAILABLE: a service could not be reached (503);
 *   - otherwise the first error's code decides the status, and a BAD_USER_INPUT brings the
 *     messages of all its fields.
 */
export function operationFailureOf(errors: readonly GraphQLErrorLike[]): OperationFailure {
  const outside = errors.filter((error) => !isApplicationErrorCode(codeOf(error)));
  const first = errors[0];
  if (outside.length > 0 || first === undefined) {
    const errorId = errorIdOf(outside[0]);
    return outside.length > 0 && outside.every((error) => codeOf(error) === SERVICE_UNAVAILABLE.code)
      ? { kind: 'unavailable', status: SERVICE_UNAVAILABLE.status, errorId }
      : { kind: 'internal', status: 500, errorId };
  }
  const code = codeOf(first) as ApplicationErrorCode;
  const messages =
    code === 'BAD_USER_INPUT'
      ? errors.filter((error) => codeOf(error) === code).flatMap(validationMessagesOf)
      : [];
  return { kind: 'application', code, status: HTTP_STATUS_BY_CODE[code], first, messages };
}
