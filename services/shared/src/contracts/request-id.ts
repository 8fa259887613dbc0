import { randomUUID } from 'node:crypto';

/** The header that carries one request's id across the gateway, the services and the logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's id is kept when it is a sane token (what proxies and the web app send: UUIDs,
 * hex, base64), so one id follows a request across hops. Anything else (too long, spaces,
 * control characters that could forge log lines or headers) is replaced by a fresh UUID.
 */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/** The request's id: the caller's `x-request-id` when sane, else a new UUID. */
export function requestIdFromHeaders(headers: Record<string, string | string[] | undefined>): string {
  const header = headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return isSaneRequestId(value) ? value : randomUUID();
}
