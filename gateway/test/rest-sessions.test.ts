/**
 * Session cookies as a browser gets them through the gateway, in development and in
 * production mode (COOKIE_SECURE), and the gateway's renewal of a token past half its life.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { setCookies, startAuthStack, type AuthStack, type Clock } from './auth-stack.js';

const SECURE = {
  COOKIE_SECURE: 'true',
  AUTH_SESSION_COOKIE: '__Host-session',
};

describe('production mode (COOKIE_SECURE=true)', () => {
  let stack: AuthStack;

  beforeAll(async () => {
    stack = await startAuthStack({
      authEnv: SECURE,
      gatewayEnv: { ...SECURE, CSRF_SECRET: 'a-production-secret-of-at-least-32-chars' },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('sets __Host- cookies with Secure, HttpOnly, Path=/ and SameSite', async () => {
    await stack.createUser('prod@example.ro');
    const browser = stack.browser();
    const csrf = await browser.call('GET', '/api/v0/auth/csrf-token');
    expect(setCookies(csrf)).toEqual([
      expect.stringMatching(/^__Host-csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/),
    ]);
    const login = await browser.login('prod@example.ro');
    expect(login.statusCode).toBe(200);
    expect(setCookies(login)).toEqual([
      expect.stringMatching(
        /^__Host-session=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure$/,
      ),
      // The signed-in hint: readable by the page, Secure like the session cookie.
      'signed_in=1; Path=/; SameSite=Lax; Max-Age=3600; Secure',
    ]);
    expect((await browser.call('GET', '/api/v0/auth/profile')).statusCode).toBe(200);
    // CSRF is checked against the __Host- cookies too.
    expect((await browser.call('POST', '/api/v0/auth/logout')).statusCode).toBe(403);
    const logout = await browser.call('POST', '/api/v0/auth/logout', { csrf: true });
    expect(setCookies(logout)).toEqual([
      expect.stringMatching(/^__Host-session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; .*; Secure$/),
      expect.stringMatching(/^signed_in=; Path=\/; SameSite=Lax; Max-Age=0; .*; Secure$/),
    ]);
  });
});

describe('renewal of a session in use', () => {
  let stack: AuthStack;
  let offset = 0;
  const clock = Object.assign(() => Date.now() + offset, {
    set: (ms: number) => void (offset = ms - Date.now()),
  }) as Clock;

  beforeAll(async () => {
    stack = await startAuthStack({ clock });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('a request with a token past half its life comes back with a renewed cookie for the same session', async () => {
    await stack.createUser('busy@example.ro');
    const browser = stack.browser();
    // Signed in 40 minutes ago (tokens live 60).
    clock.set(Date.now() - 40 * 60_000);
    await browser.login('busy@example.ro');
    clock.set(Date.now());
    const old = browser.cookies.get('session')!;

    const response = await browser.call('GET', '/api/v0/auth/profile');
    expect(response.statusCode).toBe(200);
    const renewed = browser.cookies.get('session')!;
    expect(renewed).not.toBe(old);
    expect(decodeJwt(renewed).sid).toBe(decodeJwt(old).sid);
    expect(decodeJwt(renewed).exp! - decodeJwt(old).exp!).toBeGreaterThanOrEqual(39 * 60);
    expect(setCookies(response)).toEqual([
      expect.stringMatching(/^session=.+; HttpOnly; SameSite=Lax; Max-Age=3600$/),
      // The hint lives as long as the renewed cookie.
      'signed_in=1; Path=/; SameSite=Lax; Max-Age=3600',
    ]);

    // A fresh token is left alone.
    expect(setCookies(await browser.call('GET', '/api/v0/auth/profile'))).toEqual([]);
  });

  it('a revoked session is not renewed: the browser drops the cookie and its hint', async () => {
    const browser = stack.browser();
    clock.set(Date.now() - 40 * 60_000);
    await browser.login('busy@example.ro');
    clock.set(Date.now());
    // Revoked elsewhere (a logout on another tab, a deactivation).
    await stack.auth.authServices.sessions.revoke(
      decodeJwt(browser.cookies.get('session')!).sid as string,
      'test',
    );
    const response = await browser.call('GET', '/api/v0/auth/profile');
    expect(response.statusCode).toBe(401);
    expect(browser.cookies.has('session')).toBe(false);
    expect(browser.cookies.has('signed_in')).toBe(false);
  });

  it("a page still holding a revoked session's cookie is told its session is gone (NO_SESSION), not a wrong password", async () => {
    const browser = stack.browser();
    await browser.login('busy@example.ro');
    const cookie = browser.cookieHeader();
    await stack.auth.authServices.sessions.revoke(
      decodeJwt(browser.cookies.get('session')!).sid as string,
      'test',
    );
    // Another tab of the same browser, which has not heard of the logout yet.
    const response = await browser.call('POST', '/graphql', {
      headers: { cookie },
      body: { query: '{ myApiTokens { id } }' },
    });
    expect(response.json()).toMatchObject({
      errors: [
        {
          message: 'Authentication required',
          extensions: { code: 'UNAUTHENTICATED', details: { reason: 'NO_SESSION' } },
        },
      ],
    });
  });
});
