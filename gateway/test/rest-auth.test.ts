/**
 * The authentication calls of the REST facade through the gateway to the real auth service: answer
 * shapes, cookies, CSRF, account links, validation and the session's end.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { inOneRateWindow } from '@smarthome/service-kit/testing';
import { PASSWORD, randomIp, setCookies, startAuthStack, type AuthStack } from './auth-stack.js';

let stack: AuthStack;

/** The sign-in limit's window (LOGIN_RATE_WINDOW, seconds): 20 failed attempts per address in it. */
const LOGIN_WINDOW_S = 600;
/** Time enough for the client-address tests' 21 to 42 sign-ins on a busy machine. */
const LOGIN_BURSTS_MS = 10_000;

beforeAll(async () => {
  stack = await startAuthStack({
    authEnv: { PUBLIC_BASE_URL: 'https://casa.example', LOGIN_RATE_WINDOW: String(LOGIN_WINDOW_S) },
  });
});

afterAll(async () => {
  await stack?.stop();
});

const USER_SHAPE = {
  id: expect.stringMatching(/^[0-9a-f]{24}$/),
  firstName: expect.any(String),
  lastName: expect.any(String),
  email: expect.any(String),
  role: expect.any(String),
  active: expect.any(Boolean),
  authProvider: null,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
};

describe('GET /api/v0/auth/csrf-token', () => {
  it('answers {csrfToken} and sets the secret cookie once (HttpOnly, SameSite=Strict)', async () => {
    const browser = stack.browser();
    const first = await browser.call('GET', '/api/v0/auth/csrf-token');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(Object.keys(first.json())).toEqual(['csrfToken']);
    expect(setCookies(first)).toEqual([
      expect.stringMatching(/^csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/),
    ]);
    const second = await browser.call('GET', '/api/v0/auth/csrf-token');
    expect(setCookies(second)).toEqual([]);
    expect(second.json().csrfToken).not.toBe(first.json().csrfToken);
  });
});

describe('POST /api/v0/auth/register and the activation link', () => {
  it('answers 201 {user, message, shouldRedirect: false} for a new, inactive account', async () => {
    const browser = stack.browser();
    const csrfToken = await browser.csrfToken();
    const response = await browser.call('POST', '/api/v0/auth/register', {
      body: { email: 'Maria@Example.ro', password: PASSWORD, firstName: 'Maria', lastName: 'Pop', csrfToken },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: {
        ...USER_SHAPE,
        email: 'maria@example.ro',
        firstName: 'Maria',
        lastName: 'Pop',
        role: 'user',
        active: false,
      },
      message: 'Contul a fost creat. Verificați e-mailul pentru linkul de activare.',
      shouldRedirect: false,
    });
    // Inactive: no session.
    expect([...browser.cookies.keys()]).toEqual(['csrf']);
    expect((await browser.login('maria@example.ro')).json()).toEqual({
      message: 'Contul nu este activ. Folosiți linkul de activare primit pe e-mail.',
    });
  });

  it('the mailed link activates and redirects to /login?activated=1, also when a mail scanner opened it first', async () => {
    const token = await stack.linkToken('user.registered', 'maria@example.ro');
    // The scanner: no cookies, another address, follows no redirect.
    const scanner = await stack.browser().call('GET', `/api/v0/auth/activate?token=${token}`);
    expect(scanner.statusCode).toBe(302);
    const browser = stack.browser();
    const person = await browser.call('GET', `/api/v0/auth/activate?token=${token}`);
    expect(person.statusCode).toBe(302);
    expect(person.headers.location).toBe('/login?activated=1');
    expect((await browser.call('GET', '/api/v0/auth/activate')).headers.location).toBe(
      '/login?activation=invalid',
    );
    expect(
      (await browser.call('GET', `/api/v0/auth/activate?token=${'z'.repeat(43)}`)).headers.location,
    ).toBe('/login?activation=invalid');
    expect((await browser.login('maria@example.ro')).statusCode).toBe(200);
  });

  it('a taken e-mail is 409 {message}', async () => {
    const browser = stack.browser();
    const response = await browser.call('POST', '/api/v0/auth/register', {
      body: { email: 'MARIA@example.ro', password: PASSWORD, firstName: 'M', lastName: 'P' },
      csrf: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Există deja un cont cu această adresă de e-mail.' });
  });

  it('validation failures are 400 {errors: [{msg}]} with the clients’ messages', async () => {
    const browser = stack.browser();
    const response = await browser.call('POST', '/api/v0/auth/register', {
      body: { email: 'x', password: '123', firstName: '', lastName: 'L', confirmPassword: '1234' },
      csrf: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { msg: 'Prenumele este obligatoriu' },
        { msg: 'Email-ul nu este valid' },
        { msg: 'Parola trebuie să aibă cel puțin 6 caractere' },
      ],
    });
  });
});

describe('POST /api/v0/auth/register with a password among the first guesses', () => {
  it('is 400 {errors: [{msg}]} with the Romanian message, and no account is opened', async () => {
    const browser = stack.browser();
    for (const password of ['password123', 'parola123', 'qwerty123', '12345678']) {
      const refused = await browser.call('POST', '/api/v0/auth/register', {
        body: { email: 'slab@example.ro', password, firstName: 'Sorin', lastName: 'Lab' },
        csrf: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: [
          {
            msg: 'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.',
          },
        ],
      });
    }
    // Nothing was created: the same address registers afterwards with a reasonable password.
    const accepted = await browser.call('POST', '/api/v0/auth/register', {
      body: { email: 'slab@example.ro', password: 'Ceai-verde-2026', firstName: 'Sorin', lastName: 'Lab' },
      csrf: true,
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe('POST /api/v0/auth/login, GET /profile, POST /logout', () => {
  it('signs in: {user}, an HttpOnly SameSite=Lax session cookie, no token in the answer', async () => {
    await stack.createUser('ion@example.ro', 'installer');
    const browser = stack.browser();
    const response = await browser.login('  ION@example.ro ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { ...USER_SHAPE, email: 'ion@example.ro', role: 'installer', active: true },
    });
    expect(setCookies(response)).toEqual([
      expect.stringMatching(
        /^session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600$/,
      ),
      // The signed-in hint the page reads (not HttpOnly, no secret), with the same lifetime.
      'signed_in=1; Path=/; SameSite=Lax; Max-Age=3600',
    ]);
    expect(response.body).not.toContain(browser.cookies.get('session'));

    const profile = await browser.call('GET', '/api/v0/auth/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      user: {
        ...USER_SHAPE,
        email: 'ion@example.ro',
        role: 'installer',
        active: true,
        secondFactor: { totp: false, recoveryCodesLeft: 0, required: false },
      },
    });
  });

  it('wrong password, unknown e-mail: the same 401 {message}', async () => {
    const browser = stack.browser();
    const wrong = await browser.login('ion@example.ro', 'not-the-password');
    const unknown = await browser.login('nobody@example.ro');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Email sau parolă incorectă.' });
    }
  });

  it('API clients: bearer: true answers the token instead of setting a cookie, and the token needs no CSRF', async () => {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/v0/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'ion@example.ro', password: PASSWORD, bearer: true },
    });
    expect(response.statusCode).toBe(200);
    expect(setCookies(response)).toEqual([]);
    const { token, expiresAt, user } = response.json();
    expect(user.email).toBe('ion@example.ro');
    expect(new Date(expiresAt).getTime()).toBe(decodeJwt(token).exp! * 1000);
    const logout = await stack.gateway.inject({
      method: 'POST',
      url: '/api/v0/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const profile = await stack.gateway.inject({
      url: '/api/v0/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('GET /profile when anonymous is 401 {message}', async () => {
    const response = await stack.browser().call('GET', '/api/v0/auth/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
    expect(setCookies(response)).toEqual([]);
  });

  it('GET /profile with a signed-in hint but no session is 401 and drops the hint', async () => {
    const browser = stack.browser();
    browser.cookies.set('signed_in', '1');
    const response = await browser.call('GET', '/api/v0/auth/profile');
    expect(response.statusCode).toBe(401);
    expect(setCookies(response)).toEqual([
      'signed_in=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(browser.cookies.has('signed_in')).toBe(false);
  });

  it('logout clears the cookie and revokes the session: the old cookie, replayed, is anonymous', async () => {
    const browser = stack.browser();
    await browser.login('ion@example.ro');
    const stolen = browser.cookieHeader();
    const response = await browser.call('POST', '/api/v0/auth/logout', { csrf: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect(setCookies(response)).toContainEqual(
      expect.stringMatching(/^session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/),
    );
    expect(setCookies(response)).toContainEqual(
      expect.stringMatching(/^signed_in=; Path=\/; SameSite=Lax; Max-Age=0/),
    );
    expect(browser.cookies.has('signed_in')).toBe(false);
    expect(browser.cookies.has('session')).toBe(false);
    const replay = await stack.gateway.inject({ url: '/api/v0/auth/profile', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
  });

  it('a deactivation counts at the user’s very next request', async () => {
    const id = await stack.createUser('soon-gone@example.ro');
    await stack.createUser('boss@example.ro', 'admin');
    const user = stack.browser();
    await user.login('soon-gone@example.ro');
    expect((await user.call('GET', '/api/v0/auth/profile')).statusCode).toBe(200);
    const admin = stack.browser();
    await admin.login('boss@example.ro');
    await admin.call('PATCH', `/api/v0/users/${id}/active`, { body: { active: false }, csrf: true });
    expect(user.cookies.get('signed_in')).toBe('1');
    expect((await user.call('GET', '/api/v0/auth/profile')).statusCode).toBe(401);
    // That 401 drops the hint: the next page of this browser does not ask again.
    expect(user.cookies.has('signed_in')).toBe(false);
  });
});

describe('CSRF', () => {
  it('a write with the session cookie but no token is 403 {message}, and does nothing', async () => {
    await stack.createUser('csrf@example.ro');
    const browser = stack.browser();
    await browser.login('csrf@example.ro');
    const response = await browser.call('POST', '/api/v0/auth/logout');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Invalid or missing CSRF token' });
    expect((await browser.call('GET', '/api/v0/auth/profile')).statusCode).toBe(200);
  });

  it('refuses a token from another browser, a tampered token, and a token without its cookie', async () => {
    const browser = stack.browser();
    await browser.login('csrf@example.ro');
    const other = stack.browser();
    const foreign = await other.csrfToken();
    const own = await browser.csrfToken();
    const tampered = `${own.slice(0, -2)}${own.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [foreign, tampered, 'garbage', '']) {
      const response = await browser.call('POST', '/api/v0/auth/logout', {
        headers: { 'x-csrf-token': token },
      });
      expect(response.statusCode).toBe(403);
    }
    const withoutCookie = await stack.gateway.inject({
      method: 'POST',
      url: '/api/v0/auth/logout',
      headers: { cookie: `session=${browser.cookies.get('session')}`, 'x-csrf-token': own },
    });
    expect(withoutCookie.statusCode).toBe(403);
    // The body field works as well as the header, and a token serves more than one request.
    const viaBody = await browser.call('POST', '/api/v0/auth/forgot-password', {
      body: { email: 'csrf@example.ro', csrfToken: own },
    });
    expect(viaBody.statusCode).toBe(200);
    expect(
      (await browser.call('POST', '/api/v0/auth/logout', { headers: { 'x-csrf-token': own } })).statusCode,
    ).toBe(200);
  });

  it('GraphQL mutations over the session cookie need the token too; queries and bearer callers do not', async () => {
    const browser = stack.browser();
    await browser.login('csrf@example.ro');
    const graphql = (query: string, headers: Record<string, string> = {}, operationName?: string) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: browser.cookieHeader(), ...headers },
        payload: { query, ...(operationName ? { operationName } : {}) },
      });
    const refused = await graphql('mutation { logout }');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: [{ message: 'Invalid or missing CSRF token', extensions: { code: 'FORBIDDEN' } }],
    });
    const both = 'mutation Named { logout } query Other { me { id } }';
    expect((await graphql(both, {}, 'Named')).statusCode).toBe(403);
    expect((await graphql(both, {}, 'Other')).json()).toEqual({ data: { me: { id: expect.any(String) } } });
    const query = await graphql('{ me { email } }');
    expect(query.json()).toEqual({ data: { me: { email: 'csrf@example.ro' } } });
    const token = await browser.csrfToken();
    expect(
      (
        await graphql('mutation { logout }', { 'x-csrf-token': token, cookie: browser.cookieHeader() })
      ).json(),
    ).toEqual({
      data: { logout: true },
    });
  });
});

describe('account links', () => {
  it('forgot-password answers the same {message} for any e-mail; the reset link sets the new password once', async () => {
    await stack.createUser('reset@example.ro');
    const browser = stack.browser();
    const known = await browser.call('POST', '/api/v0/auth/forgot-password', {
      body: { email: 'reset@example.ro' },
      csrf: true,
    });
    const unknown = await browser.call('POST', '/api/v0/auth/forgot-password', {
      body: { email: 'who@example.ro' },
      csrf: true,
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message:
        'Dacă există un cont cu această adresă, veți primi un e-mail cu instrucțiunile de resetare a parolei.',
    });

    const token = await stack.linkToken('user.password_reset_requested', 'reset@example.ro');
    const reset = () =>
      browser.call('POST', '/api/v0/auth/reset-password', {
        body: { token, password: 'parola-noua-1', confirmPassword: 'parola-noua-1' },
        csrf: true,
      });
    const done = await reset();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Parola a fost schimbată. Vă puteți autentifica cu noua parolă.',
    });
    const again = await reset();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      errors: [{ msg: 'Linkul de resetare a parolei este invalid sau a expirat.' }],
    });
    expect((await browser.login('reset@example.ro', 'parola-noua-1')).statusCode).toBe(200);
  });
});

describe('hostile input', () => {
  it('values that are not strings, over-long values and bodies that are not objects are 400, never 500', async () => {
    await stack.createUser('target@example.ro');
    const browser = stack.browser();
    const token = await browser.csrfToken();
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/api/v0/auth/login', { email: { $gt: '' }, password: { $ne: null } }],
      ['POST', '/api/v0/auth/login', { email: 'target@example.ro', password: ['a'] }],
      ['POST', '/api/v0/auth/login', { email: 'target@example.ro', password: PASSWORD, bearer: 'yes' }],
      ['POST', '/api/v0/auth/login', { email: `${'a'.repeat(300)}@x.ro`, password: 'p'.repeat(5000) }],
      [
        'POST',
        '/api/v0/auth/register',
        { email: 'a@b.ro', password: PASSWORD, firstName: { $where: '1' }, lastName: 'x' },
      ],
      [
        'POST',
        '/api/v0/auth/register',
        { email: 'a@b.ro', password: PASSWORD, firstName: 'f'.repeat(10_000), lastName: 'x' },
      ],
      ['POST', '/api/v0/auth/forgot-password', { email: { $regex: '.*' } }],
      ['POST', '/api/v0/auth/reset-password', { token: { $exists: true }, password: PASSWORD }],
      ['POST', '/api/v0/auth/reset-password', { token: 't'.repeat(10_000), password: PASSWORD }],
      ['POST', '/api/v0/auth/login', ['not', 'an', 'object']],
      ['POST', '/api/v0/auth/login', 'a string'],
    ];
    for (const [method, url, body] of cases) {
      const response = await browser.call(method, url, { body, headers: { 'x-csrf-token': token } });
      expect({ url, body, status: response.statusCode }).toEqual({ url, body, status: 400 });
      expect(response.json()).toHaveProperty(response.json().errors ? 'errors' : 'message');
    }
    const activate = await browser.call('GET', `/api/v0/auth/activate?token[$ne]=x`);
    expect(activate.headers.location).toBe('/login?activation=invalid');
    expect(await stack.db.collection('users').countDocuments({ email: 'a@b.ro' })).toBe(0);
  });
});

describe('client address', () => {
  // Each test fills one address's allowance: all its sign-ins must count in one window.
  beforeEach(() => inOneRateWindow(LOGIN_WINDOW_S * 1000, LOGIN_BURSTS_MS));

  it('with TRUST_PROXY off, the socket address counts: a made-up X-Forwarded-For does not escape the limit', async () => {
    const ip = randomIp();
    const browser = stack.browser({ ip });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await browser.call('POST', '/api/v0/auth/login', {
        body: { email: `nobody${i}@example.ro`, password: 'whatever' },
        headers: { 'x-forwarded-for': randomIp() },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(20).fill(401), 429]);
    expect(
      await stack
        .browser()
        .login('nobody@example.ro')
        .then((r) => r.statusCode),
    ).toBe(401);
  });

  it('behind a trusted proxy (TRUST_PROXY=true), the forwarded address is the client', async () => {
    const gateway = await stack.extraGateway({ TRUST_PROXY: 'true' });
    const proxy = randomIp();
    const client = randomIp();
    const attempt = (forwardedFor: string) =>
      gateway.inject({
        method: 'POST',
        url: '/api/v0/auth/login',
        remoteAddress: proxy,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: { email: 'nobody@example.ro', password: 'whatever' },
      });
    for (let i = 0; i < 20; i += 1) expect((await attempt(client)).statusCode).toBe(401);
    expect((await attempt(client)).statusCode).toBe(429);
    expect((await attempt(randomIp())).statusCode).toBe(401);
  });

  /** 21 failed logins from `peer`, each forwarded for `forwardedFor(i)`: the statuses. */
  async function loginStatuses(
    gateway: Awaited<ReturnType<AuthStack['extraGateway']>>,
    peer: string,
    forwardedFor: (attempt: number) => string,
  ): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await gateway.inject({
        method: 'POST',
        url: '/api/v0/auth/login',
        remoteAddress: peer,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
        payload: { email: `nobody${i}@example.ro`, password: 'whatever' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }
  const LIMITED = [...Array(20).fill(401), 429];

  it('with a hop count (TRUST_PROXY=1), the client is the address the proxy saw: entries before it do not escape the limit', async () => {
    const gateway = await stack.extraGateway({ TRUST_PROXY: '1' });
    const client = randomIp();
    // The proxy appends the address it saw; whatever the client wrote before it is not believed.
    expect(await loginStatuses(gateway, randomIp(), () => `${randomIp()}, ${client}`)).toEqual(LIMITED);
    expect(await loginStatuses(gateway, randomIp(), () => `${client}, ${randomIp()}`)).toEqual(
      Array(21).fill(401),
    );
  });

  it('with a list of proxies (TRUST_PROXY=<CIDR>), only a listed peer is believed, and only about the hops it vouches for', async () => {
    const gateway = await stack.extraGateway({ TRUST_PROXY: '192.0.2.0/24,198.51.100.1' });
    const client = randomIp();
    // Two listed proxies in a row, the client before them; a made-up entry further left is ignored.
    expect(
      await loginStatuses(gateway, '192.0.2.10', () => `${randomIp()}, ${client}, 198.51.100.1`),
    ).toEqual(LIMITED);
    // A peer not in the list is the client itself, whatever it forwards.
    const direct = randomIp();
    expect(await loginStatuses(gateway, direct, () => randomIp())).toEqual(LIMITED);
  });
});
