import type { FastifyRequest } from 'fastify';

/** The user agent, cut to a length worth storing with a session. */
export function userAgentOf(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : null;
}
