/**
 * The session cookie. HttpOnly (no script reads the token: an XSS cannot take the session
 * away), SameSite=Lax (not sent on cross-site POSTs; the gateway's CSRF token covers the
 * rest), Path=/; in production (COOKIE_SECURE) also Secure, and the name then carries the
 * `__Host-` prefix (checked by config.ts), which browsers accept only with Secure, Path=/
 * and no Domain — so no other sub-domain can plant or overwrite it.
 */
export interface CookieSettings {
  name: string;
  secure: boolean;
}

export function sessionCookie(settings: CookieSettings, token: string, maxAgeSeconds: number): string {
  return [
    `${settings.name}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.ceil(maxAgeSeconds))}`,
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The same cookie, expired: the browser drops it. */
export function clearedSessionCookie(settings: CookieSettings): string {
  return [
    `${settings.name}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}
