import { roAccount } from '@/lib/texts/ro-account';

/** Longer than any message the auth service sends; a longer ?error= is not shown as is. */
const MAX_LENGTH = 300;

/**
 * The text /oauth-callback shows for its ?error= value. The server puts its message there; a bare
 * OAuth error code (access_denied, invalid_request, ...) or an empty value means the identity
 * provider refused, which reads 'Autentificare cu Google eșuată.'.
 */
export function oauthErrorText(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z0-9_.-]+$/i.test(text) || text.length > MAX_LENGTH)
    return roAccount.oauthCallback.googleFailed;
  return text;
}
