/**
 * Sign-in with Google through the gateway: the real auth service (openid-client) against the
 * local development identity provider (oidc-provider) that `make dev` runs, over real HTTP.
 * Every failure ends on the web's /oauth-callback?error=…, with no session.
 */
import { startDevIdentityProvider, type DevIdentityProvider } from '@smarthome/dev/oidc-dev-provider';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setCookies, startAuthStack, type AuthStack, type Browser } from './auth-stack.js';
import { atProvider, followCallback, signInWithGoogle } from './identity-provider.js';

const SITE = 'https://casa.example';
const START_LIMIT = 4;

let provider: DevIdentityProvider;
let stack: AuthStack;

beforeAll(async () => {
  provider = await startDevIdentityProvider({ redirectUris: [`${SITE}/api/v0/auth/google/callback`] });
  stack = await startAuthStack({
    authEnv: { PUBLIC_BASE_URL: SITE, OIDC_RATE_LIMIT: String(START_LIMIT), ...provider.env },
  });
});

afterAll(async () => {
  await stack?.stop();
  await provider?.stop();
});

async function profile(browser: Browser) {
  const response = await browser.call('GET', '/api/v0/auth/profile');
  return { status: response.statusCode, user: response.statusCode === 200 ? response.json().user : null };
}

async function account(email: string) {
  return stack.db.collection('users').findOne({ email });
}

describe('GET /api/v0/auth/google', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, and sets the flow cookie', async () => {
    const browser = stack.browser();
    const response = await browser.call('GET', '/api/v0/auth/google');
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(target.origin).toBe(provider.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: `${SITE}/api/v0/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(setCookies(response)).toEqual([
      expect.stringMatching(/^google-flow=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/),
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it(`is rate-limited per client address (${START_LIMIT} starts per window)`, async () => {
    const browser = stack.browser();
    for (let i = 0; i < START_LIMIT; i += 1) {
      expect((await browser.call('GET', '/api/v0/auth/google')).statusCode).toBe(302);
    }
    const refused = await browser.call('GET', '/api/v0/auth/google?returnTo=/dashboard');
    const landing = new URL(String(refused.headers.location), SITE);
    expect(landing.pathname).toBe('/oauth-callback');
    expect(landing.searchParams.get('error')).toBe(
      'Prea multe încercări. Vă rugăm să încercați din nou mai târziu.',
    );
    expect(landing.searchParams.get('returnTo')).toBe('/dashboard');
    // Another address is not affected.
    expect((await stack.browser().call('GET', '/api/v0/auth/google')).statusCode).toBe(302);
  });
});

describe('GET /api/v0/auth/google/callback', () => {
  it('opens a new, active account for a verified e-mail and signs it in', async () => {
    const browser = stack.browser();
    const { callback, landing } = await signInWithGoogle(
      browser,
      { email: 'Ioana.Google@Example.ro', givenName: 'Ioana', familyName: 'Popescu' },
      { returnTo: '/dashboard' },
    );
    expect(`${landing.pathname}${landing.search}`).toBe('/oauth-callback?returnTo=%2Fdashboard');
    // The session cookie exactly as password sign-in sets it; the flow cookie is dropped.
    const cookies = setCookies(callback);
    expect(cookies).toContainEqual(
      expect.stringMatching(/^google-flow=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/),
    );
    expect(cookies).toContainEqual(
      expect.stringMatching(
        /^session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600$/,
      ),
    );
    // With the hint the web app reads to know a session exists.
    expect(cookies).toContain('signed_in=1; Path=/; SameSite=Lax; Max-Age=3600');
    expect(await profile(browser)).toEqual({
      status: 200,
      user: expect.objectContaining({
        email: 'ioana.google@example.ro',
        firstName: 'Ioana',
        lastName: 'Popescu',
        role: 'user',
        active: true,
        authProvider: 'google',
      }),
    });
    // An account without a password: e-mail and password sign-in cannot open it.
    expect((await account('ioana.google@example.ro'))?.passwordHash).toBeUndefined();
  });

  it('signs the same person into the same account the next time', async () => {
    const first = stack.browser();
    await signInWithGoogle(first, { email: 'twice@example.ro' });
    const second = stack.browser();
    await signInWithGoogle(second, { email: 'twice@example.ro' });
    const [a, b] = [await profile(first), await profile(second)];
    expect(a.user.id).toBe(b.user.id);
    expect(await stack.db.collection('users').countDocuments({ email: 'twice@example.ro' })).toBe(1);
  });

  it('links an existing password account by its verified e-mail (same account, password still works)', async () => {
    const id = await stack.createUser('linked@example.ro');
    const browser = stack.browser();
    const { landing } = await signInWithGoogle(browser, { email: 'LINKED@example.ro' });
    expect(landing.pathname).toBe('/oauth-callback');
    expect(landing.searchParams.has('error')).toBe(false);
    expect(await profile(browser)).toMatchObject({
      status: 200,
      user: { id, email: 'linked@example.ro', authProvider: 'google', role: 'user' },
    });
    expect((await stack.browser().login('linked@example.ro', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an e-mail the provider has not verified: no account is opened, none is linked', async () => {
    await stack.createUser('unverified-owner@example.ro');
    for (const email of ['nobody-verified@example.ro', 'unverified-owner@example.ro']) {
      const browser = stack.browser();
      const { callback, landing } = await signInWithGoogle(browser, { email, verified: false });
      expect(landing.pathname).toBe('/oauth-callback');
      expect(landing.searchParams.get('error')).toBe(
        'Contul Google nu are o adresă de e-mail verificată. Verificați adresa la Google sau creați un cont cu e-mail și parolă.',
      );
      expect(setCookies(callback).some((cookie) => cookie.startsWith('session='))).toBe(false);
      expect((await profile(browser)).status).toBe(401);
    }
    expect(await account('nobody-verified@example.ro')).toBeNull();
    expect((await account('unverified-owner@example.ro'))?.authProvider).toBeNull();
  });

  it('refuses a deactivated account with the inactive-account message', async () => {
    await stack.createUser('deactivated-google@example.ro');
    await stack.db
      .collection('users')
      .updateOne({ email: 'deactivated-google@example.ro' }, { $set: { active: false } });
    const browser = stack.browser();
    const { callback, landing } = await signInWithGoogle(browser, { email: 'deactivated-google@example.ro' });
    expect(landing.searchParams.get('error')).toBe(
      'Contul nu este activ. Folosiți linkul de activare primit pe e-mail.',
    );
    expect(setCookies(callback).some((cookie) => cookie.startsWith('session='))).toBe(false);
    expect((await profile(browser)).status).toBe(401);
    expect((await account('deactivated-google@example.ro'))?.active).toBe(false);
  });

  it('asks an account with an authenticator app for its code on /login#second-factor=…, and links it only after the code', async () => {
    const email = 'installer-totp-google@example.ro';
    await stack.createUser(email, 'installer');
    const owner = stack.browser();
    expect((await owner.login(email)).statusCode).toBe(200);
    const setup = await owner.call('POST', '/api/v0/auth/second-factor/totp/setup', { csrf: true, body: {} });
    const { secret } = setup.json<{ secret: string }>();
    const confirm = await owner.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
      csrf: true,
      body: { code: await generate({ secret }) },
    });
    const [recoveryCode] = confirm.json<{ recoveryCodes: string[] }>().recoveryCodes;

    const browser = stack.browser();
    const { callback, landing } = await signInWithGoogle(
      browser,
      { email },
      { returnTo: '/dashboard/issues' },
    );
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('returnTo')).toBe('/dashboard/issues');
    const challenge = /^#second-factor=(.+)$/.exec(landing.hash)?.[1];
    expect(challenge).toMatch(/^[\w-]{40,}$/);
    // Nowhere but in the fragment: no cookie, not in the query.
    expect(landing.search).not.toContain(challenge!);
    expect(setCookies(callback).some((cookie) => cookie.startsWith('session='))).toBe(false);
    expect((await profile(browser)).status).toBe(401);
    expect((await account(email))?.authProvider).toBeNull();

    const csrfToken = await browser.csrfToken();
    const second = await browser.call('POST', '/api/v0/auth/login/second-factor', {
      body: { challenge, code: recoveryCode, csrfToken },
    });
    expect(second.statusCode).toBe(200);
    expect(await profile(browser)).toMatchObject({
      status: 200,
      user: { email, role: 'installer', authProvider: 'google' },
    });
  });

  it('never links nor signs in a staff account without an authenticator app', async () => {
    const email = 'admin-plain-google@example.ro';
    await stack.createUser(email, 'admin');
    const browser = stack.browser();
    const { callback, landing } = await signInWithGoogle(browser, { email });
    expect(landing.pathname).toBe('/oauth-callback');
    expect(landing.searchParams.get('error')).toMatch(/^Conturile de personal se pot conecta cu Google doar/);
    expect(setCookies(callback).some((cookie) => cookie.startsWith('session='))).toBe(false);
    expect((await profile(browser)).status).toBe(401);
    expect((await account(email))?.authProvider).toBeNull();
  });

  it('refuses a callback whose state is not the one this browser started with, and keeps its own flow', async () => {
    const browser = stack.browser();
    const start = await browser.call('GET', '/api/v0/auth/google');
    const back = await atProvider(String(start.headers.location), { email: 'state@example.ro' });
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    // A second browser tab would send the cookie again: the forged answer must not have used up the flow.
    const cookie = browser.cookies.get('google-flow')!;
    const wrong = await followCallback(browser, forged);
    expect(wrong.landing.searchParams.get('error')).toBe('invalid_state');
    expect((await profile(browser)).status).toBe(401);

    browser.cookies.set('google-flow', cookie);
    const right = await followCallback(browser, back);
    expect(right.landing.searchParams.has('error')).toBe(false);
    expect((await profile(browser)).status).toBe(200);
  });

  it('refuses a replayed callback, and a callback in a browser that did not start the sign-in', async () => {
    const browser = stack.browser();
    const start = await browser.call('GET', '/api/v0/auth/google');
    const cookie = browser.cookies.get('google-flow')!;
    const back = await atProvider(String(start.headers.location), { email: 'replay@example.ro' });

    const stranger = stack.browser();
    const elsewhere = await followCallback(stranger, back);
    expect(elsewhere.landing.searchParams.get('error')).toBe('invalid_state');
    expect((await profile(stranger)).status).toBe(401);

    expect((await followCallback(browser, back)).landing.searchParams.has('error')).toBe(false);
    const replay = stack.browser();
    replay.cookies.set('google-flow', cookie);
    expect((await followCallback(replay, back)).landing.searchParams.get('error')).toBe('invalid_state');
    expect((await profile(replay)).status).toBe(401);
  });

  it('ends on the provider failure page when the person cancels at the provider', async () => {
    const browser = stack.browser();
    const { landing } = await signInWithGoogle(browser, { email: 'cancel@example.ro', cancel: true });
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect((await profile(browser)).status).toBe(401);
    expect(await account('cancel@example.ro')).toBeNull();
  });

  it('refuses a forged authorization code', async () => {
    const browser = stack.browser();
    const start = await browser.call('GET', '/api/v0/auth/google');
    const back = await atProvider(String(start.headers.location), { email: 'forged@example.ro' });
    back.searchParams.set('code', 'forged-code');
    const { landing } = await followCallback(browser, back);
    expect(landing.searchParams.get('error')).toBe('server_error');
    expect(await account('forged@example.ro')).toBeNull();
  });
});

describe('GET /api/v0/auth/google/confirm: an account of Google alone confirms its deletion', () => {
  const DELETE = '/api/v0/account/delete';
  const NO_PASSWORD =
    'Your account signs in with Google and has no password: confirm with Google first, then delete the account.';

  /** A browser signed in to a new account of Google alone. */
  async function googleOnly(email: string) {
    const browser = stack.browser();
    await signInWithGoogle(browser, { email });
    expect((await profile(browser)).status).toBe(200);
    return browser;
  }

  /** The confirmation's round trip, choosing `choice` at the provider. */
  async function confirm(browser: Browser, email: string) {
    const start = await browser.call('GET', '/api/v0/auth/google/confirm?returnTo=%2Fdashboard%2Fsecurity');
    expect(start.statusCode).toBe(302);
    const authorization = new URL(String(start.headers.location));
    return {
      authorization,
      ...(await followCallback(browser, await atProvider(authorization.href, { email }))),
    };
  }

  it('asks the provider for a fresh sign-in, opens no session, and lets that session delete the account once', async () => {
    const email = 'confirma@example.ro';
    const browser = await googleOnly(email);
    const refused = await browser.call('POST', DELETE, { csrf: true, body: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ msg: NO_PASSWORD }] });

    const { authorization, callback, landing } = await confirm(browser, email);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('max_age')).toBe('0');
    expect(authorization.searchParams.get('login_hint')).toBe(email);
    expect(`${landing.pathname}${landing.search}`).toBe('/oauth-callback?returnTo=%2Fdashboard%2Fsecurity');
    // Only the flow's cookie is dropped: the session stays the one that asked.
    expect(setCookies(callback)).toEqual([expect.stringMatching(/^google-flow=; .*Max-Age=0$/)]);
    expect((await profile(browser)).user).toMatchObject({ email });

    // Another session of the same account cannot use it.
    const other = await googleOnly(email);
    expect((await other.call('POST', DELETE, { csrf: true, body: {} })).statusCode).toBe(400);

    const deleted = await browser.call('POST', DELETE, { csrf: true, body: {} });
    expect(deleted.statusCode, deleted.body).toBe(202);
    expect(await account(email)).toBeNull();
  });

  it('is refused for another Google account than the one this account signs in with', async () => {
    const email = 'confirmb@example.ro';
    const browser = await googleOnly(email);
    const { landing } = await confirm(browser, 'someone.else@example.ro');
    expect(landing.pathname).toBe('/oauth-callback');
    expect(landing.searchParams.get('error')).toBe(
      'That Google account is not the one this account signs in with.',
    );
    expect((await browser.call('POST', DELETE, { csrf: true, body: {} })).statusCode).toBe(400);
    expect(await account(email)).not.toBeNull();
  });

  it('is refused when the browser signed out between the start and the callback', async () => {
    const email = 'confirmc@example.ro';
    const browser = await googleOnly(email);
    const start = await browser.call('GET', '/api/v0/auth/google/confirm');
    const back = await atProvider(String(start.headers.location), { email });
    expect((await browser.call('POST', '/api/v0/auth/logout', { csrf: true, body: {} })).statusCode).toBe(
      200,
    );
    const { landing } = await followCallback(browser, back);
    expect(landing.searchParams.get('error')).toBe('invalid_state');
  });

  it('needs a signed-in session to start', async () => {
    const start = await stack.browser().call('GET', '/api/v0/auth/google/confirm');
    expect(start.statusCode).toBe(302);
    const landing = new URL(String(start.headers.location), SITE);
    expect(landing.pathname).toBe('/oauth-callback');
    expect(landing.searchParams.get('error')).toEqual(expect.any(String));
  });
});
