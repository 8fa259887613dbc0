import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { errorCodes, postGraphQL, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';

const MY_USAGE = /* GraphQL */ `
  query MyUsage {
    myUsage {
      date
      messagesUsed
      messageLimit
      messagesRemaining
      promptTokens
      completionTokens
      totalTokens
      resetsAt
    }
  }
`;

const ANA = { sub: '65f1c0ffee0000000000b001', email: 'ana@example.ro', role: 'user' };
const ION = { sub: '65f1c0ffee0000000000b002', email: 'ion@example.ro', role: 'user' };
// 12:00 in Iași (UTC+2): "today" runs from 2025-03-09T22:00Z to 2025-03-10T22:00Z.
const NOW = new Date('2025-03-10T10:00:00.000Z');

let infra: TestInfra;
let db: Connection;
const apps: FastifyInstance[] = [];

async function appWith(env: Record<string, string> = {}) {
  const app = await buildApp(loadServiceConfig({ ...infra.env, ...env }), { clock: () => NOW.getTime() });
  apps.push(app);
  return app;
}

function record(userId: string, at: string, tokens: [number, number], cached = false) {
  return {
    userId,
    model: 'gpt-4o-mini',
    promptTokens: tokens[0],
    completionTokens: tokens[1],
    totalTokens: tokens[0] + tokens[1],
    cached,
    createdAt: new Date(at),
  };
}

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'assistant_usage' });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  await db.collection('usage_records').insertMany([
    record(ANA.sub, '2025-03-09T21:59:59.000Z', [1000, 1000]), // yesterday 23:59 in Iași
    record(ANA.sub, '2025-03-09T22:00:00.000Z', [100, 50]), // today 00:00
    record(ANA.sub, '2025-03-10T09:00:00.000Z', [0, 0], true), // a cached answer still counts as a message
    record(ANA.sub, '2025-03-10T21:59:59.000Z', [10, 5]), // today 23:59
    record(ANA.sub, '2025-03-10T22:00:00.000Z', [7, 7]), // tomorrow
    record(ION.sub, '2025-03-10T08:00:00.000Z', [500, 500]), // someone else
  ]);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db?.close();
  await infra?.stop();
});

describe('query myUsage', () => {
  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const response = await postGraphQL(await appWith(), { query: MY_USAGE });
    expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
  });

  it("sums the caller's messages and tokens of today in Iași against the daily limit", async () => {
    const app = await appWith();
    const response = await postGraphQL(app, { query: MY_USAGE, token: await infra.jwks.sign(ANA) });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      myUsage: {
        date: '2025-03-10',
        messagesUsed: 3,
        messageLimit: 30,
        messagesRemaining: 27,
        promptTokens: 110,
        completionTokens: 55,
        totalTokens: 165,
        resetsAt: '2025-03-10T22:00:00.000Z',
      },
    });
  });

  it('is all zeros for a caller who has not chatted today', async () => {
    const token = await infra.jwks.sign({
      sub: '65f1c0ffee0000000000b0ff',
      email: 'new@example.ro',
      role: 'admin',
    });
    const response = await postGraphQL<{ myUsage: Record<string, unknown> }>(await appWith(), {
      query: MY_USAGE,
      token,
    });
    expect(response.data!.myUsage).toMatchObject({ messagesUsed: 0, messagesRemaining: 30, totalTokens: 0 });
  });

  it('uses the configured limit and never reports a negative remainder', async () => {
    const app = await appWith({ ASSISTANT_DAILY_MESSAGE_LIMIT: '2' });
    const response = await postGraphQL<{ myUsage: Record<string, unknown> }>(app, {
      query: MY_USAGE,
      token: await infra.jwks.sign(ANA),
    });
    expect(response.data!.myUsage).toMatchObject({ messagesUsed: 3, messageLimit: 2, messagesRemaining: 0 });
  });

  it('counts days in the configured time zone', async () => {
    const app = await appWith({ ASSISTANT_TIME_ZONE: 'UTC' });
    const response = await postGraphQL<{ myUsage: Record<string, unknown> }>(app, {
      query: MY_USAGE,
      token: await infra.jwks.sign(ANA),
    });
    // UTC day 2025-03-10: the 22:00Z record is today now, the 21:59Z of the 9th is not.
    expect(response.data!.myUsage).toMatchObject({
      date: '2025-03-10',
      messagesUsed: 3,
      totalTokens: 0 + 15 + 14,
      resetsAt: '2025-03-11T00:00:00.000Z',
    });
  });
});

describe('assistant config', () => {
  it('rejects a limit below 1 and an unknown time zone at start', () => {
    expect(() =>
      loadServiceConfig({ ASSISTANT_DAILY_MESSAGE_LIMIT: '0', ASSISTANT_TIME_ZONE: 'Mars/Olympus' }),
    ).toThrow(/ASSISTANT_DAILY_MESSAGE_LIMIT[\s\S]*ASSISTANT_TIME_ZONE/);
  });
});
