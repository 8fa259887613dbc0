/**
 * Errors outside /api/v0 (which has its own handler): requests Fastify refused before any
 * handler ran (bad JSON, body too large, …) and bugs. Same mapping as the REST facade; /graphql
 * answers it in the GraphQL error shape, everything else as `{message}`. 5xx never show
 * internals and carry an errorId that is in the log line too.
 *
 * The same handler answers the URLs the router refuses before any route or hook runs (Fastify's
 * `frameworkErrors`: a path segment that is not valid percent-encoding, a path parameter over
 * MAX_PARAM_LENGTH), /api/v0 included, so those get the same `{message}` shape and never echo
 * the URL. Unknown paths get the page (or the SPA shell) for page navigations, a redirect to / when
 * the app has no page there, else a JSON 404.
 */
import {
  INTERNAL_ERROR_CODE,
  INTERNAL_ERROR_MESSAGE,
  REQUEST_ID_HEADER,
} from '@smarthome/service-kit/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GRAPHQL_PATH } from '../paths.js';
import { toRestError } from '../rest/errors.js';
import { notFoundHandler, type WebPages } from '../web.js';

export function rootErrorHandler(bodyLimit: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Hooks have not run for a framework error: the request id header is set here too.
    void reply.header(REQUEST_ID_HEADER, request.id);
    const { status, body, errorId } = toRestError(error, 'message', bodyLimit);
    const message = 'message' in body ? body.message : INTERNAL_ERROR_MESSAGE;
    if (errorId) {
      request.log.error(
        { err: error, errorId },
        `${request.method} ${request.url} failed [errorId ${errorId}]`,
      );
    } else {
      request.log.info({ status, code: error.code }, message);
    }
    void reply.code(status).type('application/json; charset=utf-8');
    const isGraphQL = request.url === GRAPHQL_PATH || request.url.startsWith(`${GRAPHQL_PATH}?`);
    if (!isGraphQL) return reply.send(body);
    const code =
      status >= 500
        ? INTERNAL_ERROR_CODE
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 403
            ? 'FORBIDDEN'
            : 'BAD_REQUEST';
    return reply.send({ errors: [{ message, extensions: { code, ...(errorId ? { errorId } : {}) } }] });
  };
}

export interface ErrorAnswersOptions {
  bodyLimit: number;
  /** The web build's pages, when the gateway serves one: unknown page paths get them. */
  pages: WebPages | undefined;
  /** Whether the app has a page at a path, when the build can tell (its server renderer). */
  isPagePath?: ((pathname: string) => boolean) | undefined;
}

/** Registered before any route: a route keeps the handlers that were set when it was added. */
export const errorAnswers = fp<ErrorAnswersOptions>(
  async (app, { bodyLimit, pages, isPagePath }) => {
    app.setErrorHandler(rootErrorHandler(bodyLimit));
    app.setNotFoundHandler(notFoundHandler(pages, isPagePath));
  },
  { name: 'error-answers' },
);
