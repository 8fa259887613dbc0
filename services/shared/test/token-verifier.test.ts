import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, TokenVerificationUnavailableError, type TokenVerifier } from '../src/index.js';
import { createTestJwks, getFreePort, type TestJwks } from '../src/testing/index.js';

let jwks: TestJwks;
let otherKeys: TestJwks;
let verifier: TokenVerifier;
const ana = { sub: 'user-1', email: 'ana@example.ro', role: 'Admin' };

beforeAll(async () => {
  [jwks, otherKeys] = await Promise.all([createTestJwks(), createTestJwks()]);
  verifier = createTokenVerifier({
    jwksUrl: jwks.jwksUrl,
    issuer: jwks.issuer,
    audience: jwks.audience,
    cookieName: 'session',
  });
});

afterAll(async () => {
  await Promise.allSettled([jwks?.stop(), otherKeys?.stop()]);
});

describe('createTokenVerifier against a JWKS over HTTP', () => {
  it('gives id, email and lowercase role of a valid token', async () => {
    expect(await verifier.verifyToken(await jwks.sign(ana))).toEqual({
      id: 'user-1',
      email: 'ana@example.ro',
      role: 'admin',
    });
  });

  it('gives the names the token carries (given_name, family_name)', async () => {
    expect(
      await verifier.verifyToken(await jwks.sign({ ...ana, firstName: 'Ana', lastName: 'Pop' })),
    ).toEqual({
      id: 'user-1',
      email: 'ana@example.ro',
      firstName: 'Ana',
      lastName: 'Pop',
      role: 'admin',
    });
  });

  it('says when a token was issued for a personal API token, by the scope it carries', async () => {
    expect(await verifier.verifyToken(await jwks.sign({ ...ana, scope: 'write' }))).toEqual({
      id: 'user-1',
      email: 'ana@example.ro',
      role: 'admin',
      apiTokenScope: 'write',
    });
    expect(await verifier.verifyToken(await jwks.sign(ana))).not.toHaveProperty('apiTokenScope');
  });

  it('keeps a calendar link’s scope: its access token never counts as a signed-in session', async () => {
    expect(await verifier.verifyToken(await jwks.sign({ ...ana, scope: 'calendar' }))).toMatchObject({
      apiTokenScope: 'calendar',
    });
  });

  it('reads the token from the request: bearer header or session cookie', async () => {
    const token = await jwks.sign(ana);
    expect(await verifier.verifyRequest({ headers: { authorization: `Bearer ${token}` } })).toMatchObject({
      id: 'user-1',
    });
    expect(await verifier.verifyRequest({ headers: { cookie: `session=${token}` } })).toMatchObject({
      id: 'user-1',
    });
    expect(await verifier.verifyRequest({ headers: {} })).toBeNull();
  });

  it('fetches the key set once and reuses it', async () => {
    const before = jwks.fetchCount;
    await verifier.verifyToken(await jwks.sign(ana));
    await verifier.verifyToken(await jwks.sign(ana));
    expect(jwks.fetchCount).toBe(before);
  });

  it('rejects expired tokens, other issuers and audiences, other keys, unknown roles and garbage', async () => {
    const rejected = [
      await jwks.sign(ana, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      await jwks.sign(ana, { issuer: 'evil' }),
      await jwks.sign(ana, { audience: 'other-app' }),
      await otherKeys.sign(ana),
      await jwks.sign({ ...ana, role: 'superuser' }),
      await jwks.sign({ ...ana, email: '' }),
      'abc.def.ghi',
      'not a token',
    ];
    for (const token of rejected) expect(await verifier.verifyToken(token)).toBeNull();
  });

  it('raises TokenVerificationUnavailableError (not "anonymous") when the JWKS cannot be fetched', async () => {
    const port = await getFreePort();
    const unreachable = createTokenVerifier({
      jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      issuer: jwks.issuer,
      audience: jwks.audience,
    });
    await expect(unreachable.verifyToken(await jwks.sign(ana))).rejects.toBeInstanceOf(
      TokenVerificationUnavailableError,
    );
  });
});
