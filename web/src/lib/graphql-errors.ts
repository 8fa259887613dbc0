/**
 * A failed GraphQL operation (Apollo Client) as an ApiError with the HTTP status the REST facade
 * gives the same failure (the one rule of the service kit's `operationFailureOf`), so a screen keeps
 * one set of rules for what it says: an application error brings the server's message,
 * BAD_USER_INPUT its per-field messages joined with ', '; anything else, and a call that never got
 * an answer (status 0), the call's fallback text.
 *
 * Only the dashboard's chunks import this module: it brings Apollo Client's error classes along.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { operationFailureOf, refusesForWantOfSession } from '@smarthome/service-kit/contracts/errors';
import type { GraphQLFormattedError } from 'graphql';
import {
  ApiError,
  errorIdOf,
  fallbackText,
  isValidationList,
  serverMessage,
  type FallbackError,
} from '@/lib/api-client';
import { refusedFieldsIn } from '@/lib/refused-fields';
import { en } from '@/lib/texts/en';

/** The `{field, msg}` list a BAD_USER_INPUT carries: in `details.errors` (service kit) or `errors`. */
function refusedFieldsOfError(error: GraphQLFormattedError) {
  const extensions = error.extensions ?? {};
  const details = extensions.details as { errors?: unknown } | undefined;
  return refusedFieldsIn(details?.errors ?? extensions.errors);
}

/**
 * The gateway's masked errors (INTERNAL_SERVER_ERROR, 500, and SERVICE_UNAVAILABLE, 503) carry a
 * fixed text ('Internal server error') that tells a person nothing the screen's own failure text
 * does not: the call's fallback stands in for it, and the errorId, under which the gateway logged
 * the details, goes along to the console.
 */
function fromGraphQLErrors(errors: readonly GraphQLFormattedError[], fallback: FallbackError): ApiError {
  const failure = operationFailureOf(errors);
  if (failure.kind !== 'application') {
    return new ApiError(
      fallbackText(fallback, failure.status),
      failure.status,
      false,
      false,
      failure.errorId,
    );
  }
  if (failure.code === 'BAD_USER_INPUT') {
    // The refused fields go along, in the REST facade's shape, for a form to show at each field.
    const refused = errors
      .filter((error) => error.extensions?.code === failure.code)
      .flatMap(refusedFieldsOfError);
    return new ApiError(failure.messages.join(', '), failure.status, true, true, undefined, {
      errors: refused,
    });
  }
  // The gateway's 'Authentication required' reads as a fault of the screen: the session has ended
  // (the layout says so too, with the way to sign in again without leaving the page).
  if (refusesForWantOfSession(failure.first)) {
    return new ApiError(en.signedOut.refused, failure.status, true);
  }
  return new ApiError(failure.first.message, failure.status, true);
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
