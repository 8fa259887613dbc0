/**
 * The error answers of a service's plain HTTP routes (what does not fit GraphQL: image bytes, a
 * streamed chat answer), in the shape the gateway reads from them: `{ message, code }` with the
 * code's status, Retry-After on a RATE_LIMITED that says when; a bug is a 500 with an errorId that
 * its log line carries too.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_STATUS_BY_CODE, isApplicationErrorCode } from './contracts/errors.js';
import { AppError, INTERNAL_MESSAGE } from './errors.js';

/** How a route words a request Fastify refused before its handler ran (a body too large, not JSON). */
export interface RequestRefusal {
  status: number;
  message: string;
}

export function routeErrorHandler(refusalOf: (error: FastifyError) => RequestRefusal | null) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && isApplicationErrorCode(error.code)) {
      const retryAfter = error.details?.retryAfter;
      if (error.code === 'RATE_LIMITED' && typeof retryAfter === 'number') {
        void reply.header('retry-after', String(retryAfter));
      }
      request.log.info({ code: error.code }, error.message);
      return reply.code(HTTP_STATUS_BY_CODE[error.code]).send({ message: error.message, code: error.code });
    }
    const refusal = refusalOf(error);
    if (refusal) {
      request.log.info({ status: refusal.status, code: error.code }, refusal.message);
      const code = refusal.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
      return reply.code(refusal.status).send({ message: refusal.message, code });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, `${request.method} ${request.routeOptions.url} failed`);
    return reply.code(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL', errorId });
  };
}

/** Whether Fastify refused the request itself with a 4xx (a body it could not take). */
export function isRequestRefusal(error: FastifyError): boolean {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
