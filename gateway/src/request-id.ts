import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's id is kept when it is a sane token (what proxies and our own web app send: UUIDs,
 * hex, base64), so one id follows a request across hops. Anything else (too long, spaces,
 * control characters that could forge log lines or headers) is replaced by a fresh UUID.
 * Same rule as the services' `requestIdOf` (service-kit), so an id the gateway passes on is
 * never replaced downstream.
 */
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_ID.test(value);
}

/** Fastify's `genReqId`: the caller's id when sane, else a new one. */
export function requestIdFor(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return isSaneRequestId(value) ? value : randomUUID();
}
