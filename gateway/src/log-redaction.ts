/**
 * Secrets that travel in a URL's query string stay out of the gateway's log lines: the calendar
 * feed's secret link (`?token=shpat_…`, a calendar app cannot send headers) and the mails' links
 * (`?token=` of an activation or a password reset). A log line keeps the parameter's name, so a
 * reader still sees that one was sent, never its value.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_VALUES = /([?&]token=)[^&#\s"']*/gi;
const REDACTED = '[redacted]';

/** `text` with the value of every `token` query parameter it holds replaced by `[redacted]`. */
export function withoutQuerySecrets(text: string): string {
  return text.replace(SECRET_QUERY_VALUES, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the URL's secrets redacted. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQuerySecrets(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger options that keep query secrets out: the request serializer, and a hook that
 * redacts them in messages (an error line that names the request's URL).
 */
export const querySecretRedaction = {
  serializers: { req: requestSerializer },
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? withoutQuerySecrets(arg) : arg)),
      );
    },
  },
};
