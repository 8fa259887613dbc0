/**
 * The value of one cookie of a `Cookie` header (URL-decoded, surrounding quotes removed), or
 * null when the header is absent, the cookie is missing or its value is empty.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return value || null;
    }
  }
  return null;
}

/**
 * The signed-in hint: a cookie that scripts may read, holding only `1`, set and cleared by the
 * auth service together with the HttpOnly session cookie (same Path, SameSite, Secure and
 * lifetime). The web app asks for the profile only while it is present, so an anonymous visit
 * makes no request that would be refused. It proves nothing: the session cookie alone
 * authenticates, and a hint planted by anyone costs one profile call, answered 401, which
 * clears it. Hence a fixed name without the `__Host-` prefix: the page reads it by this name in
 * development and in production alike.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/**
 * The token of an `Authorization: Bearer <token>` header, or null when the header is absent or
 * not of that form (another scheme, no token, more than one word).
 */
export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? null;
}
