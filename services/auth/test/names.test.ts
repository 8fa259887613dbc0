/**
 * Person names follow the services' text rule (the kit's cleanSingleLine) wherever this service
 * stores one: registration, the users admin's edit, and the first sign-in with a provider. Line
 * breaks become a space; control characters, lone surrogates and bidirectional controls are
 * removed; a name of invisible characters only is refused with the field's 'required' message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, startAuth, type AuthHarness } from './helpers.js';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
        firstName
        lastName
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      firstName
      lastName
    }
  }
`;

/** Each kind of character the rule handles, in a name, and what is stored. */
const CLEANED: Array<[string, string, string]> = [
  ['CR/LF', 'Ana\r\nMaria', 'Ana Maria'],
  ['a lone LF and a tab', 'Ana\n\tMaria', 'Ana Maria'],
  ['NUL', 'An\u0000a', 'Ana'],
  ['ESC and DEL', '\u001bAna\u007f', 'Ana'],
  ['a lone high surrogate', 'Ana\ud83d', 'Ana'],
  ['a lone low surrogate', '\ude00Ana', 'Ana'],
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].map(
    (char): [string, string, string] => [
      `bidi control U+${char.codePointAt(0)!.toString(16).toUpperCase()}`,
      `Ana${char}Maria`,
      'AnaMaria',
    ],
  ),
  ['zero-width characters around a name', '\u200bAna\ufeff\u2060', 'Ana'],
];

/** Names that are empty once invisible characters are gone. */
const INVISIBLE: Array<[string, string]> = [
  ['zero-width characters only', '\u200b\u200c\u200d\u2060\ufeff'],
  ['bidi controls and line breaks only', '\u202e\u2066\r\n'],
  ['NUL and a lone surrogate only', '\u0000\ud800'],
];

let auth: AuthHarness;
let admin: string;
let counter = 0;

beforeAll(async () => {
  auth = await startAuth();
  await auth.createUser({ email: 'names-admin@example.ro', role: 'admin' });
  admin = await auth.bearer('names-admin@example.ro');
});

afterAll(async () => {
  await auth?.stop();
});

const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@example.ro`;

const register = (firstName: string, lastName: string) =>
  auth.gql<{ register: { user: { id: string; firstName: string; lastName: string } } }>(
    REGISTER,
    { input: { email: uniqueEmail('reg'), password: 'parola-buna-1', firstName, lastName } },
    { ip: randomIp() },
  );

async function storedNames(email: string) {
  const record = await auth.db.collection('users').findOne({ email });
  return { firstName: record?.firstName as unknown, lastName: record?.lastName as unknown };
}

describe('registration', () => {
  it.each(CLEANED)('stores a name with %s cleaned', async (_kind, sent, stored) => {
    const response = await register(sent, sent);
    expect(response.errors).toBeUndefined();
    expect(response.data!.register.user).toMatchObject({ firstName: stored, lastName: stored });
    const email = `reg-${counter}@example.ro`;
    expect(await storedNames(email)).toEqual({ firstName: stored, lastName: stored });
    const [registered] = (await auth.events('user.registered')).filter(
      (event) => event.payload.email === email,
    );
    expect(registered?.payload.firstName).toBe(stored);
  });

  it.each(INVISIBLE)('refuses a name of %s as missing', async (_kind, sent) => {
    const response = await register(sent, sent);
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: {
        errors: [
          { field: 'firstName', msg: 'Prenumele este obligatoriu' },
          { field: 'lastName', msg: 'Numele este obligatoriu' },
        ],
      },
    });
    expect(await auth.db.collection('users').countDocuments({ email: `reg-${counter}@example.ro` })).toBe(0);
  });
});

describe('the users admin (updateUser)', () => {
  it.each(CLEANED)('stores a name with %s cleaned', async (_kind, sent, stored) => {
    const email = uniqueEmail('edit');
    const id = await auth.createUser({ email });
    const response = await auth.gql(
      UPDATE,
      { id, input: { firstName: sent, lastName: sent, email, role: 'user' } },
      { token: admin },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ updateUser: { firstName: stored, lastName: stored } });
    expect(await storedNames(email)).toEqual({ firstName: stored, lastName: stored });
  });

  it.each(INVISIBLE)('refuses a name of %s as missing', async (_kind, sent) => {
    const email = uniqueEmail('edit');
    const id = await auth.createUser({ email, firstName: 'Ana', lastName: 'Pop' });
    const response = await auth.gql(
      UPDATE,
      { id, input: { firstName: sent, lastName: sent, email, role: 'user' } },
      { token: admin },
    );
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: {
        errors: [
          { field: 'firstName', msg: 'First name is required' },
          { field: 'lastName', msg: 'Last name is required' },
        ],
      },
    });
    expect(await storedNames(email)).toEqual({ firstName: 'Ana', lastName: 'Pop' });
  });
});

describe('the first sign-in with a provider', () => {
  const signIn = (email: string, firstName: string, lastName: string) =>
    auth.app.authServices.sessions.signInVerifiedEmail(
      { email, firstName, lastName, provider: 'google' },
      { ip: randomIp(), userAgent: null },
      'cookie',
    );

  it.each(CLEANED)('stores the name the provider sent with %s cleaned', async (_kind, sent, stored) => {
    const email = uniqueEmail('google');
    const { user } = await signIn(email, sent, sent);
    expect(user).toMatchObject({ firstName: stored, lastName: stored });
    expect(await storedNames(email)).toEqual({ firstName: stored, lastName: stored });
  });

  it('falls back to the address and to "-" for names of invisible characters only', async () => {
    const email = uniqueEmail('google');
    const { user } = await signIn(email, '\u200b\u202e', '\ufeff\r\n');
    expect(user).toMatchObject({ firstName: email.split('@')[0], lastName: '-' });
  });

  it('never stores half an emoji when a long name is cut to 100 characters', async () => {
    const email = uniqueEmail('google');
    const { user } = await signIn(email, `${'a'.repeat(99)}😀`, 'Pop');
    expect(user.firstName).toBe('a'.repeat(99));
  });
});
