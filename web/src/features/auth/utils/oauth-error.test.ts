import { describe, expect, it } from 'vitest';
import { oauthErrorText } from '@/features/auth/utils/oauth-error';

describe('the text of /oauth-callback?error=…', () => {
  it('shows the server message it carries', () => {
    expect(oauthErrorText('Contul tău nu este activ încă.')).toBe('Contul tău nu este activ încă.');
  });

  it("turns a bare OAuth code or an empty value into 'Autentificare cu Google eșuată.'", () => {
    for (const value of ['access_denied', 'invalid_request', '', '  ']) {
      expect(oauthErrorText(value)).toBe('Autentificare cu Google eșuată.');
    }
  });

  it('does not show an overlong value', () => {
    expect(oauthErrorText('x '.repeat(400))).toBe('Autentificare cu Google eșuată.');
  });
});
