import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** The service name; every line carries it as `service`. */
  name: string;
  level: LogLevel;
  /** Where lines go; stdout when unset. Tests pass a stream to read the lines. */
  destination?: DestinationStream;
}

/**
 * JSON lines on stdout: one format everywhere, so the same log pipeline reads dev and
 * production. Credentials that could reach a log line through a serializer are redacted.
 */
export function createLogger({ name, level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: name },
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
  return destination ? pino(options, destination) : pino(options);
}
