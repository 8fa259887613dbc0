import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import {
  createTestJwks,
  startTestMongo,
  startTestRedis,
  testServiceEnv,
  type TestJwks,
  type TestMongo,
  type TestRedis,
} from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../index.js';
import { uniquePrefix } from '../../test/support.js';
import { MY_MAILS_PATH } from './data-export.routes.js';

let mongo: TestMongo;
let redis: TestRedis;
let jwks: TestJwks;
let stranger: TestJwks;
let app: FastifyInstance;
let db: Connection;

const ANA = { sub: '65f1c0ffee0000000000a001', email: 'ana@example.ro', role: 'user' };

/**
 * Minutes of the last hour: the records must be younger than SENT_MAIL_RETENTION_DAYS, or the
 * engine's TTL pass may remove them in the middle of the test.
 */
const HOUR_AGO = Date.now() - 60 * 60_000;
const at = (minute: number) => new Date(HOUR_AGO + minute * 60_000);

beforeAll(async () => {
  [mongo, redis, jwks, stranger] = await Promise.all([
    startTestMongo({ prefix: 'notifications_export' }),
    startTestRedis(),
    createTestJwks(),
    createTestJwks(),
  ]);
  app = await buildApp(
    loadServiceConfig(testServiceEnv({ mongo, redis, jwks }, { EVENTS_PREFIX: uniquePrefix() })),
    { consume: false },
  );
  db = await connectMongo({ uri: mongo.uri, dbName: mongo.dbName });
  const delivery = (eventId: string, to: string, subject: string, minute: number, sent = true) => ({
    eventId,
    type: 'issue.status_changed',
    recipientIndex: 0,
    to,
    subject,
    status: sent ? 'sent' : 'failed',
    attempts: 1,
    messageId: `<${eventId}.0@smarthome.local>`,
    smtpResponse: '250 OK: secret-queue-id',
    lastError: sent ? null : 'ECONNREFUSED',
    sentAt: sent ? at(minute) : null,
    claimedUntil: null,
    createdAt: at(minute),
    updatedAt: at(minute),
  });
  await db
    .collection('deliveries')
    .insertMany([
      delivery('e1', 'ana@example.ro', 'Problema „Releu” este în lucru', 1),
      delivery('e2', 'ion@example.ro', 'Problema lui Ion', 2),
      delivery('e3', 'ana@example.ro', 'Problema „Releu” a fost rezolvată', 3, false),
    ]);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await Promise.allSettled([mongo?.stop(), redis?.stop(), jwks?.stop(), stranger?.stop()]);
});

describe('GET /account/mails', () => {
  it("lists the mails sent to the caller's address, newest first, without their content or SMTP answers", async () => {
    const response = await app.inject({
      url: MY_MAILS_PATH,
      headers: { authorization: `Bearer ${await jwks.sign(ANA)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      mails: [
        {
          kind: 'issue.status_changed',
          subject: 'Problema „Releu” a fost rezolvată',
          status: 'failed',
          sentAt: null,
          createdAt: at(3).toISOString(),
        },
        {
          kind: 'issue.status_changed',
          subject: 'Problema „Releu” este în lucru',
          status: 'sent',
          sentAt: at(1).toISOString(),
          createdAt: at(1).toISOString(),
        },
      ],
    });
  });

  it('reads the session cookie of a browser the way the subgraphs do', async () => {
    const response = await app.inject({ url: MY_MAILS_PATH, cookies: { session: await jwks.sign(ANA) } });
    expect(response.json<{ mails: unknown[] }>().mails).toHaveLength(2);
  });

  it('refuses a caller without a token, or with one the auth service did not sign', async () => {
    for (const headers of [{}, { authorization: `Bearer ${await stranger.sign(ANA)}` }]) {
      const response = await app.inject({ url: MY_MAILS_PATH, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    }
  });
});
