/**
 * The bound of the issue: logout and deactivation count everywhere within 60 s. "Everywhere"
 * is every other subgraph, which verifies tokens with the JWKS over HTTP and the revocation
 * list in Redis (createTokenVerifier as createSubgraphApp builds it); that is the verifier here.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRedis,
  connectRedis,
  createRedisRevocationCheck,
  createTokenVerifier,
  TokenVerificationUnavailableError,
  type Redis,
  type TokenVerifier,
} from '@smarthome/service-kit';
import { LOGIN, PASSWORD, sessionCookieOf, startAuth, type AuthHarness } from './helpers.js';

let auth: AuthHarness;
let redis: Redis;
let otherService: TokenVerifier;

beforeAll(async () => {
  // Resynchronise every second here (30 s by default, at most 50 s by config).
  auth = await startAuth({ REVOCATION_SYNC_INTERVAL: '1' });
  await auth.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = auth.app.server.address() as AddressInfo;
  redis = connectRedis({ url: auth.infra.redis.url });
  otherService = createTokenVerifier({
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    issuer: 'smarthome-auth',
    audience: 'smarthome',
    cookieName: 'session',
    revocation: createRedisRevocationCheck(redis, { timeoutMs: 500 }),
  });
});

afterAll(async () => {
  if (redis) await closeRedis(redis);
  await auth?.stop();
});

/** Polls until the other service refuses the token; resolves with the time it took. */
async function refusedWithin(token: string, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if ((await otherService.verifyToken(token)) === null) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`token still accepted after ${limitMs} ms`);
}

describe('revocation reaches the other services', () => {
  it('logout: the other services refuse the cookie’s token at the next request', async () => {
    await auth.createUser({ email: 'out@example.ro' });
    const cookie = sessionCookieOf(await auth.gql(LOGIN, { email: 'out@example.ro', password: PASSWORD }));
    const headers = { cookie };
    expect(await otherService.verifyRequest({ headers })).toMatchObject({ email: 'out@example.ro' });
    await auth.gql('mutation { logout }', undefined, { cookie });
    expect(await otherService.verifyRequest({ headers })).toBeNull();
  });

  it('deactivation: every session of the account is refused at the next request', async () => {
    await auth.createUser({ email: 'admin@example.ro', role: 'admin' });
    const id = await auth.createUser({ email: 'worker@example.ro', role: 'installer' });
    const phone = await auth.bearer('worker@example.ro');
    const laptop = await auth.bearer('worker@example.ro');
    expect(await otherService.verifyToken(phone)).not.toBeNull();
    await auth.gql(
      'mutation ($id: ID!) { setUserActive(id: $id, active: false) { active } }',
      { id },
      {
        token: await auth.bearer('admin@example.ro'),
      },
    );
    expect(await otherService.verifyToken(phone)).toBeNull();
    expect(await otherService.verifyToken(laptop)).toBeNull();
  });

  it('a Redis that lost its data gets the list back within one resynchronisation', async () => {
    await auth.createUser({ email: 'flush@example.ro' });
    const token = await auth.bearer('flush@example.ro');
    await auth.gql('mutation { logout }', undefined, { token });
    expect(await otherService.verifyToken(token)).toBeNull();
    await redis.flushall();
    // Well within 60 s: one sync interval (1 s here).
    expect(await refusedWithin(token, 5_000)).toBeLessThan(3_000);
  });

  it('fails closed when the list cannot be read: verification is unavailable, never "not revoked"', async () => {
    await auth.createUser({ email: 'closed@example.ro' });
    const token = await auth.bearer('closed@example.ro');
    expect(await otherService.verifyToken(token)).not.toBeNull();
    await auth.infra.redis.stop();
    await expect(otherService.verifyToken(token)).rejects.toBeInstanceOf(TokenVerificationUnavailableError);
  });
});
