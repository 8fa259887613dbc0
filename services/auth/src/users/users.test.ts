import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { errorCodes, postGraphQL, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';

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

let infra: TestInfra;
let app: FastifyInstance;
let db: Connection;
const ana = { _id: new Types.ObjectId(), createdAt: new Date('2025-02-01T08:00:00.000Z') };
const ion = { _id: new Types.ObjectId(), createdAt: new Date('2025-02-02T08:00:00.000Z') };

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'auth_users' });
  app = await buildApp(loadServiceConfig(infra.env));
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  await db.collection('users').insertMany([
    {
      ...ana,
      firstName: 'Ana',
      lastName: 'Popescu',
      email: 'ana@example.ro',
      passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
      role: 'admin',
      active: true,
      authProvider: '',
      updatedAt: ana.createdAt,
    },
    {
      ...ion,
      firstName: 'Ion',
      lastName: 'Ionescu',
      email: 'ion@example.ro',
      role: 'user',
      active: false,
      authProvider: 'google',
      updatedAt: ion.createdAt,
    },
  ]);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await infra?.stop();
});

describe('query me', () => {
  it('is null for an anonymous caller', async () => {
    const response = await postGraphQL(app, { query: ME });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ me: null });
  });

  it('is the account of the verified token, without credentials', async () => {
    const token = await infra.jwks.sign({
      sub: ana._id.toHexString(),
      email: 'ana@example.ro',
      role: 'admin',
    });
    const response = await postGraphQL(app, { query: ME, token });
    expect(response.data).toEqual({
      me: {
        id: ana._id.toHexString(),
        firstName: 'Ana',
        lastName: 'Popescu',
        email: 'ana@example.ro',
        role: 'admin',
        active: true,
        authProvider: null,
        createdAt: '2025-02-01T08:00:00.000Z',
      },
    });
  });

  it('reads the token from the session cookie too', async () => {
    const token = await infra.jwks.sign({
      sub: ion._id.toHexString(),
      email: 'ion@example.ro',
      role: 'USER',
    });
    const response = await postGraphQL<{ me: { email: string; authProvider: string } }>(app, {
      query: ME,
      headers: { cookie: `theme=dark; session=${token}` },
    });
    expect(response.data!.me).toMatchObject({ email: 'ion@example.ro', authProvider: 'google' });
  });

  it('treats an expired or foreign token as anonymous', async () => {
    const expired = await infra.jwks.sign(
      { sub: ana._id.toHexString(), email: 'ana@example.ro', role: 'admin' },
      { expiresAt: Math.floor(Date.now() / 1000) - 60 },
    );
    const foreign = await infra.jwks.sign(
      { sub: ana._id.toHexString(), email: 'ana@example.ro', role: 'admin' },
      { issuer: 'someone-else' },
    );
    for (const token of [expired, foreign, 'not-a-jwt']) {
      const response = await postGraphQL(app, { query: ME, token });
      expect(response.data).toEqual({ me: null });
    }
  });

  it('is null when the account was deleted after the token was issued', async () => {
    const token = await infra.jwks.sign({
      sub: new Types.ObjectId().toHexString(),
      email: 'x@example.ro',
      role: 'user',
    });
    expect((await postGraphQL(app, { query: ME, token })).data).toEqual({ me: null });
  });

  it('has no field for a password', async () => {
    const response = await postGraphQL(app, { query: '{ me { passwordHash } }' });
    expect(errorCodes(response)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('User entity (_entities)', () => {
  it('resolves references by id, in order, null for unknown ids', async () => {
    const response = await postGraphQL(app, {
      query: ENTITIES,
      variables: {
        representations: [
          { __typename: 'User', id: ion._id.toHexString() },
          { __typename: 'User', id: new Types.ObjectId().toHexString() },
          { __typename: 'User', id: 'not-an-object-id' },
          { __typename: 'User', id: ana._id.toHexString() },
        ],
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      _entities: [
        { id: ion._id.toHexString(), firstName: 'Ion', email: 'ion@example.ro', role: 'user' },
        null,
        null,
        { id: ana._id.toHexString(), firstName: 'Ana', email: 'ana@example.ro', role: 'admin' },
      ],
    });
  });
});
