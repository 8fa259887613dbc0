import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { connectMongo } from '../src/index.js';
import { createTestJwks, startTestMongo, startTestRedis, uniqueDbName } from '../src/testing/index.js';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
});

describe('startTestRedis', () => {
  it('spawns a redis-server that answers, and stops it', async () => {
    const redis = await startTestRedis({ env: {} });
    const client = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    expect(await client.ping()).toBe('PONG');
    expect(await client.config('GET', 'save')).toEqual(['save', '']);
    const closed = new Promise((resolve) => client.once('end', resolve));
    await redis.stop();
    await closed;
    await expect(client.ping()).rejects.toThrow();
    client.disconnect();
  });

  it('uses REDIS_URL when it is set, with a key prefix of its own per call', async () => {
    const first = await startTestRedis({ env: { REDIS_URL: 'redis://example.invalid:6379' } });
    const second = await startTestRedis({ env: { REDIS_URL: 'redis://example.invalid:6379' } });
    expect(first.url).toBe('redis://example.invalid:6379');
    expect(first.keyPrefix).not.toBe(second.keyPrefix);
  });
});

describe('startTestMongo', () => {
  it('gives each call its own database, on a server that answers', async () => {
    const mongo = await startTestMongo({ prefix: 'kit helpers' });
    cleanups.push(() => mongo.stop());
    expect(mongo.dbName).toMatch(/^kit_helpers_[0-9a-f]{12}$/);
    const connection = await connectMongo({ uri: mongo.uri, dbName: mongo.dbName });
    await connection.collection('probe').insertOne({ ok: 1 });
    expect(await connection.collection('probe').countDocuments()).toBe(1);
    await connection.close();
    expect(uniqueDbName()).not.toBe(uniqueDbName());
  });

  it('uses MONGODB_URI when it is set, and drops only its database on stop', async () => {
    const server = await startTestMongo();
    cleanups.push(() => server.stop());
    const shared = await startTestMongo({ env: { MONGODB_URI: server.uri }, prefix: 'shared' });
    expect(shared.uri).toBe(server.uri);
    const connection = await connectMongo({ uri: server.uri, dbName: shared.dbName });
    await connection.collection('probe').insertOne({ ok: 1 });
    await shared.stop();
    const names = (await connection.db!.admin().listDatabases()).databases.map((db) => db.name);
    expect(names).not.toContain(shared.dbName);
    await connection.close();
  });
});

describe('createTestJwks', () => {
  it('serves one ES256 public key and signs tokens with it', async () => {
    const jwks = await createTestJwks();
    cleanups.push(() => jwks.stop());
    const body = (await (await fetch(jwks.jwksUrl)).json()) as { keys: Array<Record<string, string>> };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(body.keys[0]).not.toHaveProperty('d');
    const [header] = (await jwks.sign({ sub: 's', email: 'e@x.ro', role: 'user' })).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'ES256',
      kid: body.keys[0]!.kid,
    });
  });
});
