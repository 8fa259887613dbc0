import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { errorCodes } from '@smarthome/service-kit/testing';
import {
  LOGIN,
  PASSWORD,
  sessionCookieOf,
  setCookies,
  startAuth,
  type AuthHarness,
} from '../../test/helpers.js';

const ME = /* GraphQL */ `
  query Me {
    me {
      id
      firstName
      lastName
      email
      role
      active
      authProvider
      createdAt
    }
  }
`;
const ENTITIES = /* GraphQL */ `
  query Entities($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on User {
        id
        firstName
        email
        role
      }
    }
  }
`;
const USERS = 'query { users { id email role active } }';
const USERS_PAGE =
  'query ($page: Int, $limit: Int) { usersPage(page: $page, limit: $limit) { items { id email } total totalPages page } }';
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      firstName
      lastName
      email
      role
      active
    }
  }
`;
const SET_ACTIVE =
  'mutation ($id: ID!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id active } }';
const DELETE = 'mutation ($id: ID!) { deleteUser(id: $id) }';

let auth: AuthHarness;
let adminId: string;
let admin: string;

beforeAll(async () => {
  auth = await startAuth();
  adminId = await auth.createUser({ email: 'admin@example.ro', role: 'admin', firstName: 'Ada' });
  admin = await auth.bearer('admin@example.ro');
});

afterAll(async () => {
  await auth?.stop();
});

const roleChanges = async (email: string) =>
  (await auth.events('user.role_changed'))
    .filter((event) => event.payload.email === email)
    .map((event) => event.payload);

describe('query me', () => {
  it('is null for an anonymous caller', async () => {
    const response = await auth.gql(ME);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ me: null });
  });

  it('is the caller’s account, without credentials', async () => {
    const id = await auth.createUser({ email: 'ana@example.ro', role: 'installer', lastName: 'Popescu' });
    const token = await auth.bearer('ana@example.ro');
    const response = await auth.gql(ME, undefined, { token });
    expect(response.data).toEqual({
      me: {
        id,
        firstName: 'Ana',
        lastName: 'Popescu',
        email: 'ana@example.ro',
        role: 'installer',
        active: true,
        authProvider: null,
        createdAt: expect.stringMatching(/Z$/),
      },
    });
  });

  it('is null when the account was deleted after sign-in', async () => {
    const id = await auth.createUser({ email: 'gone@example.ro' });
    const token = await auth.bearer('gone@example.ro');
    await auth.db.collection('users').deleteOne({ _id: new Types.ObjectId(id) });
    expect((await auth.gql(ME, undefined, { token })).data).toEqual({ me: null });
  });

  it('drops the signed-in hint of a browser that has no session any more, and only then', async () => {
    const cleared = 'signed_in=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(setCookies(await auth.gql(ME, undefined, { cookie: 'signed_in=1' }))).toEqual([cleared]);
    // Anonymous without the hint: nothing to drop.
    expect(setCookies(await auth.gql(ME))).toEqual([]);

    const id = await auth.createUser({ email: 'hint@example.ro' });
    const session = sessionCookieOf(
      await auth.gql(LOGIN, { email: 'hint@example.ro', password: PASSWORD }, { ip: '10.9.8.7' }),
    );
    const signedIn = await auth.gql(ME, undefined, { cookie: `${session}; signed_in=1` });
    expect(signedIn.data).toMatchObject({ me: { id } });
    expect(setCookies(signedIn)).toEqual([]);

    // Deactivated since: the same browser's next profile call finds no account and drops the hint.
    await auth.db.collection('users').updateOne({ _id: new Types.ObjectId(id) }, { $set: { active: false } });
    const stale = await auth.gql(ME, undefined, { cookie: `${session}; signed_in=1` });
    expect(stale.data).toEqual({ me: null });
    expect(setCookies(stale)).toEqual([cleared]);
  });

  it('has no field for a password', async () => {
    expect(errorCodes(await auth.gql('{ me { passwordHash } }'))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('User entity (_entities)', () => {
  it('resolves references by id and by e-mail (any case), in order, null for unknown ones', async () => {
    const id = await auth.createUser({ email: 'ion@example.ro', firstName: 'Ion', authProvider: 'google' });
    const response = await auth.gql(
      ENTITIES,
      {
        representations: [
          { __typename: 'User', id },
          { __typename: 'User', id: new Types.ObjectId().toHexString() },
          { __typename: 'User', id: 'not-an-object-id' },
          { __typename: 'User', email: 'ION@example.ro' },
          { __typename: 'User', email: 'nobody@example.ro' },
          { __typename: 'User', email: { $ne: null } },
          { __typename: 'User', id: adminId },
        ],
      },
      { token: admin },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      _entities: [
        { id, firstName: 'Ion', email: 'ion@example.ro', role: 'user' },
        null,
        null,
        { id, firstName: 'Ion', email: 'ion@example.ro', role: 'user' },
        null,
        null,
        { id: adminId, firstName: 'Ada', email: 'admin@example.ro', role: 'admin' },
      ],
    });
  });

  it('tells an anonymous caller nothing, not even whether an account exists', async () => {
    const response = await auth.gql(ENTITIES, {
      representations: [
        { __typename: 'User', id: adminId },
        { __typename: 'User', email: 'admin@example.ro' },
      ],
    });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ _entities: [null, null] });
  });

  it("gives a customer another account's name and role only; its e-mail, status, sign-in method and age are FORBIDDEN", async () => {
    const id = await auth.createUser({ email: 'reader@example.ro', firstName: 'Rodica' });
    const customer = await auth.bearer('reader@example.ro');
    const named = await auth.gql(
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName lastName role } } }',
      { r: [{ __typename: 'User', id: adminId }] },
      { token: customer },
    );
    expect(named.errors).toBeUndefined();
    expect(named.data).toEqual({
      _entities: [{ id: adminId, firstName: 'Ada', lastName: expect.any(String), role: 'admin' }],
    });
    for (const field of ['email', 'active', 'authProvider', 'createdAt']) {
      const refused = await auth.gql(
        `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id ${field} } } }`,
        { r: [{ __typename: 'User', id: adminId }] },
        { token: customer },
      );
      expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    }
    // Their own account, referenced the same way (an installation's customer), is theirs to read.
    const own = await auth.gql(
      ENTITIES,
      { representations: [{ __typename: 'User', id }] },
      { token: customer },
    );
    expect(own.data).toEqual({
      _entities: [{ id, firstName: 'Rodica', email: 'reader@example.ro', role: 'user' }],
    });
  });
});

describe('Installation.customer (the account the operations subgraph stores for an installation)', () => {
  const CUSTOMERS = /* GraphQL */ `
    query Customers($representations: [_Any!]!) {
      _entities(representations: $representations) {
        ... on Installation {
          customer {
            id
            firstName
          }
        }
      }
    }
  `;
  const installation = (customerId: string | null, customerEmail: string) => ({
    __typename: 'Installation',
    id: '1',
    customerId,
    customerEmail,
  });

  it('is the linked account by its id (whatever its state), else the active account with the e-mail', async () => {
    const linked = await auth.createUser({ email: 'legat@example.ro', firstName: 'Legat', active: false });
    const active = await auth.createUser({ email: 'activ@example.ro', firstName: 'Activ' });
    await auth.createUser({ email: 'inactiv@example.ro', firstName: 'Inactiv', active: false });
    const response = await auth.gql(
      CUSTOMERS,
      {
        representations: [
          installation(linked, 'altul@example.ro'),
          installation(null, 'ACTIV@example.ro'),
          installation(null, 'inactiv@example.ro'),
          installation(null, 'nimeni@example.ro'),
          installation(new Types.ObjectId().toHexString(), 'activ@example.ro'),
        ],
      },
      { token: admin },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      _entities: [
        { customer: { id: linked, firstName: 'Legat' } },
        { customer: { id: active, firstName: 'Activ' } },
        { customer: null },
        { customer: null },
        // Linked to an account deleted since: nobody, not whoever took the e-mail afterwards.
        { customer: null },
      ],
    });
  });

  it('is nobody for an anonymous caller, and only a name and role for another customer', async () => {
    await auth.createUser({ email: 'client@example.ro', firstName: 'Clara' });
    const representations = [installation(null, 'client@example.ro')];
    expect((await auth.gql(CUSTOMERS, { representations })).data).toEqual({
      _entities: [{ customer: null }],
    });
    await auth.createUser({ email: 'vecin@example.ro' });
    const other = await auth.bearer('vecin@example.ro');
    const refused = await auth.gql(
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Installation { customer { email } } } }',
      { r: representations },
      { token: other },
    );
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
  });
});

describe('users admin', () => {
  it('is for admins only: anonymous UNAUTHENTICATED, user and installer FORBIDDEN', async () => {
    await auth.createUser({ email: 'inst@example.ro', role: 'installer' });
    await auth.createUser({ email: 'cust@example.ro', role: 'user' });
    const id = adminId;
    const calls: Array<[string, Record<string, unknown>]> = [
      [USERS, {}],
      [USERS_PAGE, { page: 1, limit: 2 }],
      [UPDATE, { id, input: { firstName: 'X', lastName: 'Y', email: 'x@example.ro', role: 'user' } }],
      [SET_ACTIVE, { id, active: false }],
      [DELETE, { id }],
    ];
    for (const [query, variables] of calls) {
      expect(errorCodes(await auth.gql(query, variables))).toEqual(['UNAUTHENTICATED']);
      for (const email of ['inst@example.ro', 'cust@example.ro']) {
        expect(errorCodes(await auth.gql(query, variables, { token: await auth.bearer(email) }))).toEqual([
          'FORBIDDEN',
        ]);
      }
    }
  });

  it('lists every account, newest first', async () => {
    const response = await auth.gql<{ users: Array<{ email: string }> }>(USERS, undefined, { token: admin });
    const emails = response.data!.users.map((user) => user.email);
    expect(emails[0]).toBe('cust@example.ro');
    expect(emails).toContain('admin@example.ro');
    expect(JSON.stringify(response.data)).not.toMatch(/passwordHash|argon2/);
  });

  it('edits names, e-mail and role (any case); the edited user’s sessions end when e-mail or role change', async () => {
    const id = await auth.createUser({ email: 'edit@example.ro' });
    const session = await auth.bearer('edit@example.ro');
    const response = await auth.gql(
      UPDATE,
      {
        id,
        input: { firstName: ' Elena ', lastName: 'Ionescu', email: 'Elena@Example.ro', role: 'INSTALLER' },
      },
      { token: admin },
    );
    expect(response.data).toEqual({
      updateUser: {
        id,
        firstName: 'Elena',
        lastName: 'Ionescu',
        email: 'elena@example.ro',
        role: 'installer',
        active: true,
      },
    });
    expect((await auth.gql(ME, undefined, { token: session })).data).toEqual({ me: null });
    expect(await roleChanges('elena@example.ro')).toEqual([
      { userId: id, email: 'elena@example.ro', firstName: 'Elena', role: 'installer', active: true },
    ]);
    // The new sign-in carries the new role.
    const fresh = await auth.bearer('elena@example.ro');
    expect((await auth.gql(ME, undefined, { token: fresh })).data).toMatchObject({
      me: { role: 'installer' },
    });

    // A name-only edit keeps the sessions.
    await auth.gql(
      UPDATE,
      { id, input: { firstName: 'Lena', lastName: 'Ionescu', email: 'elena@example.ro', role: 'installer' } },
      { token: admin },
    );
    expect((await auth.gql(ME, undefined, { token: fresh })).data).toMatchObject({
      me: { firstName: 'Lena' },
    });
  });

  it('refuses a taken e-mail with CONFLICT, invalid fields with BAD_USER_INPUT, unknown ids with NOT_FOUND', async () => {
    const id = await auth.createUser({ email: 'second@example.ro' });
    const taken = await auth.gql(
      UPDATE,
      { id, input: { firstName: 'S', lastName: 'S', email: 'ADMIN@example.ro', role: 'user' } },
      { token: admin },
    );
    expect(taken.errors?.[0]).toMatchObject({
      message: 'A user with this email already exists.',
      extensions: { code: 'CONFLICT' },
    });

    const invalid = await auth.gql(
      UPDATE,
      { id, input: { firstName: '', lastName: 'x'.repeat(101), email: 'nope', role: 'superuser' } },
      { token: admin },
    );
    expect(invalid.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: {
        errors: [
          { field: 'firstName', msg: 'First name is required' },
          { field: 'lastName', msg: 'Last name must be at most 100 characters' },
          { field: 'email', msg: 'Email is not valid' },
          { field: 'role', msg: 'Role must be user, installer or admin' },
        ],
      },
    });
    const input = { firstName: 'S', lastName: 'S', email: 's@example.ro', role: 'user' };
    for (const unknown of [new Types.ObjectId().toHexString(), 'abc', '{"$ne":null}']) {
      const answer = await auth.gql(UPDATE, { id: unknown, input }, { token: admin });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'User not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('never changes an admin’s role (that would be the way around “cannot be deactivated or deleted”)', async () => {
    const response = await auth.gql(
      UPDATE,
      { id: adminId, input: { firstName: 'Ada', lastName: 'Pop', email: 'admin@example.ro', role: 'user' } },
      { token: admin },
    );
    expect(response.errors?.[0]).toMatchObject({
      message: 'The role of an admin user cannot be changed.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('deactivation ends the account’s sessions at once and blocks sign-in; activation lets it back in', async () => {
    const id = await auth.createUser({ email: 'toggle@example.ro' });
    const session = await auth.bearer('toggle@example.ro');
    const off = await auth.gql(SET_ACTIVE, { id, active: false }, { token: admin });
    expect(off.data).toEqual({ setUserActive: { id, active: false } });
    expect((await auth.gql(ME, undefined, { token: session })).data).toEqual({ me: null });
    expect(errorCodes(await auth.gql(LOGIN, { email: 'toggle@example.ro', password: PASSWORD }))).toEqual([
      'FORBIDDEN',
    ]);

    const on = await auth.gql(SET_ACTIVE, { id, active: true }, { token: admin });
    expect(on.data).toEqual({ setUserActive: { id, active: true } });
    expect(
      (await auth.gql(LOGIN, { email: 'toggle@example.ro', password: PASSWORD })).errors,
    ).toBeUndefined();
    expect((await roleChanges('toggle@example.ro')).map((payload) => payload.active)).toEqual([false, true]);
  });

  it('an active admin cannot be deactivated', async () => {
    const response = await auth.gql(SET_ACTIVE, { id: adminId, active: false }, { token: admin });
    expect(response.errors?.[0]).toMatchObject({
      message: 'Admin users cannot be deactivated.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('deletes non-admin accounts (ending their sessions), never admins', async () => {
    const id = await auth.createUser({ email: 'delete@example.ro', role: 'installer' });
    const session = await auth.bearer('delete@example.ro');
    expect((await auth.gql(DELETE, { id }, { token: admin })).data).toEqual({ deleteUser: true });
    expect((await auth.gql(ME, undefined, { token: session })).data).toEqual({ me: null });
    expect(await auth.db.collection('users').countDocuments({ email: 'delete@example.ro' })).toBe(0);
    // Every service (notifications too: it forgets the staff address) erases the person.
    expect(
      (await auth.events('account.deleted'))
        .map((event) => event.payload)
        .filter((payload) => payload.userId === id),
    ).toEqual([{ userId: id, email: 'delete@example.ro' }]);
    expect(errorCodes(await auth.gql(DELETE, { id }, { token: admin }))).toEqual(['NOT_FOUND']);

    const refused = await auth.gql(DELETE, { id: adminId }, { token: admin });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Admin users cannot be deleted.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await auth.db.collection('users').countDocuments({ _id: new Types.ObjectId(adminId) })).toBe(1);
  });
});

describe('query usersPage', () => {
  interface UserPageRow {
    items: Array<{ id: string; email: string }>;
    total: number;
    totalPages: number;
    page: number;
  }
  const usersPage = async (variables: Record<string, unknown> = {}) => {
    const response = await auth.gql<{ usersPage: UserPageRow }>(USERS_PAGE, variables, { token: admin });
    expect(response.errors).toBeUndefined();
    return response.data!.usersPage;
  };
  const everyAccount = async () => {
    const response = await auth.gql<{ users: Array<{ id: string }> }>(USERS, undefined, { token: admin });
    return response.data!.users.map((user) => user.id);
  };

  it('pages the accounts in the order of users, counting every account', async () => {
    const all = await everyAccount();
    expect(all.length).toBeGreaterThan(4);
    const first = await usersPage();
    expect(first).toMatchObject({ total: all.length, totalPages: 1, page: 1 });
    expect(first.items.map((user) => user.id)).toEqual(all);
    expect(JSON.stringify(first)).not.toMatch(/passwordHash|argon2/);

    const second = await usersPage({ page: 2, limit: 2 });
    expect(second).toEqual({
      items: all.slice(2, 4).map((id) => ({ id, email: expect.any(String) })),
      total: all.length,
      totalPages: Math.ceil(all.length / 2),
      page: 2,
    });
  });

  it('answers a page past the last one with no items and the right total', async () => {
    const all = await everyAccount();
    expect(await usersPage({ page: all.length + 1, limit: 1 })).toEqual({
      items: [],
      total: all.length,
      totalPages: all.length,
      page: all.length + 1,
    });
  });

  it('orders accounts created at the same moment by id, so that every account is on exactly one page', async () => {
    await auth.db
      .collection('users')
      .updateMany({}, { $set: { createdAt: new Date('2026-03-01T10:00:00Z') } });
    const all = await everyAccount();
    const paged: string[] = [];
    for (let page = 1; page <= all.length; page += 1) {
      paged.push(...(await usersPage({ page, limit: 1 })).items.map((user) => user.id));
    }
    expect(paged).toEqual(all);
    expect(paged).toEqual([...all].sort().reverse());
  });

  it.each([
    [{ page: 0 }, 'page must be an integer of at least 1'],
    [{ limit: 0 }, 'limit must be an integer from 1 to 100'],
    [{ limit: 101 }, 'limit must be an integer from 1 to 100'],
  ])('refuses paging %o with BAD_USER_INPUT', async (variables, message) => {
    const response = await auth.gql(USERS_PAGE, variables, { token: admin });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe(message);
  });
});
