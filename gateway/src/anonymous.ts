import type { FastifyRequest } from 'fastify';

/**
 * A request that carries neither a bearer token nor the session cookie: its answer is the same
 * for every such visitor, so shared caches may keep it. (Other cookies, such as the CSRF cookie or
 * one whose name merely ends in the session's, do not make a visitor signed in.)
 */
export function isAnonymous(request: FastifyRequest, sessionCookie: string): boolean {
  if (request.headers.authorization) return false;
  const cookies = request.headers.cookie;
  if (!cookies) return true;
  return !cookies.split(';').some((pair) => pair.trim().startsWith(`${sessionCookie}=`));
}
