import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import {
  APPLICATION_ERROR_CODES,
  GRAPHQL_REQUEST_ERROR_CODES,
  INTERNAL_ERROR_MESSAGE,
  type ApplicationErrorCode,
} from './contracts/errors.js';

/**
 * The error codes the services speak. They travel as GraphQL `extensions.code`; the REST
 * facade of the gateway maps them to HTTP statuses.
 */
export const ERROR_CODES = [...APPLICATION_ERROR_CODES, 'INTERNAL'] as const;
export type ErrorCode = ApplicationErrorCode | 'INTERNAL';

/** The one error type a service throws on purpose. Anything else is treated as a bug. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** What a client sees instead of an unexpected error's message. */
export const INTERNAL_MESSAGE = INTERNAL_ERROR_MESSAGE;

/**
 * Codes that Apollo Server and graphql-js attach to errors the client caused (a query that
 * does not parse, does not validate, or has variables of the wrong type). Their messages
 * are about the request, so they are safe to show.
 */
const CLIENT_ERROR_CODES = new Set<string>([...GRAPHQL_REQUEST_ERROR_CODES, 'BAD_USER_INPUT']);

/** Error ids of unexpected errors, set where the error is logged and read where it is formatted. */
const errorIds = new WeakMap<object, string>();

/** Gives an unexpected error the id that appears in both its log line and its response. */
export function assignErrorId(error: object): string {
  const existing = errorIds.get(error);
  if (existing) return existing;
  const id = randomUUID();
  errorIds.set(error, id);
  return id;
}

/** The errors an error wraps: GraphQL errors carry the thrown error as `originalError`. */
function* causeChain(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    yield current;
    current = current instanceof GraphQLError ? current.originalError : undefined;
  }
}

/** The AppError behind an error (thrown in a resolver or in the context function), if any. */
export function findAppError(error: unknown): AppError | undefined {
  for (const candidate of causeChain(error)) if (candidate instanceof AppError) return candidate;
  return undefined;
}

/**
 * The code of a client error raised by Apollo Server or graphql-js, if it is one. A value a scalar
 * refuses (BAD_USER_INPUT) keeps that code when it is written in the query itself, where Apollo
 * wraps the refusal in a failed validation: the same value sent in a variable is BAD_USER_INPUT.
 */
function clientErrorCode(error: unknown): string | undefined {
  let outermost: string | undefined;
  for (const candidate of causeChain(error)) {
    if (candidate instanceof GraphQLError) {
      const code = candidate.extensions.code;
      if (typeof code !== 'string' || !CLIENT_ERROR_CODES.has(code)) continue;
      if (code === 'BAD_USER_INPUT') return code;
      outermost ??= code;
    }
  }
  return outermost;
}

/** Classifies an error as the client's doing (shown as is) or not (hidden, logged). */
export function isExpectedError(error: unknown): boolean {
  const appError = findAppError(error);
  if (appError) return appError.code !== 'INTERNAL';
  return clientErrorCode(error) !== undefined;
}

/** Maps an AppError to the GraphQLError a resolver could throw directly. */
export function toGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, ...(error.details ? { details: error.details } : {}) },
  });
}

/**
 * Apollo `formatError`: AppErrors keep their message, code and details; client errors from
 * Apollo keep theirs; everything else becomes `INTERNAL` with a generic message and the
 * error id of its log line. No stack trace or exception object ever leaves the service.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const appError = findAppError(error);
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (appError && appError.code !== 'INTERNAL') {
    return {
      message: appError.message,
      ...where,
      extensions: { code: appError.code, ...(appError.details ? { details: appError.details } : {}) },
    };
  }
  const clientCode = appError ? undefined : clientErrorCode(error);
  if (clientCode) return { message: formatted.message, ...where, extensions: { code: clientCode } };
  const target = loggedErrorOf(error);
  const errorId = target ? assignErrorId(target) : randomUUID();
  return { message: INTERNAL_MESSAGE, ...where, extensions: { code: 'INTERNAL', errorId } };
}

/**
 * Logs every GraphQL error with the request's logger (so with its request id): expected
 * ones at debug, unexpected ones at error with the same error id the client receives.
 */
export function errorLoggingPlugin<
  TContext extends { log: FastifyBaseLogger },
>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            if (isExpectedError(error)) {
              const code = findAppError(error)?.code ?? clientErrorCode(error);
              contextValue.log.debug({ code, path: error.path, operationName }, error.message);
            } else {
              const target = loggedErrorOf(error) ?? error;
              const errorId = assignErrorId(target);
              contextValue.log.error(
                { err: target, errorId, path: error.path, operationName },
                'unexpected GraphQL error',
              );
            }
          }
        },
      };
    },
  };
}

/** The error an id is attached to: the one thrown (AppError or not), else the GraphQL error itself. */
function loggedErrorOf(error: unknown): Error | undefined {
  const appError = findAppError(error);
  if (appError) return appError;
  const original = unwrapResolverError(error);
  if (original instanceof Error) return original;
  return error instanceof Error ? error : undefined;
}
