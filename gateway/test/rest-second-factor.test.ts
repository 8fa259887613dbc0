/**
 * The second factor through the REST facade to the real auth service: setup and confirmation,
 * the 401 challenge of /auth/login (browser and API client), /auth/login/second-factor, replays,
 * the challenge's 5 minutes, the profile's flag, new recovery codes, turning it off, and CSRF on
 * every call that a session cookie authenticates. Codes come from the same TOTP library at the
 * auth service's clock, which the test moves.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  setCookies,
  startAuthStack,
  type AuthStack,
  type Browser,
  type Clock,
} from './auth-stack.js';

let stack: AuthStack;
let now = Math.floor(Date.now() / 30_000) * 30_000 + 1000;
const clock = (() => now) as Clock;
clock.set = (ms) => void (now = ms);
let counter = 0;

beforeAll(async () => {
  stack = await startAuthStack({ clock });
});

afterAll(async () => {
  await stack?.stop();
});

function totp(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock() / 1000) });
}

/** The next TOTP time step: the code just used is spent. */
function nextStep(): void {
  clock.set(clock() + 30_000);
}

/** A signed-in browser of a new account with the authenticator app on. */
async function enrolled(): Promise<{
  browser: Browser;
  email: string;
  secret: string;
  recoveryCodes: string[];
}> {
  const email = `rest-totp${(counter += 1)}@example.ro`;
  await stack.createUser(email);
  const browser = stack.browser();
  expect((await browser.login(email)).statusCode).toBe(200);
  const setup = await browser.call('POST', '/api/v0/auth/second-factor/totp/setup', { csrf: true, body: {} });
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await browser.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
    csrf: true,
    body: { code: await totp(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  nextStep();
  return { browser, email, secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function challengeOf(browser: Browser, email: string, bearer = false): Promise<string> {
  const csrfToken = await browser.csrfToken();
  const response = await browser.call('POST', '/api/v0/auth/login', {
    body: { email, password: PASSWORD, csrfToken, ...(bearer ? { bearer } : {}) },
  });
  expect(response.statusCode).toBe(401);
  expect(setCookies(response)).toEqual([]);
  const body = response.json<{ message: string; code: string; challenge: string }>();
  expect(body).toEqual({
    message: expect.any(String),
    code: 'SECOND_FACTOR_REQUIRED',
    challenge: expect.any(String),
  });
  return body.challenge;
}

async function secondStep(browser: Browser, challenge: string, code: string) {
  const csrfToken = await browser.csrfToken();
  return browser.call('POST', '/api/v0/auth/login/second-factor', { body: { challenge, code, csrfToken } });
}

describe('setting up the authenticator app', () => {
  it('answers the secret, its otpauth URI and QR code, turns on with a code and shows on the profile', async () => {
    const email = 'rest-setup@example.ro';
    await stack.createUser(email);
    const browser = stack.browser();
    await browser.login(email);
    // A cookie write without the CSRF token is refused.
    expect(
      (await browser.call('POST', '/api/v0/auth/second-factor/totp/setup', { body: {} })).statusCode,
    ).toBe(403);
    const setup = await browser.call('POST', '/api/v0/auth/second-factor/totp/setup', {
      csrf: true,
      body: {},
    });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeSvg } = setup.json<{
      secret: string;
      otpauthUri: string;
      qrCodeSvg: string;
    }>();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(new URL(otpauthUri).searchParams.get('issuer')).toBe('SmartHome Iași');
    expect(qrCodeSvg.startsWith('<svg')).toBe(true);

    const profile = async () => (await browser.call('GET', '/api/v0/auth/profile')).json().user.secondFactor;
    expect(await profile()).toEqual({ totp: false, recoveryCodesLeft: 0, required: false });

    const wrong = await browser.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
      csrf: true,
      body: { code: '000000' === (await totp(secret)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ msg: 'The code is not correct.' }] });
    expect(await profile()).toEqual({ totp: false, recoveryCodesLeft: 0, required: false });

    expect(
      (
        await browser.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
          body: { code: await totp(secret) },
        })
      ).statusCode,
    ).toBe(403);
    const confirm = await browser.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
      csrf: true,
      body: { code: await totp(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await profile()).toEqual({ totp: true, recoveryCodesLeft: 10, required: false });
  });

  it('needs a session', async () => {
    const response = await stack
      .browser()
      .call('POST', '/api/v0/auth/second-factor/totp/setup', { body: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('signing in with the second factor', () => {
  it('answers 401 with a challenge, then the session cookie for a current code, once', async () => {
    const { email, secret } = await enrolled();
    const browser = stack.browser();
    const challenge = await challengeOf(browser, email);
    expect(browser.cookies.has('session')).toBe(false);

    const wrong = await secondStep(browser, challenge, '12345');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'The code is not correct.' });

    const code = await totp(secret);
    const ok = await secondStep(browser, challenge, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user: expect.objectContaining({ email }) });
    expect(setCookies(ok).some((cookie) => /^session=.+; Path=\/; HttpOnly; SameSite=Lax/.test(cookie))).toBe(
      true,
    );
    expect(browser.cookies.get('signed_in')).toBe('1');
    const profile = await browser.call('GET', '/api/v0/auth/profile');
    expect(profile.json().user).toMatchObject({ email, secondFactor: { totp: true, recoveryCodesLeft: 10 } });

    // The same code again, within its window, with a new challenge.
    const other = stack.browser();
    const replay = await secondStep(other, await challengeOf(other, email), code);
    expect(replay.statusCode).toBe(401);
    expect(other.cookies.has('session')).toBe(false);
  });

  it('gives an API client the challenge, then its token', async () => {
    const { email, secret } = await enrolled();
    const client = stack.browser();
    const challenge = await challengeOf(client, email, true);
    const response = await secondStep(client, challenge, await totp(secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ email }),
      token: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(setCookies(response)).toEqual([]);
    const profile = await stack.gateway.inject({
      url: '/api/v0/auth/profile',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(profile.json().user.secondFactor).toEqual({ totp: true, recoveryCodesLeft: 10, required: false });
  });

  it('lets a challenge last 5 minutes, and takes a recovery code once', async () => {
    const { email, recoveryCodes } = await enrolled();
    const browser = stack.browser();
    const stale = await challengeOf(browser, email);
    clock.set(clock() + 5 * 60_000 + 1000);
    // A gone challenge names itself, so that a client starts again with the password…
    const expired = await secondStep(browser, stale, recoveryCodes[0]!);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: expect.any(String), code: 'SECOND_FACTOR_CHALLENGE_GONE' });
    expect((await secondStep(browser, await challengeOf(browser, email), recoveryCodes[0]!)).statusCode).toBe(
      200,
    );
    // …while a wrong (here: spent) code is a bare 401: the same challenge may be tried again.
    const again = stack.browser();
    const spent = await secondStep(again, await challengeOf(again, email), recoveryCodes[0]!);
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual({ message: expect.any(String) });
  });
});

describe('new recovery codes and turning the app off', () => {
  it('replace the codes with the password and a code; turn off with them, 400 without a password, 401 with a wrong one', async () => {
    const { browser, email, secret, recoveryCodes } = await enrolled();
    const regenerated = await browser.call('POST', '/api/v0/auth/second-factor/recovery-codes', {
      csrf: true,
      body: { password: PASSWORD, code: await totp(secret) },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const visitor = stack.browser();
    expect((await secondStep(visitor, await challengeOf(visitor, email), recoveryCodes[1]!)).statusCode).toBe(
      401,
    );

    const missing = await browser.call('POST', '/api/v0/auth/second-factor/totp/disable', {
      csrf: true,
      body: { code: fresh[0] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [{ msg: 'The password is required' }] });
    const wrong = await browser.call('POST', '/api/v0/auth/second-factor/totp/disable', {
      csrf: true,
      body: { password: 'not-the-password', code: fresh[0] },
    });
    expect(wrong.statusCode).toBe(401);
    const off = await browser.call('POST', '/api/v0/auth/second-factor/totp/disable', {
      csrf: true,
      body: { password: PASSWORD, code: fresh[0] },
    });
    expect(off.statusCode).toBe(200);
    expect((await browser.call('GET', '/api/v0/auth/profile')).json().user.secondFactor).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect((await stack.browser().login(email)).statusCode).toBe(200);
  });
});
