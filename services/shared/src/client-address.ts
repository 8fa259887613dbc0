import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's address, for per-address rate limits: the last `x-forwarded-for` entry (the one
 * the gateway wrote: it sets the header itself from the connection, or from its trusted proxy's
 * word), else the socket address. Anything that is not an IP address counts as the socket
 * address, so a forged header cannot make up buckets of its own. `trustForwardedFor` false is
 * for a service exposed directly, without the gateway in front.
 */
export function clientAddress(request: FastifyRequest, trustForwardedFor: boolean): string {
  if (trustForwardedFor) {
    const header = request.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header[header.length - 1] : header;
    const last = value?.split(',').pop()?.trim();
    if (last && isIP(last)) return last;
  }
  return request.socket.remoteAddress ?? 'unknown';
}
