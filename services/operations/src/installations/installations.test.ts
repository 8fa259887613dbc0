import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { errorCodes, postGraphQL, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';

const MY_INSTALLATIONS = /* GraphQL */ `
  query MyInstallations {
    myInstallations {
      id
      name
      address
      customerEmail
      package
      status
      description
      estimatedTotalCost
      plannedInstallationDate
      installationDate
      finishConfigurationDate
      createdAt
      customer {
        id
      }
    }
  }
`;

interface Row {
  id: string;
  name: string;
  customerEmail: string;
  customer: { id: string } | null;
  [field: string]: unknown;
}

const ANA_ID = '65f1c0ffee0000000000a001';
const ION_ID = '65f1c0ffee0000000000a002';
const created = new Date('2025-01-10T09:00:00.000Z');

let infra: TestInfra;
let app: FastifyInstance;
let db: Connection;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'operations_installations' });
  app = await buildApp(loadServiceConfig(infra.env));
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  const base = { package: 'basic', status: 'pending', createdAt: created, updatedAt: created };
  await db.collection<{ _id: number; [field: string]: unknown }>('installations').insertMany([
    {
      ...base,
      _id: 3,
      name: 'Casa Popescu',
      address: 'Str. Lunga 1, Iași',
      customerEmail: 'ana@example.ro',
      customerId: ANA_ID,
      package: 'premium',
      status: 'completed',
      description: 'Zigbee, irrigation',
      estimatedTotalCost: 1234.5,
      plannedInstallationDate: new Date('2025-02-01T10:00:00.000Z'),
      installationDate: new Date('2025-02-03T10:00:00.000Z'),
      finishConfigurationDate: new Date('2025-02-05T10:00:00.000Z'),
    },
    // Entered by e-mail before Ana had an account: hers through her verified e-mail.
    {
      ...base,
      _id: 7,
      name: 'Garaj Popescu',
      address: 'Str. Scurta 2, Miroslava',
      customerEmail: 'ana@example.ro',
    },
    {
      ...base,
      _id: 5,
      name: 'Casa Ionescu',
      address: 'Valea Lupului',
      customerEmail: 'ion@example.ro',
      customerId: ION_ID,
    },
    // Same e-mail but linked to another account: not Ana's.
    {
      ...base,
      _id: 9,
      name: 'Other',
      address: 'Breazu',
      customerEmail: 'ana@example.ro',
      customerId: ION_ID,
    },
  ]);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await infra?.stop();
});

describe('query myInstallations', () => {
  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const response = await postGraphQL(app, { query: MY_INSTALLATIONS });
    expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
    expect(response.data).toBeNull();
  });

  it('refuses an invalid token with UNAUTHENTICATED', async () => {
    const forged = await infra.jwks.sign(
      { sub: ANA_ID, email: 'ana@example.ro', role: 'user' },
      { audience: 'elsewhere' },
    );
    const response = await postGraphQL(app, { query: MY_INSTALLATIONS, token: forged });
    expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
  });

  it("returns only the caller's installations, highest id first, with every field", async () => {
    const token = await infra.jwks.sign({ sub: ANA_ID, email: 'Ana@Example.ro', role: 'user' });
    const response = await postGraphQL<{ myInstallations: Row[] }>(app, { query: MY_INSTALLATIONS, token });
    expect(response.errors).toBeUndefined();
    const rows = response.data!.myInstallations;
    expect(rows.map((row) => row.id)).toEqual(['7', '3']);
    expect(rows[1]).toEqual({
      id: '3',
      name: 'Casa Popescu',
      address: 'Str. Lunga 1, Iași',
      customerEmail: 'ana@example.ro',
      package: 'premium',
      status: 'completed',
      description: 'Zigbee, irrigation',
      estimatedTotalCost: 1234.5,
      plannedInstallationDate: '2025-02-01T10:00:00.000Z',
      installationDate: '2025-02-03T10:00:00.000Z',
      finishConfigurationDate: '2025-02-05T10:00:00.000Z',
      createdAt: '2025-01-10T09:00:00.000Z',
      customer: { id: ANA_ID },
    });
    expect(rows[0]).toMatchObject({
      description: null,
      estimatedTotalCost: null,
      installationDate: null,
      customer: null,
    });
  });

  it('gives every role its own installations only', async () => {
    const token = await infra.jwks.sign({ sub: ION_ID, email: 'ion@example.ro', role: 'Installer' });
    const response = await postGraphQL<{ myInstallations: Row[] }>(app, { query: MY_INSTALLATIONS, token });
    expect(response.data!.myInstallations.map((row) => row.name)).toEqual(['Other', 'Casa Ionescu']);
  });

  it('is empty for a customer without installations', async () => {
    const token = await infra.jwks.sign({
      sub: '65f1c0ffee0000000000a0ff',
      email: 'new@example.ro',
      role: 'user',
    });
    const response = await postGraphQL(app, { query: MY_INSTALLATIONS, token });
    expect(response.data).toEqual({ myInstallations: [] });
  });
});

describe('Installation.customer', () => {
  it('is a User reference the gateway can resolve in the auth subgraph', async () => {
    const token = await infra.jwks.sign({ sub: ANA_ID, email: 'ana@example.ro', role: 'user' });
    const response = await postGraphQL<{ myInstallations: Array<{ customer: unknown }> }>(app, {
      query: '{ myInstallations { customer { __typename id } } }',
      token,
    });
    expect(response.data!.myInstallations).toContainEqual({ customer: { __typename: 'User', id: ANA_ID } });
  });
});
