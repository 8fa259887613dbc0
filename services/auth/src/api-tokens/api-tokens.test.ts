import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { errorCodes } from '@smarthome/service-kit/testing';
import { API_TOKEN_PREFIX, isWellFormedApiToken } from '@smarthome/service-kit/contracts';
import { MINUTE, startAuth, type AuthHarness } from '../../test/helpers.js';
import { API_TOKEN_EXCHANGE_PATH } from './api-tokens.routes.js';

const CREATE = /* GraphQL */ `
  mutation ($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
        scope
        displayPrefix
        expiresAt
        lastUsedAt
        status
      }
    }
  }
`;
const LIST = 'query { myApiTokens { id name scope displayPrefix lastUsedAt status } }';
const REVOKE = 'mutation ($id: ID!) { revokeApiToken(id: $id) }';
const ME = 'query { me { email role } }';
const SET_ACTIVE =
  'mutation ($id: ID!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id } }';
const RENEW = 'mutation { renewSession { token } }';

interface Created {
  token: string;
  apiToken: {
    id: string;
    name: string;
    scope: string;
    displayPrefix: string;
    expiresAt: string;
    status: string;
  };
}
interface Grant {
  tokenId: string;
  scope: string;
  accessToken: string;
  expiresAt: string;
}

let auth: AuthHarness;
let admin: string;

beforeAll(async () => {
  auth = await startAuth();
  await auth.createUser({ email: 'admin@example.ro', role: 'admin' });
  admin = await auth.bearer('admin@example.ro');
});

afterAll(async () => {
  await auth?.stop();
});

async function create(session: string, input: Record<string, unknown>): Promise<Created> {
  const response = await auth.gql<{ createApiToken: Created }>(CREATE, { input }, { token: session });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.createApiToken;
}

async function exchange(token: string): Promise<{ status: number; grant: Grant }> {
  const response = await auth.app.inject({
    method: 'POST',
    url: API_TOKEN_EXCHANGE_PATH,
    payload: { token },
  });
  return { status: response.statusCode, grant: response.json() as Grant };
}

async function signedInUser(email: string): Promise<{ id: string; session: string }> {
  const id = await auth.createUser({ email });
  return { id, session: await auth.bearer(email) };
}

describe('personal API tokens', () => {
  it('are created once with a recognisable secret and listed without it', async () => {
    const { session } = await signedInUser('lister@example.ro');
    const created = await create(session, { name: 'Home Assistant sync', scope: 'read', expiresInDays: 30 });
    expect(created.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(isWellFormedApiToken(created.token)).toBe(true);
    expect(created.token.startsWith(created.apiToken.displayPrefix)).toBe(true);
    expect(created.apiToken).toMatchObject({ name: 'Home Assistant sync', scope: 'read', status: 'active' });
    const days = (Date.parse(created.apiToken.expiresAt) - auth.clock()) / (24 * 60 * MINUTE);
    expect(Math.round(days)).toBe(30);

    const list = await auth.gql(LIST, undefined, { token: session });
    expect(JSON.stringify(list)).not.toContain(created.token);
    expect(list.data).toEqual({
      myApiTokens: [
        {
          id: created.apiToken.id,
          name: 'Home Assistant sync',
          scope: 'read',
          displayPrefix: created.apiToken.displayPrefix,
          lastUsedAt: null,
          status: 'active',
        },
      ],
    });
    const stored = await auth.db.collection('api_tokens').findOne({});
    expect(JSON.stringify(stored)).not.toContain(created.token);
  });

  it('are exchanged for an access token of the owner with the scope, and record their last use', async () => {
    const { id, session } = await signedInUser('exchanger@example.ro');
    const created = await create(session, { name: 'reader', scope: 'read' });
    const { status, grant } = await exchange(created.token);
    expect(status).toBe(200);
    expect(grant).toMatchObject({ tokenId: created.apiToken.id, scope: 'read' });
    const claims = decodeJwt(grant.accessToken);
    expect(claims).toMatchObject({ sub: id, email: 'exchanger@example.ro', role: 'user', scope: 'read' });
    expect(claims.sid).toBe(created.apiToken.id);
    expect((await auth.gql(ME, undefined, { token: grant.accessToken })).data).toEqual({
      me: { email: 'exchanger@example.ro', role: 'user' },
    });

    const used = await auth.gql<{ myApiTokens: Array<{ lastUsedAt: string | null }> }>(LIST, undefined, {
      token: session,
    });
    expect(used.data?.myApiTokens[0]?.lastUsedAt).toBe(new Date(auth.clock()).toISOString());
  });

  it('refuse unknown, malformed and expired tokens at the exchange', async () => {
    const { session } = await signedInUser('expiring@example.ro');
    const created = await create(session, { name: 'short', scope: 'write', expiresInDays: 1 });
    const tampered = created.token.slice(0, -1) + (created.token.endsWith('0') ? '1' : '0');
    expect((await exchange(tampered)).status).toBe(401);
    expect((await exchange('shpat_nope')).status).toBe(401);
    const valid = `${API_TOKEN_PREFIX}${'a'.repeat(30)}`;
    expect((await exchange(valid + 'AAAAAA')).status).toBe(401);

    auth.clock.advance(24 * 60 * MINUTE + 1);
    try {
      expect((await exchange(created.token)).status).toBe(401);
      const list = await auth.gql<{ myApiTokens: Array<{ status: string }> }>(LIST, undefined, {
        token: await auth.bearer('expiring@example.ro'),
      });
      expect(list.data?.myApiTokens[0]?.status).toBe('expired');
    } finally {
      auth.clock.advance(-(24 * 60 * MINUTE + 1));
    }
  });

  it('with the read scope run queries only, at the service itself', async () => {
    const { session } = await signedInUser('reader@example.ro');
    const { grant } = await exchange((await create(session, { name: 'r', scope: 'read' })).token);
    const refused = await auth.gql(RENEW, undefined, { token: grant.accessToken });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    expect(refused.errors?.[0]?.message).toMatch(/can only read/);

    const { grant: writer } = await exchange((await create(session, { name: 'w', scope: 'write' })).token);
    // A token's session is not renewed like a sign-in: that would drop the scope.
    expect((await auth.gql(RENEW, undefined, { token: writer.accessToken })).data).toEqual({
      renewSession: null,
    });
  });

  it('cannot create other tokens', async () => {
    const { session } = await signedInUser('minter@example.ro');
    const { grant } = await exchange((await create(session, { name: 'w', scope: 'write' })).token);
    const response = await auth.gql(
      CREATE,
      { input: { name: 'child', scope: 'write' } },
      { token: grant.accessToken },
    );
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(response.errors?.[0]?.message).toBe('API tokens cannot create API tokens: sign in to create one');
  });

  it('validate their input with clear messages', async () => {
    const { session } = await signedInUser('validator@example.ro');
    const response = await auth.gql(
      CREATE,
      { input: { name: '  ', scope: 'read', expiresInDays: 400 } },
      { token: session },
    );
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors?.[0]?.message).toBe(
      'Name is required, Expiry must be a whole number of days from 1 to 365',
    );
    expect(errorCodes(await auth.gql(CREATE, { input: { name: 'x', scope: 'read' } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('are at most ten active ones per account, with distinct names', async () => {
    const { session } = await signedInUser('collector@example.ro');
    await create(session, { name: 'same', scope: 'read' });
    const duplicate = await auth.gql(CREATE, { input: { name: 'same', scope: 'read' } }, { token: session });
    expect(errorCodes(duplicate)).toEqual(['CONFLICT']);
    for (let i = 1; i < 10; i += 1) await create(session, { name: `t${i}`, scope: 'read' });
    const eleventh = await auth.gql(
      CREATE,
      { input: { name: 'one more', scope: 'read' } },
      { token: session },
    );
    expect(errorCodes(eleventh)).toEqual(['CONFLICT']);
    expect(eleventh.errors?.[0]?.message).toBe(
      'You can have at most 10 active API tokens: revoke one to create another',
    );
  });

  it('revoked by their owner are refused at once, by the exchange and by every verifier', async () => {
    const { session } = await signedInUser('revoker@example.ro');
    const created = await create(session, { name: 'to revoke', scope: 'write' });
    const { grant } = await exchange(created.token);
    const other = await signedInUser('stranger@example.ro');
    const foreign = await auth.gql(REVOKE, { id: created.apiToken.id }, { token: other.session });
    expect(errorCodes(foreign)).toEqual(['NOT_FOUND']);

    expect((await auth.gql(REVOKE, { id: created.apiToken.id }, { token: session })).data).toEqual({
      revokeApiToken: true,
    });
    expect((await exchange(created.token)).status).toBe(401);
    expect((await auth.gql(ME, undefined, { token: grant.accessToken })).data).toEqual({ me: null });
    expect((await auth.gql(LIST, undefined, { token: session })).data).toEqual({ myApiTokens: [] });
  });

  it('stop working when their owner is deactivated', async () => {
    const { id, session } = await signedInUser('leaver@example.ro');
    const created = await create(session, { name: 'sync', scope: 'read' });
    const { grant } = await exchange(created.token);
    await auth.gql(SET_ACTIVE, { id, active: false }, { token: admin });
    expect((await auth.gql(ME, undefined, { token: grant.accessToken })).data).toEqual({ me: null });
    expect((await exchange(created.token)).status).toBe(401);
    await auth.gql(SET_ACTIVE, { id, active: true }, { token: admin });
    const list = await auth.gql<{ myApiTokens: Array<{ status: string }> }>(LIST, undefined, {
      token: await auth.bearer('leaver@example.ro'),
    });
    expect(list.data?.myApiTokens.map((token) => token.status)).toEqual(['revoked']);
    expect((await exchange(created.token)).status).toBe(401);
  });
});

const RESET_CALENDAR = /* GraphQL */ `
  mutation {
    resetCalendarToken {
      token
      apiToken {
        id
        name
        scope
        expiresAt
        status
      }
    }
  }
`;

async function resetCalendar(session: string): Promise<Created> {
  const response = await auth.gql<{ resetCalendarToken: Created }>(RESET_CALENDAR, undefined, {
    token: session,
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.resetCalendarToken;
}

describe('the calendar link (resetCalendarToken)', () => {
  it('is a token of scope calendar, valid a year, exchanged with that scope', async () => {
    const { session } = await signedInUser('subscriber@example.ro');
    const created = await resetCalendar(session);
    expect(isWellFormedApiToken(created.token)).toBe(true);
    expect(created.apiToken).toMatchObject({ name: 'Calendar link', scope: 'calendar', status: 'active' });
    const days = (Date.parse(created.apiToken.expiresAt) - auth.clock()) / (24 * 60 * MINUTE);
    expect(Math.round(days)).toBe(365);
    const { status, grant } = await exchange(created.token);
    expect(status).toBe(200);
    expect(grant.scope).toBe('calendar');
    expect(decodeJwt(grant.accessToken).scope).toBe('calendar');
  });

  it('revokes the previous link at once when reset: one calendar token per account', async () => {
    const { session } = await signedInUser('resetter@example.ro');
    const first = await resetCalendar(session);
    const { grant } = await exchange(first.token);
    const second = await resetCalendar(session);
    expect(second.token).not.toBe(first.token);
    expect((await exchange(first.token)).status).toBe(401);
    expect((await auth.gql(ME, undefined, { token: grant.accessToken })).data).toEqual({ me: null });
    expect((await exchange(second.token)).status).toBe(200);
    const list = await auth.gql<{ myApiTokens: Array<{ id: string; scope: string }> }>(LIST, undefined, {
      token: session,
    });
    expect(list.data?.myApiTokens.filter((token) => token.scope === 'calendar')).toEqual([
      expect.objectContaining({ id: second.apiToken.id }),
    ]);
  });

  it('runs queries only, at the service itself', async () => {
    const { session } = await signedInUser('calendar-reader@example.ro');
    const { grant } = await exchange((await resetCalendar(session)).token);
    expect((await auth.gql(ME, undefined, { token: grant.accessToken })).data).toEqual({
      me: { email: 'calendar-reader@example.ro', role: 'user' },
    });
    const refused = await auth.gql(RENEW, undefined, { token: grant.accessToken });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
  });

  it('is reset only from a signed-in session: not anonymously, not with an API token', async () => {
    const { session } = await signedInUser('calendar-minter@example.ro');
    expect(errorCodes(await auth.gql(RESET_CALENDAR))).toEqual(['UNAUTHENTICATED']);
    for (const scope of ['write', 'calendar'] as const) {
      const token =
        scope === 'calendar'
          ? (await resetCalendar(session)).token
          : (await create(session, { name: 'w', scope })).token;
      const { grant } = await exchange(token);
      const refused = await auth.gql(RESET_CALENDAR, undefined, { token: grant.accessToken });
      expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    }
  });

  it('is not counted among the ten integration tokens, and cannot be made by createApiToken', async () => {
    const { session } = await signedInUser('calendar-collector@example.ro');
    for (let i = 0; i < 10; i += 1) await create(session, { name: `t${i}`, scope: 'read' });
    expect((await resetCalendar(session)).apiToken.status).toBe('active');
    const viaCreate = await auth.gql(
      CREATE,
      { input: { name: 'cal', scope: 'calendar' } },
      { token: await auth.bearer('calendar-collector@example.ro') },
    );
    expect(errorCodes(viaCreate)).toEqual(['BAD_USER_INPUT']);
  });
});
