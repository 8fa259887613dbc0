/**
 * A failed GraphQL operation (Apollo Client) as an ApiError with the HTTP status the REST facade
 * gives the same failure, so a screen keeps one set of rules for what it says: an application error
 * (extensions.code BAD_USER_INPUT 400, UNAUTHENTICATED 401, FORBIDDEN 403, NOT_FOUND 404, CONFLICT
 * 409, RATE_LIMITED 429) brings the server's message, BAD_USER_INPUT its per-field messages joined
 * with ', '; anything else, and a call that never got an answer (status 0), the call's fallback text.
 *
 * Only the dashboard's chunks import this module: it brings Apollo Client's error classes along.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import {
  ApiError,
  errorIdOf,
  fallbackText,
  isValidationList,
  serverMessage,
  type FallbackError,
} from '@/lib/api-client';

/** The HTTP status of each error code whose message is meant for the caller (as the gateway maps them). */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

/**
 * A service that could not be reached (503). It and INTERNAL_SERVER_ERROR (500) are the gateway's
 * masked errors: their fixed text ('Internal server error') tells a person nothing the screen's own
 * failure text does not, so the call's fallback stands in for it and the errorId, under which the
 * gateway logged the details, goes along to the console.
 */
const UNAVAILABLE = 'SERVICE_UNAVAILABLE';

const codeOf = (error: GraphQLFormattedError): string | undefined => {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
};

const textOf = (item: unknown): string | undefined => {
  if (typeof item === 'string') return item || undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const { msg, message } = item as { msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' ? msg : typeof message === 'string' ? message : undefined;
  return text || undefined;
};

/**
 * The messages of a BAD_USER_INPUT error: one per invalid field in `extensions.details.errors`
 * (`{field, msg}`) or `extensions.details.fields` (field → message), else the error's own message.
 */
function validationMessages(error: GraphQLFormattedError): string[] {
  const details = error.extensions?.details;
  const { errors, fields } = (typeof details === 'object' && details !== null ? details : {}) as {
    errors?: unknown;
    fields?: unknown;
  };
  const list = Array.isArray(errors)
    ? errors
    : typeof fields === 'object' && fields !== null
      ? Object.values(fields)
      : [];
  const messages = list.map(textOf).filter((m): m is string => m !== undefined);
  return messages.length > 0 ? messages : [error.message];
}

function fromGraphQLErrors(errors: readonly GraphQLFormattedError[], fallback: FallbackError): ApiError {
  // One error outside the application codes makes the whole operation a server failure.
  const internal = errors.filter((e) => STATUS_BY_CODE[codeOf(e) ?? ''] === undefined);
  if (internal.length > 0 || errors.length === 0) {
    const unavailable = internal.length > 0 && internal.every((e) => codeOf(e) === UNAVAILABLE);
    const status = unavailable ? 503 : 500;
    const errorId = internal[0]?.extensions?.errorId;
    return new ApiError(
      fallbackText(fallback, status),
      status,
      false,
      false,
      typeof errorId === 'string' ? errorId : undefined,
    );
  }
  const code = codeOf(errors[0]!)!;
  const status = STATUS_BY_CODE[code]!;
  if (code === 'BAD_USER_INPUT') {
    const messages = errors.filter((e) => codeOf(e) === code).flatMap(validationMessages);
    return new ApiError(messages.join(', '), status, true, true);
  }
  return new ApiError(errors[0]!.message, status, true);
}

/** The `errors` of a body shaped like a GraphQL answer (each with a `message`), else undefined. */
function graphQLErrorsIn(body: unknown): GraphQLFormattedError[] | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const wellFormed = errors.every(
    (e: unknown) =>
      typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string',
  );
  return wellFormed ? (errors as GraphQLFormattedError[]) : undefined;
}

/**
 * An HTTP error answer Apollo did not read as a GraphQL result: the gateway's own 403 for a missing
 * CSRF token (GraphQL-shaped, code FORBIDDEN, but served as plain JSON), a proxy's 502.
 */
function fromHttpAnswer(status: number, bodyText: string, fallback: FallbackError): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const errors = graphQLErrorsIn(body);
  if (errors) return fromGraphQLErrors(errors, fallback);
  // A 5xx text is the gateway's masked one, like INTERNAL_SERVER_ERROR above.
  const message = status < 500 ? serverMessage(body) : undefined;
  return new ApiError(
    message ?? fallbackText(fallback, status),
    status,
    message !== undefined,
    isValidationList(body),
    errorIdOf(body),
  );
}

export function toApiError(error: unknown, fallback: FallbackError): ApiError {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors, fallback);
  if (ServerError.is(error)) return fromHttpAnswer(error.statusCode, error.bodyText, fallback);
  if (ServerParseError.is(error))
    return new ApiError(fallbackText(fallback, error.statusCode), error.statusCode);
  // The CSRF token could not be had: the operation was not sent; its own fallback, with that status.
  if (error instanceof ApiError) return new ApiError(fallbackText(fallback, error.status), error.status);
  // fetch itself failed (no network, no gateway): no answer at all.
  return new ApiError(fallbackText(fallback, 0), 0);
}
