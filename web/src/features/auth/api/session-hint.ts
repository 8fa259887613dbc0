import { readCookie, SESSION_HINT_COOKIE } from '@smarthome/service-kit/contracts/cookies';

/*
 * The signed-in hint (SESSION_HINT_COOKIE): a cookie the auth service sets and clears together with
 * the HttpOnly session cookie, readable here. While it is absent there is no session to ask about,
 * so an anonymous visit makes no profile call (a refused call is logged by the browser and costs
 * the public pages their best-practices score). It proves nothing: the profile call decides who the
 * visitor is.
 */

/** Whether the page's cookies carry the hint (with a value). */
export function hasSessionHint(cookies: string = document.cookie): boolean {
  return readCookie(cookies, SESSION_HINT_COOKIE) !== null;
}

/**
 * Drops the hint on this side too: the server drops it with its 401 or logout answer, but that
 * answer may never arrive (a failed logout, no gateway), and a stale hint would cost every later
 * page a profile call. Secure on HTTPS, like the cookie it replaces.
 */
export function clearSessionHint(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}
