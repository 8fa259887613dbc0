/**
 * The pieces of the Google sign-in that need no provider. The flow itself, against the local
 * development identity provider, is tested through the gateway (gateway/test/rest-google.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '@smarthome/service-kit';
import { clearedFlowCookie, flowCookie } from './google.cookies.js';
import { GoogleSignIn, sitePath, type GoogleSignInDeps } from './google.service.js';

describe('sitePath (returnTo)', () => {
  it('keeps a path on this site, with its query', () => {
    expect(sitePath('/dashboard')).toBe('/dashboard');
    expect(sitePath('/blog/3/titlu?x=1#y')).toBe('/blog/3/titlu?x=1#y');
  });

  it('refuses anything that could leave the site or is not a path', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard',
      '/a\nb',
      '/a\\b',
      `/${'x'.repeat(600)}`,
      42,
      null,
    ]) {
      expect(sitePath(value)).toBeNull();
    }
  });
});

describe('the flow cookie', () => {
  it('is HttpOnly, SameSite=Lax (the provider comes back cross-site), 10 minutes', () => {
    expect(flowCookie({ name: 'session', secure: false }, 'abc')).toBe(
      'google-flow=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=600',
    );
  });

  it('is __Host- and Secure in production, like the session cookie', () => {
    expect(flowCookie({ name: '__Host-session', secure: true }, 'abc')).toBe(
      '__Host-google-flow=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=600; Secure',
    );
    expect(clearedFlowCookie({ name: '__Host-session', secure: true })).toBe(
      '__Host-google-flow=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
    );
  });
});

describe('GoogleSignIn without OIDC_* configured', () => {
  // Nothing else is reached: the missing configuration is checked first.
  const signIn = new GoogleSignIn({ client: null } as unknown as GoogleSignInDeps);
  const meta = { ip: '127.0.0.1', userAgent: null };

  it('is disabled, and start and complete answer NOT_FOUND with reason temporarily_unavailable', async () => {
    expect(signIn.enabled).toBe(false);
    for (const attempt of [signIn.start('/', meta), signIn.complete('id', 'code=x&state=y', meta)]) {
      const error = await attempt.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'temporarily_unavailable' } });
    }
  });
});
