import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.js';
import { traceFields } from './tracing.js';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** The service name; every line carries it as `service`. */
  name: string;
  level: LogLevel;
  /** Where lines go; stdout when unset. Tests pass a stream to read the lines. */
  destination?: DestinationStream;
}

/**
 * Standard output, written without blocking: lines logged while a write is under way join the
 * next one, so a busy process makes one system call for many lines instead of one per line. An
 * idle process still writes each line at once, and pino writes what is left when the process
 * exits (a crash of the machine itself can lose the last few lines, a crash of Node cannot).
 */
export function stdoutDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * JSON lines on stdout: one format everywhere, so the same log pipeline reads dev and
 * production. Credentials that could reach a log line through a serializer are redacted.
 */
export function createLogger({ name, level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: name },
    // The active span's ids on every line: a trace and its log lines find each other.
    mixin: traceFields,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? stdoutDestination());
}

/**
 * Fastify's request log lines, with one access line per request instead of two: the request
 * (method, address, client), the status and the time taken, written when the answer has gone.
 * Fastify's own pair ("incoming request", then "request completed") doubles the log volume of a
 * busy process for little; the arrival is still logged at debug level, to find a request that
 * never finishes. Errors are logged as Fastify logs them.
 */
export class AccessLogController extends LogController {
  constructor() {
    // Same log field as everywhere in the product, so one query finds a request in every process.
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
