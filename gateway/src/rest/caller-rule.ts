/**
 * Who may call a route is answered before what was wrong with its input. The facade checks a
 * call's input against the route's schema before any service sees it, while the services own
 * the rules on who may call. Without this, an anonymous call with a missing date heard
 * "Invalid value for startDate" (400) where a signed-in admin would have, and it should have
 * heard "not signed in" (401) or "not allowed" (403): a client would fix its input and only
 * then learn it could never make the call.
 *
 * A route that needs a signed-in caller, or one of a set of roles, says so in its config
 * (`config: { caller: 'admin' }`); the rule must repeat what the owning service enforces, which
 * still decides every call that passes the schema. Only a refused input pays for the check:
 *   - no session cookie, no Authorization header: 401 at once, nobody is asked;
 *   - otherwise the auth service is asked who calls (`RestCaller`): no one (an ended session) is
 *     its 401, a role outside the rule is 403;
 *   - when the caller cannot be known (auth unreachable) or may make the call, the 400 stands.
 */
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  bearerTokenOf,
  PERMISSION_REQUIRED_MESSAGE,
  readCookie,
} from '@smarthome/service-kit/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RestCallerDocument, type Role } from '../__generated__/operations.js';
import { RestError } from './errors.js';
import type { RunOperation } from './execute.js';

/** Who may call a route: anyone signed in, staff (installers and admins), or admins only. */
export type CallerRule = 'signed-in' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, answered before a refusal of its input (see rest/caller-rule.ts). */
    caller?: CallerRule;
  }
}

const ROLES_OF: Record<Exclude<CallerRule, 'signed-in'>, readonly Role[]> = {
  staff: ['installer', 'admin'],
  admin: ['admin'],
};

function carriesCredentials(request: FastifyRequest, sessionCookie: string): boolean {
  return (
    bearerTokenOf(request.headers.authorization) !== null ||
    readCookie(request.headers.cookie, sessionCookie) !== null
  );
}

/**
 * The 401 or 403 a call whose input was refused gets instead of its 400, or null when the 400
 * stands. Throws nothing: a failure to learn who calls leaves the 400.
 */
export async function refusalOfCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  run: RunOperation,
  sessionCookie: string,
): Promise<RestError | null> {
  const rule = request.routeOptions.config.caller;
  if (!rule) return null;
  if (!carriesCredentials(request, sessionCookie)) return new RestError(401, AUTHENTICATION_REQUIRED_MESSAGE);
  let role: Role;
  try {
    const { me } = await run(request, reply, RestCallerDocument);
    if (!me) return new RestError(401, AUTHENTICATION_REQUIRED_MESSAGE);
    role = me.role;
  } catch (error) {
    request.log.warn({ err: error }, 'the caller of a refused REST call could not be known');
    return null;
  }
  if (rule === 'signed-in' || ROLES_OF[rule].includes(role)) return null;
  return new RestError(403, PERMISSION_REQUIRED_MESSAGE);
}
