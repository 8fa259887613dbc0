import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import {
  connectRedis,
  closeRedis,
  createRedisRevocationCheck,
  createTokenVerifier,
  type Redis,
  type TokenVerifier,
} from '@smarthome/service-kit';
import { errorCodes } from '@smarthome/service-kit/testing';
import { fakeClock, HOUR, MINUTE, startAuth, type AuthHarness } from '../../test/helpers.js';

const ME = 'query { me { email } }';
const ROTATE = 'mutation { rotateSigningKey { kid activeFrom retiredAt } }';
const KEYS = 'query { signingKeys { kid retiredAt } }';

let auth: AuthHarness;
const clock = fakeClock();
let jwksUrl: string;
let redis: Redis;
/** A verifier as every other subgraph has one: the JWKS over HTTP and the revocation list. */
let remote: TokenVerifier;
let admin: string;

beforeAll(async () => {
  auth = await startAuth({}, { clock });
  await auth.app.listen({ port: 0, host: '127.0.0.1' });
  jwksUrl = `http://127.0.0.1:${(auth.app.server.address() as AddressInfo).port}/.well-known/jwks.json`;
  redis = connectRedis({ url: auth.infra.redis.url });
  remote = createTokenVerifier({
    jwksUrl,
    issuer: 'smarthome-auth',
    audience: 'smarthome',
    revocation: createRedisRevocationCheck(redis),
    // The same time as the auth service's (tests move it).
    now: clock,
  });
  await auth.createUser({ email: 'admin@example.ro', role: 'admin' });
  await auth.createUser({ email: 'user@example.ro' });
  admin = await auth.bearer('admin@example.ro');
});

afterAll(async () => {
  if (redis) await closeRedis(redis);
  await auth?.stop();
});

const jwks = async () => (await fetch(jwksUrl)).json() as Promise<{ keys: Array<Record<string, unknown>> }>;

describe('GET /.well-known/jwks.json', () => {
  it('publishes the public half of the signing key, never the private one', async () => {
    const response = await fetch(jwksUrl);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(body.keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: expect.any(String),
        alg: 'ES256',
        use: 'sig',
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/"d"/);
  });

  it('is what other services verify the tokens against', async () => {
    const token = await auth.bearer('user@example.ro');
    expect(await remote.verifyToken(token)).toEqual({
      id: expect.any(String),
      email: 'user@example.ro',
      firstName: 'Ana',
      lastName: 'Pop',
      role: 'user',
    });
    expect(decodeProtectedHeader(token).kid).toBe((await jwks()).keys[0]!.kid);
  });
});

describe('forged and broken tokens', () => {
  it('rejects a foreign key with our kid, a changed payload, an unknown kid, alg none, HS256 and an expired token', async () => {
    const real = await auth.bearer('user@example.ro');
    const claims = decodeJwt(real);
    const { kid } = decodeProtectedHeader(real);
    const { privateKey } = await generateKeyPair('ES256');
    const sign = (
      header: { alg: string; kid?: string },
      key: Parameters<SignJWT['sign']>[0],
      payload = claims,
    ) => new SignJWT(payload).setProtectedHeader(header).sign(key);
    const [head, , signature] = real.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    const publicJwk = (await jwks()).keys[0]!;
    const none = new UnsecuredJWT(claims).encode();
    const noneWithKid = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${none.split('.')[1]}.`;

    const forged = {
      foreignKey: await sign({ alg: 'ES256', kid: kid! }, privateKey),
      tampered,
      unknownKid: await sign({ alg: 'ES256', kid: 'not-a-key' }, privateKey),
      none,
      noneWithKid,
      // The public key as an HMAC secret: the classic algorithm confusion.
      hs256: await sign({ alg: 'HS256', kid: kid! }, new TextEncoder().encode(JSON.stringify(publicJwk))),
    };
    for (const [name, token] of Object.entries(forged)) {
      expect({ name, me: (await auth.gql(ME, undefined, { token })).data }).toEqual({
        name,
        me: { me: null },
      });
      expect({ name, user: await remote.verifyToken(token) }).toEqual({ name, user: null });
    }

    // Expired: the service's clock moves past `exp`.
    clock.advance(HOUR + 10_000);
    expect((await auth.gql(ME, undefined, { token: real })).data).toEqual({ me: null });
    expect(await remote.verifyToken(real)).toBeNull();
    admin = await auth.bearer('admin@example.ro');
  });
});

describe('key rotation', () => {
  it('is admin only', async () => {
    const user = await auth.bearer('user@example.ro');
    expect(errorCodes(await auth.gql(ROTATE))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await auth.gql(ROTATE, undefined, { token: user }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await auth.gql(KEYS, undefined, { token: user }))).toEqual(['FORBIDDEN']);
  });

  it('publishes the new key at once, signs with it after the activation delay, and signs nobody out', async () => {
    const before = await auth.bearer('user@example.ro');
    const oldKid = decodeProtectedHeader(before).kid;
    const rotated = await auth.gql<{ rotateSigningKey: { kid: string; activeFrom: string } }>(
      ROTATE,
      undefined,
      {
        token: admin,
      },
    );
    const newKid = rotated.data!.rotateSigningKey.kid;
    expect(new Date(rotated.data!.rotateSigningKey.activeFrom).getTime()).toBe(clock() + MINUTE);
    expect((await jwks()).keys.map((key) => key.kid)).toEqual([newKid, oldKid]);

    // A verifier that fetches the set from now on already knows the key that will sign. (One
    // that fetched before refetches on the unknown kid, which jose allows every 30 s: the
    // default activation delay of 60 s leaves it the time.)
    const fetchedAfterRotation = createTokenVerifier({
      jwksUrl,
      issuer: 'smarthome-auth',
      audience: 'smarthome',
      now: clock,
    });
    expect(await fetchedAfterRotation.verifyToken(before)).toMatchObject({ email: 'user@example.ro' });
    expect(decodeProtectedHeader(await auth.bearer('user@example.ro')).kid).toBe(oldKid);
    clock.advance(MINUTE);
    const after = await auth.bearer('user@example.ro');
    expect(decodeProtectedHeader(after).kid).toBe(newKid);
    expect(await fetchedAfterRotation.verifyToken(after)).toMatchObject({ email: 'user@example.ro' });

    // The old key's tokens keep working until they expire; the key is published that long.
    expect((await auth.gql(ME, undefined, { token: before })).data).toEqual({
      me: { email: 'user@example.ro' },
    });
    expect(await remote.verifyToken(before)).toMatchObject({ email: 'user@example.ro' });
    clock.advance(HOUR - 2 * MINUTE);
    expect((await jwks()).keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    expect((await auth.gql(ME, undefined, { token: after })).data).toEqual({
      me: { email: 'user@example.ro' },
    });
    // Once its last token has expired (plus a margin), the old key is gone.
    clock.advance(10 * MINUTE);
    expect((await jwks()).keys.map((key) => key.kid)).toEqual([newKid]);
  });

  it('the rotate-key CLI rotates the same keys', async () => {
    // The CLI runs on the real clock: so does the service from here on.
    clock.set(Date.now());
    const before = (await jwks()).keys.length;
    // Asynchronously: the embedded MongoDB runs in this very process.
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/keys/rotate-key.ts'],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: { ...process.env, ...auth.infra.env },
      },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^new signing key [\w-]+: published now, signs from \d{4}-/);
    expect((await jwks()).keys.length).toBe(before + 1);
  });

  it('lists the published keys to admins', async () => {
    admin = await auth.bearer('admin@example.ro');
    const keys = await auth.gql<{ signingKeys: Array<{ kid: string }> }>(KEYS, undefined, { token: admin });
    expect(keys.data!.signingKeys.length).toBeGreaterThanOrEqual(2);
  });
});
