import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type GraphQLResponse } from '@smarthome/service-kit/testing';
import {
  fakeClock,
  LOGIN,
  PASSWORD,
  sessionCookieOf,
  setCookies,
  startAuth,
  type AuthHarness,
} from '../../test/helpers.js';
import { en } from '../messages.js';

const DELETE_ME =
  'mutation ($password: String, $code: String) { deleteMyAccount(password: $password, code: $code) }';
const ME = '{ me { id } }';
const CREATE_TOKEN = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }';
const SETUP = 'mutation { startTotpSetup { secret } }';
const CONFIRM = 'mutation ($code: String!) { confirmTotpSetup(code: $code) { recoveryCodes } }';
const DELETE_USER = 'mutation ($id: ID!) { deleteUser(id: $id) }';
const say = en.accountDeletion;

let auth: AuthHarness;
// On a TOTP step boundary (+1 s), so that a code stays current until the test moves the clock.
const clock = fakeClock(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
let counter = 0;

beforeAll(async () => {
  auth = await startAuth({ LOCKOUT_THRESHOLD: '10' }, { clock });
});

afterAll(async () => {
  await auth?.stop();
});

function firstError(response: GraphQLResponse<unknown>) {
  const error = response.errors?.[0];
  return {
    code: error?.extensions?.code,
    message: error?.message,
    errors: (error?.extensions?.details as { errors?: unknown } | undefined)?.errors,
  };
}

/** Every document of the auth database that mentions the text (any case), as JSON. */
async function mentioning(...needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await auth.db.db!.listCollections().toArray()) {
    for (const doc of await auth.db.collection(name).find({}).toArray()) {
      const json = JSON.stringify(doc).toLowerCase();
      if (needles.some((needle) => json.includes(needle.toLowerCase()))) found.push(`${name}: ${json}`);
    }
  }
  return found;
}

/** A customer with a bearer session and an API token; its id, e-mail and token. */
async function customer(role: 'user' | 'admin' = 'user') {
  const email = `Erase${(counter += 1)}@Example.ro`;
  const id = await auth.createUser({ email: email.toLowerCase(), role });
  const token = await auth.bearer(email.toLowerCase());
  const created = await auth.gql(CREATE_TOKEN, { input: { name: 'script', scope: 'read' } }, { token });
  expect(created.errors).toBeUndefined();
  return { id, email, token };
}

describe('mutation deleteMyAccount', () => {
  it('asks for the password, refuses a wrong one, and keeps the account meanwhile', async () => {
    const { id, email, token } = await customer();
    expect(firstError(await auth.gql(DELETE_ME, {}, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: say.passwordRequired,
      errors: [{ field: 'password', msg: say.passwordRequired }],
    });
    expect(firstError(await auth.gql(DELETE_ME, { password: 'not-it' }, { token }))).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: say.wrongPassword,
    });
    expect((await auth.gql<{ me: { id: string } }>(ME, {}, { token })).data?.me?.id).toBe(id);
    expect(await auth.events('account.deleted')).not.toContainEqual(
      expect.objectContaining({ payload: { userId: id, email: email.toLowerCase() } }),
    );
  });

  it('erases the account and everything the service holds about it, ends the session and clears the cookie', async () => {
    const { id, email } = await customer();
    const login = await auth.gql(LOGIN, { email, password: PASSWORD });
    const cookie = sessionCookieOf(login);

    const answer = await auth.gql(DELETE_ME, { password: PASSWORD }, { cookie });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ deleteMyAccount: true });
    expect(setCookies(answer).filter((line) => /Max-Age=0/.test(line))).toHaveLength(2);
    expect((await auth.gql(ME, {}, { cookie })).data).toEqual({ me: null });

    // The other services are told; the event is the only thing here that still names the person,
    // and the relay deletes it once delivered.
    const events = (await auth.events('account.deleted')).filter((event) => event.payload.userId === id);
    expect(events.map((event) => event.payload)).toEqual([{ userId: id, email: email.toLowerCase() }]);
    const left = await mentioning(id, email);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^outbox: .*"type":"account\.deleted"/);
    // Its sessions stay revoked, without an owner, so that the revocation list keeps them.
    expect(await auth.db.collection('sessions').countDocuments({ revokedReason: /deleted/ })).toBeGreaterThan(
      0,
    );
  });

  it('takes a code as well when the account has an authenticator app (a recovery code will do)', async () => {
    const { id, email, token } = await customer();
    const { secret } = (await auth.gql<{ startTotpSetup: { secret: string } }>(SETUP, {}, { token })).data!
      .startTotpSetup;
    const confirmed = await auth.gql<{ confirmTotpSetup: { recoveryCodes: string[] } }>(
      CONFIRM,
      { code: await generate({ secret, epoch: Math.floor(clock() / 1000) }) },
      { token },
    );
    const [recovery] = confirmed.data!.confirmTotpSetup.recoveryCodes;

    expect(firstError(await auth.gql(DELETE_ME, { password: PASSWORD }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: say.codeRequired,
      errors: [{ field: 'code', msg: say.codeRequired }],
    });
    expect(
      firstError(await auth.gql(DELETE_ME, { password: PASSWORD, code: '000000' }, { token })),
    ).toMatchObject({ code: 'UNAUTHENTICATED', message: say.wrongPasswordOrCode });
    expect((await auth.gql<{ me: { id: string } }>(ME, {}, { token })).data?.me?.id).toBe(id);

    expect((await auth.gql(DELETE_ME, { password: PASSWORD, code: recovery }, { token })).data).toEqual({
      deleteMyAccount: true,
    });
    expect(await auth.db.collection('second_factors').countDocuments({})).toBe(0);
    expect((await mentioning(id, email)).filter((doc) => !doc.startsWith('outbox:'))).toEqual([]);
  });

  it("refuses an admin's own account, as the users admin would: 'Admin users cannot be deleted.'", async () => {
    const admin = await customer('admin');
    expect(
      firstError(await auth.gql(DELETE_ME, { password: PASSWORD }, { token: admin.token })),
    ).toMatchObject({ code: 'FORBIDDEN', message: en.adminNotDeleted });
    // The account, its session and its sign-in are all still there.
    expect(await auth.db.collection('users').countDocuments({ email: admin.email.toLowerCase() })).toBe(1);
    expect((await auth.gql('query { me { role } }', {}, { token: admin.token })).data).toEqual({
      me: { role: 'admin' },
    });
  });

  it('is not for a personal API token, nor for an anonymous caller', async () => {
    const { token } = await customer();
    const created = await auth.gql<{ createApiToken: { token: string } }>(
      CREATE_TOKEN,
      { input: { name: 'write', scope: 'write' } },
      { token },
    );
    const apiToken = created.data!.createApiToken.token;
    const exchanged = await auth.app.inject({
      method: 'POST',
      url: '/api-tokens/exchange',
      payload: { token: apiToken },
    });
    expect(exchanged.statusCode).toBe(200);
    const access = exchanged.json<{ accessToken: string }>().accessToken;
    expect(errorCodes(await auth.gql(DELETE_ME, { password: PASSWORD }, { token: access }))).toEqual([
      'FORBIDDEN',
    ]);
    expect((await auth.gql(ME, {}, { token })).data).toEqual({ me: { id: expect.any(String) } });
    expect(errorCodes(await auth.gql(DELETE_ME, { password: PASSWORD }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('an admin deleting a user', () => {
  it('is the same erasure: the account.deleted event and nothing left of the person', async () => {
    const admin = await customer('admin');
    const { id, email } = await customer();
    expect((await auth.gql(DELETE_USER, { id }, { token: admin.token })).data).toEqual({ deleteUser: true });
    const events = (await auth.events('account.deleted')).filter((event) => event.payload.userId === id);
    expect(events.map((event) => event.payload)).toEqual([{ userId: id, email: email.toLowerCase() }]);
    expect((await mentioning(id, email)).filter((doc) => !doc.startsWith('outbox:'))).toEqual([]);
  });
});

describe('the account.deleted handler', () => {
  it('run again (a redelivery, or after the request did it) changes nothing more', async () => {
    const { id, email, token } = await customer();
    await auth.gql(DELETE_ME, { password: PASSWORD }, { token });
    const snapshot = async () => {
      const all: Record<string, unknown[]> = {};
      for (const { name } of await auth.db.db!.listCollections().toArray()) {
        all[name] = await auth.db.collection(name).find({}).sort({ _id: 1 }).toArray();
      }
      return JSON.stringify(all);
    };
    const person = { userId: id, email: email.toLowerCase() };
    await auth.app.authServices.accountDeletion.eraseRecords(person);
    const once = await snapshot();
    await auth.app.authServices.accountDeletion.eraseRecords(person);
    expect(await snapshot()).toBe(once);
  });
});
