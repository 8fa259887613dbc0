/**
 * Who may call what: every auth and users call of the REST facade, through the gateway to the
 * real auth service, for each kind of caller. Each caller is a browser with its own cookies
 * that sends the CSRF token on writes, as the web app's client does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthStack, type AuthStack, type Browser } from './auth-stack.js';

let stack: AuthStack;
const ROLES = ['anonymous', 'user', 'installer', 'admin', 'deactivated'] as const;
type Role = (typeof ROLES)[number];
const browsers = {} as Record<Role, Browser>;
const emails: Record<Exclude<Role, 'anonymous'>, string> = {
  user: 'user@example.ro',
  installer: 'installer@example.ro',
  admin: 'admin@example.ro',
  deactivated: 'deactivated@example.ro',
};

beforeAll(async () => {
  stack = await startAuthStack();
  const ids: Record<string, string> = {};
  for (const [role, email] of Object.entries(emails)) {
    ids[role] = await stack.createUser(email, role === 'deactivated' ? 'user' : (role as 'user'));
  }
  for (const role of ROLES) {
    browsers[role] = stack.browser();
    if (role !== 'anonymous') expect((await browsers[role].login(emails[role])).statusCode).toBe(200);
  }
  // Deactivated by an admin while signed in: the browser still holds its (now revoked) cookie.
  const off = await browsers.admin.call('PATCH', `/api/v0/users/${ids.deactivated}/active`, {
    body: { active: false },
    csrf: true,
  });
  expect(off.statusCode).toBe(200);
});

afterAll(async () => {
  await stack?.stop();
});

/** One call of the matrix: what the caller sends; the status it gets is what is compared. */
type Call = (browser: Browser, role: Role, n: number) => Promise<number>;

let counter = 0;
const victim = async () => stack.createUser(`victim${(counter += 1)}@example.ro`);

const CALLS: Record<string, Call> = {
  'GET /auth/csrf-token': async (b) => (await b.call('GET', '/api/v0/auth/csrf-token')).statusCode,
  'GET /auth/profile': async (b) => (await b.call('GET', '/api/v0/auth/profile')).statusCode,
  'POST /auth/login (own credentials)': async (b, role) =>
    (await b.login(role === 'anonymous' ? 'nobody@example.ro' : emails[role], PASSWORD)).statusCode,
  'POST /auth/register': async (b, role, n) =>
    (
      await b.call('POST', '/api/v0/auth/register', {
        body: { email: `new-${role}-${n}@example.ro`, password: PASSWORD, firstName: 'N', lastName: 'N' },
        csrf: true,
      })
    ).statusCode,
  'POST /auth/forgot-password': async (b) =>
    (await b.call('POST', '/api/v0/auth/forgot-password', { body: { email: 'user@example.ro' }, csrf: true }))
      .statusCode,
  'POST /auth/reset-password (unknown link)': async (b) =>
    (
      await b.call('POST', '/api/v0/auth/reset-password', {
        body: { token: 'x'.repeat(43), password: 'new-password' },
        csrf: true,
      })
    ).statusCode,
  'GET /auth/activate (unknown link)': async (b) =>
    (await b.call('GET', `/api/v0/auth/activate?token=${'y'.repeat(43)}`)).statusCode,
  'GET /users': async (b) => (await b.call('GET', '/api/v0/users')).statusCode,
  'GET /users?page&limit': async (b) => (await b.call('GET', '/api/v0/users?page=1&limit=2')).statusCode,
  'PUT /users/{id}': async (b) => {
    const id = await victim();
    return (
      await b.call('PUT', `/api/v0/users/${id}`, {
        body: { firstName: 'Edited', lastName: 'User', email: `edited-${id}@example.ro`, role: 'user' },
        csrf: true,
      })
    ).statusCode;
  },
  'PATCH /users/{id}/active': async (b) =>
    (await b.call('PATCH', `/api/v0/users/${await victim()}/active`, { body: { active: false }, csrf: true }))
      .statusCode,
  'DELETE /users/{id}': async (b) =>
    (await b.call('DELETE', `/api/v0/users/${await victim()}`, { csrf: true })).statusCode,
  // Last: it ends the caller's session.
  'POST /auth/logout': async (b) => (await b.call('POST', '/api/v0/auth/logout', { csrf: true })).statusCode,
};

const ADMIN_ONLY = { anonymous: 401, user: 403, installer: 403, admin: 200, deactivated: 401 };
const EVERYONE = { anonymous: 200, user: 200, installer: 200, admin: 200, deactivated: 200 };

const EXPECTED: Record<string, Record<Role, number>> = {
  'GET /auth/csrf-token': EVERYONE,
  'GET /auth/profile': { anonymous: 401, user: 200, installer: 200, admin: 200, deactivated: 401 },
  // Unknown e-mail 401; an inactive account 403 with its own message (the password was right).
  'POST /auth/login (own credentials)': {
    anonymous: 401,
    user: 200,
    installer: 200,
    admin: 200,
    deactivated: 403,
  },
  'POST /auth/register': { anonymous: 201, user: 201, installer: 201, admin: 201, deactivated: 201 },
  'POST /auth/forgot-password': EVERYONE,
  'POST /auth/reset-password (unknown link)': {
    anonymous: 400,
    user: 400,
    installer: 400,
    admin: 400,
    deactivated: 400,
  },
  'GET /auth/activate (unknown link)': {
    anonymous: 302,
    user: 302,
    installer: 302,
    admin: 302,
    deactivated: 302,
  },
  'GET /users': ADMIN_ONLY,
  'GET /users?page&limit': ADMIN_ONLY,
  'PUT /users/{id}': ADMIN_ONLY,
  'PATCH /users/{id}/active': ADMIN_ONLY,
  'DELETE /users/{id}': ADMIN_ONLY,
  'POST /auth/logout': EVERYONE,
};

describe('role × endpoint matrix of /api/v0/auth and /api/v0/users', () => {
  it('answers each caller exactly as the role table says (admin only for users; auth calls for all)', async () => {
    const actual: Record<string, Record<string, number>> = {};
    for (const [name, call] of Object.entries(CALLS)) {
      actual[name] = {};
      for (const role of ROLES) {
        // The login row signs the browser in again; later rows then run as that role still.
        actual[name][role] = await call(browsers[role], role, Object.keys(actual).length);
      }
    }
    expect(actual).toEqual(EXPECTED);
  }, 120_000);

  it('after logout every caller is anonymous', async () => {
    for (const role of ROLES) {
      expect((await browsers[role].call('GET', '/api/v0/auth/profile')).statusCode).toBe(401);
      expect((await browsers[role].call('GET', '/api/v0/users')).statusCode).toBe(401);
    }
  });
});

describe('GET /api/v0/users, whole or a page at a time', () => {
  interface UserPage {
    data: Array<{ id: string }>;
    total: number;
    totalPages: number;
  }
  let admin: Browser;
  const get = async (query = '') => {
    const response = await admin.call('GET', `/api/v0/users${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  beforeAll(async () => {
    // The matrix signed every browser out: the admin signs in again.
    admin = stack.browser();
    expect((await admin.login(emails.admin)).statusCode).toBe(200);
  });

  it('answers the whole array without page or limit, as before', async () => {
    const all = (await get()) as Array<Record<string, unknown>>;
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThan(4);
    expect(all.map((user) => user.email)).toEqual(expect.arrayContaining(Object.values(emails)));
  });

  it('answers ?page=2&limit=2 with that page of the same list, its total and its pages', async () => {
    const all = (await get()) as Array<{ id: string }>;
    expect(await get('?page=2&limit=2')).toEqual({
      data: all.slice(2, 4),
      total: all.length,
      totalPages: Math.ceil(all.length / 2),
    });
    expect(await get('?limit=1')).toEqual({
      data: all.slice(0, 1),
      total: all.length,
      totalPages: all.length,
    });
    const past = (await get(`?page=${all.length + 1}&limit=1`)) as UserPage;
    expect(past).toEqual({ data: [], total: all.length, totalPages: all.length });
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['page=1&limit=0', 'limit must be a positive integer'],
    ['page=-2', 'page must be a positive integer'],
  ])('refuses ?%s with 400 {message}', async (query, message) => {
    const response = await admin.call('GET', `/api/v0/users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('who may call comes before what was sent wrong', () => {
  // Input the schema refuses, on routes of every caller rule. Only the auth service runs here:
  // the refusal must not need the route's own service.
  const BAD_INPUT = {
    admin: ['GET', '/api/v0/token-usage/stats'],
    staff: ['GET', '/api/v0/blueprints?page=0'],
    'signed-in': ['GET', '/api/v0/installations?limit=0'],
  } as const;
  const fresh = {} as Record<'user' | 'installer' | 'admin', Browser>;
  let endedCookie: string;

  beforeAll(async () => {
    for (const role of ['user', 'installer', 'admin'] as const) {
      fresh[role] = stack.browser();
      expect((await fresh[role].login(emails[role])).statusCode).toBe(200);
    }
    // A session that has ended since: the browser still sends its cookie.
    const leaving = stack.browser();
    expect((await leaving.login(emails.user)).statusCode).toBe(200);
    endedCookie = leaving.cookieHeader();
    expect((await leaving.call('POST', '/api/v0/auth/logout', { csrf: true })).statusCode).toBe(200);
  });

  const statusOf = async (
    browser: Browser,
    [method, url]: readonly [string, string],
    headers: Record<string, string> = {},
  ) => {
    const response = await browser.call(method, url, { headers });
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  };

  it('answers an anonymous caller 401 on every rule, without asking anyone', async () => {
    for (const call of Object.values(BAD_INPUT)) {
      expect(await statusOf(stack.browser(), call)).toEqual({
        status: 401,
        message: 'Authentication required',
      });
    }
  });

  it('answers a caller whose session has ended 401', async () => {
    expect(await statusOf(stack.browser(), BAD_INPUT['signed-in'], { cookie: endedCookie })).toEqual({
      status: 401,
      message: 'Authentication required',
    });
  });

  it('answers a role the rule leaves out 403, and a role it lets in the 400', async () => {
    const forbidden = { status: 403, message: 'You do not have permission to do this' };
    const expected = {
      user: { admin: 403, staff: 403, 'signed-in': 400 },
      installer: { admin: 403, staff: 400, 'signed-in': 400 },
      admin: { admin: 400, staff: 400, 'signed-in': 400 },
    };
    for (const [role, byRule] of Object.entries(expected)) {
      for (const [rule, status] of Object.entries(byRule)) {
        const answer = await statusOf(
          fresh[role as keyof typeof fresh],
          BAD_INPUT[rule as keyof typeof BAD_INPUT],
        );
        if (status === 403) expect(answer, `${role} on ${rule}`).toEqual(forbidden);
        else expect(answer.status, `${role} on ${rule}`).toBe(400);
      }
    }
  });

  it('still answers a public route’s bad input 400 to anyone', async () => {
    const response = await stack.browser().call('GET', '/api/v0/news?limit=0');
    expect(response.statusCode).toBe(400);
  });
});
