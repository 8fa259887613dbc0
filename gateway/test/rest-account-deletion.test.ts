/**
 * POST /api/v0/account/delete through the REST facade to the real auth service: the CSRF token a
 * cookie write needs, the password (and the authenticator code of an account that has one), the
 * 202 that ends the session and clears its cookies, an admin's 403, and a personal
 * API token's 403. What the other services erase is the full-stack test's (e2e-account-deletion).
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setCookies, startAuthStack, type AuthStack, type Clock } from './auth-stack.js';
import { injectWithBearer } from './helpers.js';

let stack: AuthStack;
let now = Math.floor(Date.now() / 30_000) * 30_000 + 1000;
const clock = (() => now) as Clock;
clock.set = (ms) => void (now = ms);
let counter = 0;

beforeAll(async () => {
  stack = await startAuthStack({ clock });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const DELETE = '/api/v0/account/delete';

/** A signed-in browser of a new account. */
async function signedIn(role: 'user' | 'admin' = 'user') {
  const email = `erase${(counter += 1)}@example.ro`;
  const id = await stack.createUser(email, role);
  const browser = stack.browser();
  expect((await browser.login(email)).statusCode).toBe(200);
  return { id, email, browser };
}

describe('POST /api/v0/account/delete', () => {
  it('answers 202, ends the session and clears its cookies; the old cookie is refused afterwards', async () => {
    const { email, browser } = await signedIn();
    const cookie = browser.cookieHeader();
    const answer = await browser.call('POST', DELETE, { csrf: true, body: { password: PASSWORD } });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ message: expect.any(String) });
    expect(setCookies(answer).filter((line) => /Max-Age=0/.test(line))).toHaveLength(2);
    expect(browser.cookies.has('session')).toBe(false);

    const replay = await stack.gateway.inject({
      method: 'GET',
      url: '/api/v0/auth/profile',
      headers: { cookie },
    });
    expect(replay.statusCode).toBe(401);
    expect(await stack.db.collection('users').countDocuments({ email })).toBe(0);
    // Signing in again finds no account.
    expect((await stack.browser().login(email)).statusCode).toBe(401);
  });

  it('needs the CSRF token, the password, and the right one', async () => {
    const { email, browser } = await signedIn();
    expect((await browser.call('POST', DELETE, { body: { password: PASSWORD } })).statusCode).toBe(403);
    const missing = await browser.call('POST', DELETE, { csrf: true, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [{ msg: 'Password is required' }] });
    const wrong = await browser.call('POST', DELETE, { csrf: true, body: { password: 'nu-e-bună-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'The password is not correct.' });
    expect(await stack.db.collection('users').countDocuments({ email })).toBe(1);
    expect((await browser.call('GET', '/api/v0/auth/profile')).statusCode).toBe(200);
  });

  it('takes an authenticator code too when the account has the app on', async () => {
    const { email, browser } = await signedIn();
    const setup = await browser.call('POST', '/api/v0/auth/second-factor/totp/setup', {
      csrf: true,
      body: {},
    });
    const { secret } = setup.json<{ secret: string }>();
    const code = () => generate({ secret, epoch: Math.floor(clock() / 1000) });
    const confirm = await browser.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
      csrf: true,
      body: { code: await code() },
    });
    expect(confirm.statusCode).toBe(200);
    clock.set(clock() + 30_000);

    const without = await browser.call('POST', DELETE, { csrf: true, body: { password: PASSWORD } });
    expect(without.statusCode).toBe(400);
    expect(without.json<{ errors: Array<{ msg: string }> }>().errors[0]!.msg).toMatch(/authenticator app/);
    const wrong = await browser.call('POST', DELETE, {
      csrf: true,
      body: { password: PASSWORD, code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await stack.db.collection('users').countDocuments({ email })).toBe(1);

    const done = await browser.call('POST', DELETE, {
      csrf: true,
      body: { password: PASSWORD, code: await code() },
    });
    expect(done.statusCode, done.body).toBe(202);
    expect(await stack.db.collection('users').countDocuments({ email })).toBe(0);
  });

  it("refuses an admin's account with 403 'Admin users cannot be deleted.', and keeps it", async () => {
    const { email, browser } = await signedIn('admin');
    const refused = await browser.call('POST', DELETE, { csrf: true, body: { password: PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('Admin users cannot be deleted.');
    expect(await stack.db.collection('users').countDocuments({ email, active: true })).toBe(1);
  });

  it('is refused to a personal API token with 403, whatever its scope', async () => {
    const { email, browser } = await signedIn();
    const created = await browser.call('POST', '/api/v0/api-tokens', {
      csrf: true,
      body: { name: 'script', scope: 'write' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json<{ token: string }>().token;
    const refused = await injectWithBearer(stack.gateway, token, 'POST', DELETE, { password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(await stack.db.collection('users').countDocuments({ email })).toBe(1);
  });
});
