/**
 * The admin actions that take a signed-in session, through the gateway: deleting and deactivating
 * users, changing a role, rotating the signing keys and deleting an installation. An admin's
 * personal API token with the write scope is refused each of them with 403 and the message that a
 * signed-in session is needed, on the REST facade and on /graphql, and nothing changes; the same
 * admin's session then does it. The auth service and the operations service are the real ones,
 * the operations service verifying the auth service's own tokens (its JWKS), as in production.
 */
import { SIGNED_IN_SESSION_REQUIRED_MESSAGE } from '@smarthome/service-kit/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, randomIp, startAuthStack, type AuthStack } from './auth-stack.js';
import { injectWithBearer } from './helpers.js';
import { startOperationsOnAuth } from './operations-on-auth.js';
import { INSTALLATION_BODY } from './operations-stack.js';

let stack: AuthStack;
let operations: FastifyInstance;
let gateway: FastifyInstance;
/** The admin's signed-in browser on `gateway`. */
let session: Browser;
/** The admin's personal API token, write scope. */
let token: string;

beforeAll(async () => {
  stack = await startAuthStack();
  const started = await startOperationsOnAuth(stack);
  operations = started.operations;
  gateway = await stack.extraGateway({ OPERATIONS_URL: started.url });

  await stack.createUser('admin@example.ro', 'admin');
  session = new Browser(gateway, randomIp());
  expect((await session.login('admin@example.ro')).statusCode).toBe(200);
  const created = await session.call('POST', '/api/v0/api-tokens', {
    body: { name: 'admin script', scope: 'write' },
    csrf: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  token = created.json<{ token: string }>().token;
}, 120_000);

afterAll(async () => {
  await operations?.close();
  await stack?.stop();
});

/** A call with the admin's API token, as an integrator's script makes it. */
const withToken = (method: InjectOptions['method'], url: string, body?: unknown) =>
  injectWithBearer(gateway, token, method, url, body);

/** The same call from the admin's signed-in browser (with the CSRF token a write needs). */
function fromSession(method: InjectOptions['method'], url: string, body?: unknown) {
  return session.call(method as string, url, { ...(body !== undefined ? { body } : {}), csrf: true });
}

let counter = 0;
/** A customer's account; its id. */
const account = () => stack.createUser(`customer${(counter += 1)}@example.ro`);
/** The account as the users admin lists it; null once deleted. */
const stored = async (id: string) =>
  (await fromSession('GET', '/api/v0/users'))
    .json<Array<{ id: string; role: string; active: boolean }>>()
    .find((user) => user.id === id) ?? null;
/** An installation the admin's session creates; its id. */
async function installation(): Promise<string> {
  const created = await fromSession('POST', '/api/v0/installations', INSTALLATION_BODY);
  expect(created.statusCode, created.body).toBe(201);
  return String(created.json<{ id: number }>().id);
}
const installationExists = async (id: string) =>
  (await fromSession('GET', `/api/v0/installations/${id}`)).statusCode === 200;
const signingKeyCount = async () =>
  (await graphql(fromSession, 'query { signingKeys { kid } }')).json<{ data: { signingKeys: unknown[] } }>()
    .data.signingKeys.length;

function graphql(
  as: typeof withToken | typeof fromSession,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return as('POST', '/graphql', { query, variables });
}

interface AdminAction {
  /** A fresh thing to act on: an account's or an installation's id ('' for the keys). */
  target(): Promise<string>;
  /** Whether the action happened to it. */
  done(id: string): Promise<boolean>;
  rest?: (id: string) => [InjectOptions['method'], string, unknown?];
  graphql: (id: string) => [string, Record<string, unknown>?];
}

const FORM = { firstName: 'Ana', lastName: 'Pop' };
let keysBefore = 0;

const ACTIONS: Record<string, AdminAction> = {
  'deleting a user': {
    target: account,
    done: async (id) => (await stored(id)) === null,
    rest: (id) => ['DELETE', `/api/v0/users/${id}`],
    graphql: (id) => ['mutation ($id: ID!) { deleteUser(id: $id) }', { id }],
  },
  'deactivating a user': {
    target: account,
    done: async (id) => (await stored(id))?.active === false,
    rest: (id) => ['PATCH', `/api/v0/users/${id}/active`, { active: false }],
    graphql: (id) => ['mutation ($id: ID!) { setUserActive(id: $id, active: false) { active } }', { id }],
  },
  "changing a user's role": {
    target: account,
    done: async (id) => (await stored(id))?.role === 'installer',
    rest: (id) => [
      'PUT',
      `/api/v0/users/${id}`,
      { ...FORM, email: `role-${id}@example.ro`, role: 'installer' },
    ],
    graphql: (id) => [
      'mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { role } }',
      { id, input: { ...FORM, email: `role-${id}@example.ro`, role: 'installer' } },
    ],
  },
  'rotating the signing keys': {
    target: async () => {
      keysBefore = await signingKeyCount();
      return '';
    },
    done: async () => (await signingKeyCount()) > keysBefore,
    graphql: () => ['mutation { rotateSigningKey { kid } }'],
  },
  'deleting an installation': {
    target: installation,
    done: async (id) => !(await installationExists(id)),
    rest: (id) => ['DELETE', `/api/v0/installations/${id}`],
    graphql: (id) => ['mutation ($id: ID!) { deleteInstallation(id: $id) }', { id }],
  },
};

describe("an admin's personal API token with the write scope, on the REST facade", () => {
  const withRest = Object.entries(ACTIONS).filter(([, action]) => action.rest);

  it.each(withRest)(
    '%s: 403 with the message, nothing changes; the signed-in session does it',
    async (_name, action) => {
      const id = await action.target();
      const [method, url, body] = action.rest!(id);
      const refused = await withToken(method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: SIGNED_IN_SESSION_REQUIRED_MESSAGE });
      expect(await action.done(id)).toBe(false);

      const allowed = await fromSession(method, url, body);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await action.done(id)).toBe(true);
    },
  );

  it('still edits a user’s names and e-mail, and activates an account: those need no session', async () => {
    const id = await account();
    const edited = await withToken('PUT', `/api/v0/users/${id}`, {
      ...FORM,
      email: `edited-${id}@example.ro`,
      role: 'user',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ email: `edited-${id}@example.ro`, role: 'user' });
    expect((await fromSession('PATCH', `/api/v0/users/${id}/active`, { active: false })).statusCode).toBe(
      200,
    );
    const activated = await withToken('PATCH', `/api/v0/users/${id}/active`, { active: true });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ active: true });
  });
});

describe("an admin's personal API token with the write scope, on /graphql", () => {
  it.each(Object.entries(ACTIONS))(
    '%s: FORBIDDEN with the message, nothing changes; the signed-in session does it',
    async (_name, action) => {
      const id = await action.target();
      const [query, variables] = action.graphql(id);
      const refused = (await graphql(withToken, query, variables)).json<{
        data: unknown;
        errors: Array<{ message: string; extensions: { code: string } }>;
      }>();
      expect(refused.data).toBeNull();
      expect(refused.errors).toEqual([
        expect.objectContaining({
          message: SIGNED_IN_SESSION_REQUIRED_MESSAGE,
          extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
        }),
      ]);
      expect(await action.done(id)).toBe(false);

      const allowed = (await graphql(fromSession, query, variables)).json<{ errors?: unknown }>();
      expect(allowed.errors).toBeUndefined();
      expect(await action.done(id)).toBe(true);
    },
  );
});

describe('the OpenAPI document', () => {
  it('says which calls need a signed-in session', async () => {
    const document = (await gateway.inject({ url: '/api/v0/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    }>();
    const forbidden = (path: string, method: string) => document.paths[path]?.[method]?.responses['403'];
    for (const [path, method] of [
      // Paths are the facade's, under its server URL /api/v0.
      ['/users/{id}', 'delete'],
      ['/users/{id}/active', 'patch'],
      ['/users/{id}', 'put'],
      ['/installations/{id}', 'delete'],
    ] as const) {
      expect(forbidden(path, method)?.description, `${method} ${path}`).toMatch(
        /called with a personal API token: .* needs a signed-in session/,
      );
    }
  });
});
