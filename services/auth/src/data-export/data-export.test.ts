import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@smarthome/service-kit/testing';
import { PASSWORD, startAuth, type AuthHarness } from '../../test/helpers.js';
import { API_TOKEN_EXCHANGE_PATH } from '../api-tokens/api-tokens.routes.js';

const EXPORT = /* GraphQL */ `
  query {
    myAccountData {
      profile {
        id
        email
        firstName
        role
        createdAt
      }
      secondFactor {
        recoveryCodesLeft
        totp
      }
      googleLinked
      activatedAt
      apiTokens {
        name
        scope
        lastUsedAt
        status
      }
      signIns {
        kind
        createdAt
        expiresAt
        revokedAt
        ip
        current
      }
    }
  }
`;
const CREATE_TOKEN =
  'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }';

interface Exported {
  myAccountData: {
    profile: { id: string; email: string };
    activatedAt: string | null;
    googleLinked: boolean;
    secondFactor: { totp: boolean; recoveryCodesLeft: number };
    apiTokens: Array<{ id: string; name: string; scope: string }>;
    signIns: Array<{ kind: string; current: boolean; revokedAt: string | null; ip: string | null }>;
  };
}

let auth: AuthHarness;

beforeAll(async () => {
  auth = await startAuth();
});

afterAll(async () => {
  await auth?.stop();
});

/** The token's secret and the access token the gateway would get for it. */
async function apiToken(session: string, name: string, scope: 'read' | 'write') {
  const created = await auth.gql<{ createApiToken: { token: string } }>(
    CREATE_TOKEN,
    { input: { name, scope } },
    { token: session },
  );
  const secret = created.data!.createApiToken.token;
  const exchanged = await auth.app.inject({
    method: 'POST',
    url: API_TOKEN_EXCHANGE_PATH,
    payload: { token: secret },
  });
  return { secret, accessToken: exchanged.json<{ accessToken: string }>().accessToken };
}

describe('myAccountData', () => {
  it("answers the caller's account, second factor, tokens and sign-ins, and none of their secrets", async () => {
    const id = await auth.createUser({ email: 'ana.export@example.ro', firstName: 'Ana' });
    await auth.createUser({ email: 'ion.export@example.ro' });
    const other = await auth.bearer('ion.export@example.ro');
    await apiToken(other, 'ion script', 'write');
    const earlier = await auth.bearer('ana.export@example.ro');
    await auth.gql('mutation { logout }', undefined, { token: earlier });
    auth.clock.advance(60_000);
    const session = await auth.bearer('ana.export@example.ro');
    const token = await apiToken(session, 'home assistant', 'read');

    const setup = await auth.gql<{ startTotpSetup: { secret: string } }>(
      'mutation { startTotpSetup { secret } }',
      undefined,
      { token: session },
    );
    const totpSecret = setup.data!.startTotpSetup.secret;
    const code = await generate({ secret: totpSecret, epoch: Math.floor(auth.clock() / 1000) });
    const confirmed = await auth.gql<{ confirmTotpSetup: { recoveryCodes: string[] } }>(
      'mutation ($code: String!) { confirmTotpSetup(code: $code) { recoveryCodes } }',
      { code },
      { token: session },
    );
    const recoveryCodes = confirmed.data!.confirmTotpSetup.recoveryCodes;

    const response = await auth.gql<Exported>(EXPORT, undefined, { token: session, ip: '10.1.2.3' });
    expect(response.errors).toBeUndefined();
    const data = response.data!.myAccountData;
    expect(data.profile).toMatchObject({
      id,
      email: 'ana.export@example.ro',
      firstName: 'Ana',
      role: 'user',
    });
    expect(data.googleLinked).toBe(false);
    expect(data.secondFactor).toEqual({ totp: true, recoveryCodesLeft: 10 });
    expect(data.apiTokens).toEqual([
      expect.objectContaining({ name: 'home assistant', scope: 'read', status: 'active' }),
    ]);
    // Two password sign-ins, newest first; the one the export is made with says so.
    expect(
      data.signIns.map(({ kind, current, revokedAt }) => ({ kind, current, ended: revokedAt !== null })),
    ).toEqual([
      { kind: 'bearer', current: true, ended: false },
      { kind: 'bearer', current: false, ended: true },
    ]);

    const text = JSON.stringify(response.data);
    for (const secret of [token.secret, totpSecret, PASSWORD, ...recoveryCodes])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2|[0-9a-f]{64}/);
  });

  it('is what the activation link recorded: when it was followed', async () => {
    const before = auth.clock();
    await auth.gql('mutation ($input: RegisterInput!) { register(input: $input) { message } }', {
      input: { email: 'nou.export@example.ro', password: PASSWORD, firstName: 'Nou', lastName: 'Client' },
    });
    const [event] = await auth.events('user.registered');
    const link = new URL(String(event!.payload.activationUrl)).searchParams.get('token');
    await auth.gql('mutation ($token: String!) { activateAccount(token: $token) { id } }', { token: link });
    const session = await auth.bearer('nou.export@example.ro');
    const data = (await auth.gql<Exported>(EXPORT, undefined, { token: session })).data!.myAccountData;
    expect(Date.parse(data.activatedAt!)).toBeGreaterThanOrEqual(before);
  });

  it('lets a personal API token of either scope export its owner, and nobody else', async () => {
    await auth.createUser({ email: 'script.export@example.ro' });
    const session = await auth.bearer('script.export@example.ro');
    for (const scope of ['read', 'write'] as const) {
      const { accessToken } = await apiToken(session, `${scope} export`, scope);
      const answer = await auth.gql<Exported>(EXPORT, undefined, { token: accessToken });
      expect(answer.data!.myAccountData.profile.email).toBe('script.export@example.ro');
    }
  });

  it('refuses anonymous callers and accounts that are gone', async () => {
    expect(errorCodes(await auth.gql(EXPORT))).toEqual(['UNAUTHENTICATED']);
    const id = await auth.createUser({ email: 'gone.export@example.ro' });
    const session = await auth.bearer('gone.export@example.ro');
    await auth.db.collection('users').deleteOne({ email: 'gone.export@example.ro' });
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(errorCodes(await auth.gql(EXPORT, undefined, { token: session }))).toEqual(['NOT_FOUND']);
  });
});
