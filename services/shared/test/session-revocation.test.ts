/**
 * The revocation list as every subgraph reads it: createTokenVerifier's `revocation` option,
 * createRedisRevocationCheck, and createSubgraphApp, which wires both by default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { z } from 'zod';
import {
  closeRedis,
  connectRedis,
  createRedisRevocationCheck,
  createTokenVerifier,
  loadConfig,
  revokedSessionKey,
  serviceEnv,
  tokenVerifierEnv,
  TokenVerificationUnavailableError,
  type Redis,
} from '../src/index.js';
import { errorCodes, postGraphQL, startTestInfra, type TestInfra } from '../src/testing/index.js';
import { buildFixtureApp } from './fixtures/fixture-app.js';

const schema = z.object({ ...serviceEnv({ port: 0, dbName: 'fixture' }), ...tokenVerifierEnv() });
const ana = { sub: 'user-1', email: 'ana@example.ro', role: 'user' };

let infra: TestInfra;
let redis: Redis;
let app: FastifyInstance;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'kit_revocation' });
  redis = connectRedis({ url: infra.redis.url });
  app = await buildFixtureApp(loadConfig(schema, infra.env));
});

afterAll(async () => {
  await app?.close();
  if (redis) await closeRedis(redis);
  await infra?.stop();
});

describe('createTokenVerifier with a revocation check', () => {
  it('accepts a token whose session is not on the list, and reports its session id and times', async () => {
    const verifier = createTokenVerifier({
      jwksUrl: infra.jwks.jwksUrl,
      issuer: infra.jwks.issuer,
      audience: infra.jwks.audience,
      revocation: createRedisRevocationCheck(redis),
    });
    const token = await infra.jwks.sign({ ...ana, sid: 'session-1' });
    expect(await verifier.verifySession(token)).toEqual({
      user: { id: 'user-1', email: 'ana@example.ro', role: 'user' },
      sessionId: 'session-1',
      issuedAt: expect.any(Date),
      expiresAt: expect.any(Date),
    });
    await redis.set(revokedSessionKey('session-1'), '1', 'PX', 60_000);
    expect(await verifier.verifyToken(token)).toBeNull();
  });

  it('refuses tokens without a session id: they could not be revoked', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'ES256' };
    const keys = async () => publicKey;
    const token = await new SignJWT({ email: 'a@b.ro', role: 'user' })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
      .setSubject('u')
      .setIssuer('i')
      .setAudience('a')
      .setExpirationTime('5m')
      .sign(privateKey);
    const withoutList = createTokenVerifier({ keys, issuer: 'i', audience: 'a' });
    const withList = createTokenVerifier({ keys, issuer: 'i', audience: 'a', revocation: async () => false });
    expect(await withoutList.verifyToken(token)).toMatchObject({ id: 'u' });
    expect(await withList.verifyToken(token)).toBeNull();
  });

  it('is unavailable, never "not revoked", when the check fails', async () => {
    const verifier = createTokenVerifier({
      jwksUrl: infra.jwks.jwksUrl,
      issuer: infra.jwks.issuer,
      audience: infra.jwks.audience,
      revocation: async () => {
        throw new Error('redis down');
      },
    });
    await expect(verifier.verifyToken(await infra.jwks.sign(ana))).rejects.toBeInstanceOf(
      TokenVerificationUnavailableError,
    );
  });

  it('checks expiry against the clock it is given', async () => {
    const verifier = createTokenVerifier({
      jwksUrl: infra.jwks.jwksUrl,
      issuer: infra.jwks.issuer,
      audience: infra.jwks.audience,
      now: () => Date.now() + 10 * 60_000,
    });
    expect(await verifier.verifyToken(await infra.jwks.sign(ana))).toBeNull();
  });
});

describe('createSubgraphApp', () => {
  it('checks the revocation list on every request by default', async () => {
    const token = await infra.jwks.sign({ ...ana, sid: 'session-2' });
    expect((await postGraphQL(app, { query: '{ whoami { id } }', token })).data).toEqual({
      whoami: { id: 'user-1' },
    });
    await redis.set(revokedSessionKey('session-2'), '1', 'PX', 60_000);
    expect(errorCodes(await postGraphQL(app, { query: '{ whoami { id } }', token }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});
