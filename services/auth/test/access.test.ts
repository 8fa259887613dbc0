/**
 * Who may do what in the users admin, with the signing keys, with an account's second factor,
 * with its data export and with deleting it: every admin, second-factor and export operation of the auth subgraph,
 * tried anonymously, by a customer,
 * an installer, an admin's signed-in session and an admin's personal API tokens (write and read
 * scope, exchanged the way the gateway does). Each attempt that changes an account works on one
 * made for it, so that one caller's change never decides the answer of the next.
 */
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type GraphQLResponse } from '@smarthome/service-kit/testing';
import { SIGNED_IN_SESSION_REQUIRED_MESSAGE } from '@smarthome/service-kit/contracts';
import { API_TOKEN_EXCHANGE_PATH } from '../src/api-tokens/api-tokens.routes.js';
import { startAuth, type AuthHarness } from './helpers.js';

const CALLERS = ['anonymous', 'user', 'installer', 'admin', 'adminWriteToken', 'adminReadToken'] as const;
type Caller = (typeof CALLERS)[number];
/**
 * `ok`, or the error code the caller gets. BAD_USER_INPUT is a caller let in and refused on what
 * it sent: the account has no TOTP setup to confirm or turn off.
 */
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT';
type Expectations = Record<Caller, Outcome>;

const USERS = 'query { users { id } }';
const USERS_PAGE = 'query { usersPage(page: 1, limit: 5) { total } }';
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      role
    }
  }
`;
const SET_ACTIVE =
  'mutation ($id: ID!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id active } }';
const DELETE = 'mutation ($id: ID!) { deleteUser(id: $id) }';
const KEYS = 'query { signingKeys { kid } }';
const ROTATE = 'mutation { rotateSigningKey { kid } }';
const TOTP_SETUP = 'mutation { startTotpSetup { secret } }';
const MY_SECOND_FACTOR = '{ mySecondFactor { totp } }';
const MY_ACCOUNT_DATA = '{ myAccountData { profile { id } apiTokens { id } signIns { current } } }';
const DELETE_ME = 'mutation { deleteMyAccount }';
const TOTP_CONFIRM = 'mutation { confirmTotpSetup(code: "123456") { recoveryCodes } }';
const TOTP_DISABLE = 'mutation { disableTotp(password: "Ceai-verde-2026", code: "123456") }';
const NEW_RECOVERY_CODES =
  'mutation { regenerateRecoveryCodes(password: "Ceai-verde-2026", code: "123456") { recoveryCodes } }';
const SECOND_FACTOR_LOGIN = /* GraphQL */ `
  mutation {
    completeSecondFactorLogin(challenge: "no-such-challenge", code: "123456") {
      token
    }
  }
`;
const CREATE_TOKEN = /* GraphQL */ `
  mutation ($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
    }
  }
`;

let auth: AuthHarness;
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
let counter = 0;

/** A personal API token of the session's owner, exchanged for the access token the services get. */
async function apiAccessToken(session: string, scope: 'read' | 'write'): Promise<string> {
  const created = await auth.gql<{ createApiToken: { token: string } }>(
    CREATE_TOKEN,
    { input: { name: `admin ${scope} script`, scope } },
    { token: session },
  );
  const exchanged = await auth.app.inject({
    method: 'POST',
    url: API_TOKEN_EXCHANGE_PATH,
    payload: { token: created.data!.createApiToken.token },
  });
  expect(exchanged.statusCode).toBe(200);
  return exchanged.json<{ accessToken: string }>().accessToken;
}

beforeAll(async () => {
  auth = await startAuth();
  for (const role of ['user', 'installer', 'admin'] as const) {
    await auth.createUser({ email: `${role}@example.ro`, role });
    tokens[role] = await auth.bearer(`${role}@example.ro`);
  }
  tokens.adminWriteToken = await apiAccessToken(tokens.admin, 'write');
  tokens.adminReadToken = await apiAccessToken(tokens.admin, 'read');
});

afterAll(async () => {
  await auth?.stop();
});

/** A customer's account, fresh for one attempt. */
async function customer(active = true): Promise<{ id: string; email: string }> {
  const email = `customer${(counter += 1)}@example.ro`;
  return { id: await auth.createUser({ email, active }), email };
}

function call(who: Caller, query: string, variables?: Record<string, unknown>) {
  return auth.gql(query, variables, who === 'anonymous' ? {} : { token: tokens[who] });
}

const adminOnly: Expectations = {
  anonymous: 'UNAUTHENTICATED',
  user: 'FORBIDDEN',
  installer: 'FORBIDDEN',
  admin: 'ok',
  adminWriteToken: 'ok',
  // A read token runs queries only.
  adminReadToken: 'ok',
};
const adminWrite: Expectations = { ...adminOnly, adminReadToken: 'FORBIDDEN' };
/** Destructive or power-giving: the admin's signed-in session only, never an API token. */
const adminSession: Expectations = { ...adminWrite, adminWriteToken: 'FORBIDDEN' };
/** Every signed-in account for itself, from a session: a leaked API token must not change its second factor. */
const ownSession: Expectations = { ...adminSession, user: 'ok', installer: 'ok' };
/**
 * As ownSession, for a change of a second factor the account does not have: the session is let in
 * and the input refused, while a token is refused before the input is looked at.
 */
const ownSessionWithoutTotp: Expectations = {
  ...ownSession,
  user: 'BAD_USER_INPUT',
  installer: 'BAD_USER_INPUT',
  admin: 'BAD_USER_INPUT',
};
/** Every signed-in caller for itself, through a session or a token of either scope. */
const ownData: Expectations = { ...adminOnly, user: 'ok', installer: 'ok' };
/** Anyone; anonymous callers get null. */
const everyone: Expectations = { ...adminOnly, anonymous: 'ok', user: 'ok', installer: 'ok' };

type Attempt = (who: Caller) => Promise<GraphQLResponse<unknown>>;

const MATRIX: Array<[string, Attempt, Expectations]> = [
  ['users', (who) => call(who, USERS), adminOnly],
  ['usersPage', (who) => call(who, USERS_PAGE), adminOnly],
  ['signingKeys', (who) => call(who, KEYS), adminOnly],
  [
    'updateUser (names and e-mail)',
    async (who) => {
      const { id } = await customer();
      const input = {
        firstName: 'Ioana',
        lastName: 'Pop',
        email: `renamed${counter}@example.ro`,
        role: 'user',
      };
      return call(who, UPDATE, { id, input });
    },
    adminWrite,
  ],
  [
    'updateUser (role change)',
    async (who) => {
      const { id, email } = await customer();
      return call(who, UPDATE, {
        id,
        input: { firstName: 'Ana', lastName: 'Pop', email, role: 'installer' },
      });
    },
    adminSession,
  ],
  [
    'setUserActive (activate)',
    async (who) => call(who, SET_ACTIVE, { id: (await customer(false)).id, active: true }),
    adminWrite,
  ],
  [
    'setUserActive (deactivate)',
    async (who) => call(who, SET_ACTIVE, { id: (await customer()).id, active: false }),
    adminSession,
  ],
  ['deleteUser', async (who) => call(who, DELETE, { id: (await customer()).id }), adminSession],
  ['rotateSigningKey', (who) => call(who, ROTATE), adminSession],
  ['startTotpSetup', (who) => call(who, TOTP_SETUP), ownSession],
  ['mySecondFactor', (who) => call(who, MY_SECOND_FACTOR), everyone],
  ['myAccountData', (who) => call(who, MY_ACCOUNT_DATA), ownData],
  ['confirmTotpSetup', (who) => call(who, TOTP_CONFIRM), ownSessionWithoutTotp],
  ['disableTotp', (who) => call(who, TOTP_DISABLE), ownSessionWithoutTotp],
  ['regenerateRecoveryCodes', (who) => call(who, NEW_RECOVERY_CODES), ownSessionWithoutTotp],
  // Without its password: a session is let in and asked for it, a token is refused before, and an
  // admin's account is refused whatever it sends (it cannot be deleted).
  ['deleteMyAccount', (who) => call(who, DELETE_ME), { ...ownSessionWithoutTotp, admin: 'FORBIDDEN' }],
  [
    // The second step of a sign-in: no caller's token stands in for a challenge and its code.
    'completeSecondFactorLogin',
    (who) => call(who, SECOND_FACTOR_LOGIN),
    {
      anonymous: 'UNAUTHENTICATED',
      user: 'UNAUTHENTICATED',
      installer: 'UNAUTHENTICATED',
      admin: 'UNAUTHENTICATED',
      adminWriteToken: 'UNAUTHENTICATED',
      // A read token runs queries only.
      adminReadToken: 'FORBIDDEN',
    },
  ],
];

describe('roles × admin and second-factor operations', () => {
  it.each(MATRIX)('%s', async (_name, attempt, expected) => {
    const outcomes: Partial<Expectations> = {};
    for (const who of CALLERS) {
      const response = await attempt(who);
      const [code, ...more] = errorCodes(response);
      expect(more).toEqual([]);
      outcomes[who] = code === undefined ? 'ok' : (code as Outcome);
    }
    expect(outcomes).toEqual(expected);
  });

  it('covers every operation the schema documents as admin only', async () => {
    const response = await call(
      'admin',
      '{ __schema { queryType { fields { name description } } mutationType { fields { name description } } } }',
    );
    const schema = (
      response.data as {
        __schema: Record<
          'queryType' | 'mutationType',
          { fields: Array<{ name: string; description: string }> }
        >;
      }
    ).__schema;
    const adminOperations = [...schema.queryType.fields, ...schema.mutationType.fields]
      .filter((field) => /admin only/i.test(field.description ?? ''))
      .map((field) => field.name);
    expect(adminOperations.length).toBeGreaterThan(0);
    const tried = new Set(MATRIX.map(([name]) => name.split(' ')[0]));
    expect(adminOperations.filter((name) => !tried.has(name))).toEqual([]);
  });
});

describe("an admin's personal API token with the write scope", () => {
  const refusal = (response: GraphQLResponse<unknown>) => ({
    codes: errorCodes(response),
    message: response.errors?.[0]?.message,
    data: response.data,
  });
  const REFUSED = { codes: ['FORBIDDEN'], message: SIGNED_IN_SESSION_REQUIRED_MESSAGE, data: null };
  const stored = (id: string) =>
    auth.db
      .collection('users')
      .findOne({ _id: new Types.ObjectId(id) }, { projection: { role: 1, active: 1 } });

  it('cannot delete an account, which the session then can', async () => {
    const { id } = await customer();
    expect(refusal(await call('adminWriteToken', DELETE, { id }))).toEqual(REFUSED);
    expect(await stored(id)).toMatchObject({ role: 'user', active: true });
    expect((await call('admin', DELETE, { id })).data).toEqual({ deleteUser: true });
    expect(await stored(id)).toBeNull();
  });

  it('cannot deactivate an account, which the session then can; activating needs no session', async () => {
    const { id } = await customer();
    expect(refusal(await call('adminWriteToken', SET_ACTIVE, { id, active: false }))).toEqual(REFUSED);
    expect(await stored(id)).toMatchObject({ active: true });
    expect((await call('admin', SET_ACTIVE, { id, active: false })).data).toEqual({
      setUserActive: { id, active: false },
    });
    expect((await call('adminWriteToken', SET_ACTIVE, { id, active: true })).data).toEqual({
      setUserActive: { id, active: true },
    });
  });

  it('cannot change a role, which the session then can; the rest of the form it may edit', async () => {
    const { id, email } = await customer();
    const form = { firstName: 'Ana', lastName: 'Pop', email };
    expect(refusal(await call('adminWriteToken', UPDATE, { id, input: { ...form, role: 'admin' } }))).toEqual(
      REFUSED,
    );
    expect(await stored(id)).toMatchObject({ role: 'user' });
    expect((await call('adminWriteToken', UPDATE, { id, input: { ...form, role: 'USER' } })).data).toEqual({
      updateUser: { id, role: 'user' },
    });
    expect((await call('admin', UPDATE, { id, input: { ...form, role: 'installer' } })).data).toEqual({
      updateUser: { id, role: 'installer' },
    });
  });

  it('cannot rotate the signing keys, which the session then can', async () => {
    const keys = async () => (await call('admin', KEYS)).data as { signingKeys: Array<{ kid: string }> };
    const before = (await keys()).signingKeys.length;
    expect(refusal(await call('adminWriteToken', ROTATE))).toEqual(REFUSED);
    expect((await keys()).signingKeys).toHaveLength(before);
    const rotated = await call('admin', ROTATE);
    expect(rotated.errors).toBeUndefined();
    expect((await keys()).signingKeys).toHaveLength(before + 1);
  });
});
