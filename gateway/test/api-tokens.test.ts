/**
 * Personal API tokens through the gateway, against the real auth service: created in a signed-in
 * session, used as `Authorization: Bearer` on the REST facade and on /graphql without any CSRF
 * token, listed without their secret, limited by scope, role and rate, and refused with the
 * RFC 6750 answers once revoked or when their owner is deactivated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startAuthStack, type AuthStack, type Browser } from './auth-stack.js';
import { injectWithBearer } from './helpers.js';

let stack: AuthStack;
let admin: Browser;

beforeAll(async () => {
  stack = await startAuthStack();
  await stack.createUser('admin@example.ro', 'admin');
  admin = stack.browser();
  await admin.login('admin@example.ro');
});

afterAll(async () => {
  await stack?.stop();
});

interface CreatedToken {
  id: string;
  name: string;
  scope: string;
  token: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

async function signedIn(
  email: string,
  role: 'user' | 'admin' = 'user',
): Promise<{ id: string; browser: Browser }> {
  const id = await stack.createUser(email, role);
  const browser = stack.browser();
  expect((await browser.login(email)).statusCode).toBe(200);
  return { id, browser };
}

async function createToken(browser: Browser, body: Record<string, unknown>): Promise<CreatedToken> {
  const response = await browser.call('POST', '/api/v0/api-tokens', { body, csrf: true });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedToken>();
}

function withToken(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  gateway: FastifyInstance = stack.gateway,
): Promise<LightMyRequestResponse> {
  return injectWithBearer(gateway, token, method, url, body);
}

const graphql = (token: string, query: string, variables?: Record<string, unknown>) =>
  withToken(token, 'POST', '/graphql', { query, ...(variables ? { variables } : {}) });

describe('a personal API token', () => {
  it('is created in a session, used on REST and GraphQL without CSRF, and listed without its secret', async () => {
    const { browser } = await signedIn('integrator@example.ro');
    const created = await createToken(browser, { name: 'Node-RED', scope: 'write', expiresInDays: 7 });
    expect(created).toMatchObject({ name: 'Node-RED', scope: 'write', lastUsedAt: null });
    expect(created.token).toMatch(/^shpat_[0-9A-Za-z]{36}$/);

    const profile = await withToken(created.token, 'GET', '/api/v0/auth/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { email: 'integrator@example.ro' } });
    // No cookie and no CSRF token: a mutation with a bearer token needs none (a token's session
    // is not renewed like a sign-in's, hence null).
    const renewal = await graphql(created.token, 'mutation { renewSession { token } }');
    expect(renewal.json()).toEqual({ data: { renewSession: null } });
    expect((await graphql(created.token, '{ me { email role } }')).json()).toEqual({
      data: { me: { email: 'integrator@example.ro', role: 'user' } },
    });

    const list = await browser.call('GET', '/api/v0/api-tokens');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    const [listed] = list.json<Array<CreatedToken & { displayPrefix: string; status: string }>>();
    expect(listed).toMatchObject({ id: created.id, name: 'Node-RED', scope: 'write', status: 'active' });
    expect(created.token.startsWith(listed!.displayPrefix)).toBe(true);
    expect(listed!.lastUsedAt).not.toBeNull();
    expect(listed).not.toHaveProperty('token');
  });

  it('with the read scope cannot write, on REST or GraphQL', async () => {
    const { browser } = await signedIn('reader@example.ro');
    const { token } = await createToken(browser, { name: 'dashboard mirror', scope: 'read' });
    const restWrite = await withToken(token, 'POST', '/api/v0/auth/logout');
    expect(restWrite.statusCode).toBe(403);
    expect(restWrite.json()).toEqual({
      message: 'This API token can only read: writing needs a token with the write scope',
    });
    const mutation = await graphql(token, 'mutation { logout }');
    expect(mutation.statusCode).toBe(403);
    expect(mutation.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await graphql(token, '{ me { email } }')).statusCode).toBe(200);
  });

  it("acts with its owner's role, never more", async () => {
    const { browser } = await signedIn('customer@example.ro');
    const { token } = await createToken(browser, { name: 'w', scope: 'write' });
    expect((await withToken(token, 'GET', '/api/v0/users')).statusCode).toBe(403);
    const adminToken = await createToken(admin, { name: 'admin script', scope: 'read' });
    expect((await withToken(adminToken.token, 'GET', '/api/v0/users')).statusCode).toBe(200);
  });

  it('is refused with clear messages when its form is wrong', async () => {
    const { browser } = await signedIn('careless@example.ro');
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ name: 'x', scope: 'admin' }, ['Scope must be read or write']],
      [{ name: 'x' }, ['Scope must be read or write']],
      [{ name: ' ', scope: 'read' }, ['Name is required']],
      [{ name: 'x'.repeat(61), scope: 'read' }, ['Name must be at most 60 characters']],
      [
        { name: 'x', scope: 'read', expiresInDays: 0 },
        ['Expiry must be a whole number of days from 1 to 365'],
      ],
      [
        { name: 'x', scope: 'read', expiresInDays: 1.5 },
        ['Expiry must be a whole number of days from 1 to 365'],
      ],
    ];
    for (const [body, messages] of cases) {
      const response = await browser.call('POST', '/api/v0/api-tokens', { body, csrf: true });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ errors: messages.map((msg) => ({ msg })) });
    }
    expect((await browser.call('GET', '/api/v0/api-tokens')).json()).toEqual([]);
  });

  it('cannot create another token', async () => {
    const { browser } = await signedIn('minter@example.ro');
    const { token } = await createToken(browser, { name: 'w', scope: 'write' });
    const response = await withToken(token, 'POST', '/api/v0/api-tokens', { name: 'child', scope: 'write' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'API tokens cannot create API tokens: sign in to create one',
    });
  });

  it('is refused with 401 and WWW-Authenticate once revoked', async () => {
    const { browser } = await signedIn('revoker@example.ro');
    const created = await createToken(browser, { name: 'old', scope: 'write' });
    expect((await withToken(created.token, 'GET', '/api/v0/auth/profile')).statusCode).toBe(200);
    const revoked = await browser.call('DELETE', `/api/v0/api-tokens/${created.id}`, { csrf: true });
    expect(revoked.json()).toEqual({ message: 'API token revoked' });

    for (const response of [
      await withToken(created.token, 'GET', '/api/v0/auth/profile'),
      await graphql(created.token, '{ me { email } }'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="smarthome", error="invalid_token"');
    }
    expect((await graphql(created.token, '{ me { email } }')).json()).toEqual({
      errors: [{ message: 'Invalid, expired or revoked API token', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect((await browser.call('GET', '/api/v0/api-tokens')).json()).toEqual([]);
  });

  it('stops working at once when its owner is deactivated, or deleted', async () => {
    const leaver = await signedIn('leaver@example.ro');
    const { token } = await createToken(leaver.browser, { name: 'sync', scope: 'read' });
    expect((await withToken(token, 'GET', '/api/v0/auth/profile')).statusCode).toBe(200);
    const off = await admin.call('PATCH', `/api/v0/users/${leaver.id}/active`, {
      body: { active: false },
      csrf: true,
    });
    expect(off.statusCode).toBe(200);
    // The gateway still holds the token's access token; the service refuses it at once.
    const refused = await withToken(token, 'GET', '/api/v0/auth/profile');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="smarthome", error="invalid_token"');
    expect((await withToken(token, 'GET', '/api/v0/auth/profile')).json()).toEqual({
      message: 'Invalid, expired or revoked API token',
    });

    const deleted = await signedIn('deleted@example.ro');
    const second = await createToken(deleted.browser, { name: 'sync', scope: 'read' });
    await admin.call('DELETE', `/api/v0/users/${deleted.id}`, { csrf: true });
    expect((await withToken(second.token, 'GET', '/api/v0/auth/profile')).statusCode).toBe(401);
  });

  /**
   * Three profile reads of `token` through `gateways` in turn (API_TOKEN_RATE_LIMIT=3) pass, a
   * fourth through `last` is refused with 429, Retry-After and the limit's message.
   */
  async function expectFourthRefused(token: string, gateways: FastifyInstance[], last: FastifyInstance) {
    const statuses = [];
    for (const gateway of gateways) {
      statuses.push((await withToken(token, 'GET', '/api/v0/auth/profile', undefined, gateway)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const over = await withToken(token, 'GET', '/api/v0/auth/profile', undefined, last);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(over.json()).toEqual({ message: 'Too many requests with this API token: wait and try again' });
  }

  it('is limited per token and minute, with Retry-After', async () => {
    const limited = await stack.extraGateway({ API_TOKEN_RATE_LIMIT: '3' });
    const { browser } = await signedIn('busy@example.ro');
    const { token } = await createToken(browser, { name: 'busy', scope: 'read' });
    await expectFourthRefused(token, [limited, limited, limited], limited);
    // Another token of the same owner has an allowance of its own.
    const other = await createToken(browser, { name: 'other', scope: 'read' });
    expect((await withToken(other.token, 'GET', '/api/v0/auth/profile', undefined, limited)).statusCode).toBe(
      200,
    );
  });

  it('has one allowance across the gateway replicas that share a Redis', async () => {
    const shared = { API_TOKEN_RATE_LIMIT: '3', API_TOKEN_RATE_LIMIT_REDIS_URL: stack.infra.redis.url };
    const [first, second] = [await stack.extraGateway(shared), await stack.extraGateway(shared)];
    const { browser } = await signedIn('replicated@example.ro');
    const { token } = await createToken(browser, { name: 'replicated', scope: 'read' });
    await expectFourthRefused(token, [first, second, first], second);
    // A gateway counting alone still gives the token its own allowance.
    const alone = await stack.extraGateway({ API_TOKEN_RATE_LIMIT: '3' });
    expect((await withToken(token, 'GET', '/api/v0/auth/profile', undefined, alone)).statusCode).toBe(200);
  });
});

describe('the Authorization header', () => {
  it.each([
    ['another scheme', 'Basic YWRtaW46YWRtaW4=', 'invalid_request'],
    ['no token', 'Bearer', 'invalid_request'],
    ['two words', 'Bearer a b', 'invalid_request'],
    ['a malformed API token', 'Bearer shpat_short', 'invalid_token'],
    ['a forged API token', `Bearer shpat_${'a'.repeat(36)}`, 'invalid_token'],
  ])('with %s is a 401 naming the problem', async (_case, authorization, error) => {
    for (const url of ['/api/v0/auth/profile', '/graphql']) {
      const response = await stack.gateway.inject({
        method: url === '/graphql' ? 'POST' : 'GET',
        url,
        headers: { authorization, 'content-type': 'application/json' },
        ...(url === '/graphql' ? { payload: JSON.stringify({ query: '{ me { email } }' }) } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe(`Bearer realm="smarthome", error="${error}"`);
    }
  });

  it('is not needed for a protected call to say how to authenticate', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/v0/users' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="smarthome"');
  });
});
