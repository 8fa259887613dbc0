import type { CookieSettings } from '../sessions/sessions.cookies.js';
import { FLOW_TTL_SECONDS } from './google.flows.js';

/**
 * The cookie that ties a Google sign-in's callback to the browser that started it (it holds
 * only the flow's random id; see google.flows.ts). HttpOnly; SameSite=Lax, because the
 * provider brings the browser back with a cross-site top-level GET, which Lax still sends;
 * `__Host-` and Secure with COOKIE_SECURE, like the session cookie, so that no sibling
 * sub-domain can plant a flow of its own (a login CSRF the state check relies on preventing).
 */
export function flowCookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-google-flow' : 'google-flow';
}

export function flowCookie(settings: CookieSettings, flowId: string): string {
  return [
    `${flowCookieName(settings)}=${flowId}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${FLOW_TTL_SECONDS}`,
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Expired at once: a flow is used by one callback, whatever its outcome. */
export function clearedFlowCookie(settings: CookieSettings): string {
  return [
    `${flowCookieName(settings)}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}
