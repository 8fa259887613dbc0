import { SESSION_HINT_COOKIE } from '@smarthome/service-kit/contracts';

/**
 * The session cookie. HttpOnly (no script reads the token: an XSS cannot take the session
 * away), SameSite=Lax (not sent on cross-site POSTs; the gateway's CSRF token covers the
 * rest), Path=/; in production (COOKIE_SECURE) also Secure, and the name then carries the
 * `__Host-` prefix (checked by config.ts), which browsers accept only with Secure, Path=/
 * and no Domain — so no other sub-domain can plant or overwrite it.
 *
 * Beside it goes the signed-in hint (SESSION_HINT_COOKIE, see the shared contracts), readable by
 * the page and holding no secret: it lets the web app skip the profile call of an anonymous
 * visitor. It is set and cleared on the very same answers, with the same attributes but
 * HttpOnly, so that it lives exactly as long as the session cookie.
 */
export interface CookieSettings {
  name: string;
  secure: boolean;
}

interface CookieParts {
  name: string;
  value: string;
  httpOnly: boolean;
  /** Absent: an expired cookie, which the browser drops. */
  maxAgeSeconds?: number;
}

function cookie(settings: CookieSettings, { name, value, httpOnly, maxAgeSeconds }: CookieParts): string {
  const lifetime =
    maxAgeSeconds === undefined
      ? ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']
      : [`Max-Age=${Math.max(0, Math.ceil(maxAgeSeconds))}`];
  return [
    `${name}=${value}`,
    'Path=/',
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...lifetime,
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session cookie and its hint, in that order, for a token that lives `maxAgeSeconds`. */
export function sessionCookies(settings: CookieSettings, token: string, maxAgeSeconds: number): string[] {
  return [
    cookie(settings, { name: settings.name, value: token, httpOnly: true, maxAgeSeconds }),
    cookie(settings, { name: SESSION_HINT_COOKIE, value: '1', httpOnly: false, maxAgeSeconds }),
  ];
}

/** The same two cookies, expired: the browser drops both. */
export function clearedSessionCookies(settings: CookieSettings): string[] {
  return [cookie(settings, { name: settings.name, value: '', httpOnly: true }), clearedSessionHint(settings)];
}

/** The hint alone, expired: for an answer that finds the caller anonymous (see users.resolvers.ts). */
export function clearedSessionHint(settings: CookieSettings): string {
  return cookie(settings, { name: SESSION_HINT_COOKIE, value: '', httpOnly: false });
}
