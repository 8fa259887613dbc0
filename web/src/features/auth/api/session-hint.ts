/**
 * The signed-in hint: a cookie the auth service sets and clears together with the HttpOnly session
 * cookie, readable here. While it is absent there is no session to ask about, so an anonymous visit
 * makes no profile call (a refused call is logged by the browser and costs the public pages their
 * best-practices score). It proves nothing: the profile call decides who the visitor is.
 *
 * The name is the services' SESSION_HINT_COOKIE. It is repeated here because the module that holds
 * it (`@smarthome/service-kit/contracts`) also brings Node's crypto and zod, which have no place in
 * the browser bundle. The browser tests hold the two together: they sign in with the services' name
 * (e2e/support/session.ts, and the real auth service in account-flows.e2e.ts), which this page
 * must read.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/** Whether the page's cookies carry the hint. */
export function hasSessionHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq !== -1 && part.slice(0, eq).trim() === SESSION_HINT_COOKIE && part.slice(eq + 1).trim() !== '';
  });
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
