import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's address, for per-address rate limits: the last `x-forwarded-for` entry (the
 * one the gateway wrote; it replaces whatever the browser sent), else the socket address.
 * Anything that is not an IP address counts as the socket address, so a forged header
 * cannot make up buckets of its own.
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

/** The user agent, cut to a length worth storing with a session. */
export function userAgentOf(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : null;
}
