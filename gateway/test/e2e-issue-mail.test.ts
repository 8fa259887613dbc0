/**
 * The whole chain of a reported issue: a customer's POST /api/v0/issues through the gateway, the
 * operations service writing the event with the issue and relaying it to the `email` queue, the
 * notifications worker consuming it and sending the staff's mail to the SMTP sink. No account
 * events reach this worker, so the staff it knows is the business owner's INSTALLER_EMAIL (what a
 * fresh deployment does too).
 */
import { randomBytes } from 'node:crypto';
import { startSmtpSink, type SmtpSink } from '@smarthome/dev/smtp-sink';
import { buildApp as buildNotifications, loadServiceConfig } from '@smarthome/notifications';
import { connectMongo } from '@smarthome/service-kit';
import { testServiceEnv } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsStack, type OperationsStack } from './operations-stack.js';

const INSTALLER_EMAIL = 'installer-owner@smarthome.test';
const BASE_URL = 'https://smarthome.test';

let stack: OperationsStack;
let sink: SmtpSink;
let notifications: FastifyInstance;
let notificationsDb: string;

beforeAll(async () => {
  // The operations relay and the worker meet on this suite's own queue names.
  const prefix = `t${randomBytes(5).toString('hex')}`;
  stack = await startOperationsStack({ relay: true, operationsEnv: { EVENTS_PREFIX: prefix } });
  sink = await startSmtpSink({ port: 0 });
  const { mongo, redis } = stack.auth.infra;
  notificationsDb = `${mongo.dbName}_notifications`;
  notifications = await buildNotifications(
    loadServiceConfig(
      testServiceEnv(
        { mongo, redis },
        {
          MONGODB_DB: notificationsDb,
          SMTP_URL: sink.url,
          EVENTS_PREFIX: prefix,
          INSTALLER_EMAIL,
          PUBLIC_BASE_URL: BASE_URL,
        },
      ),
    ),
  );
});

afterAll(async () => {
  await notifications?.close();
  await sink?.stop();
  if (stack) {
    // A real MongoDB (MONGODB_URI) keeps databases: the worker's goes with the suite.
    const { uri } = stack.auth.infra.mongo;
    const db = await connectMongo({ uri, dbName: notificationsDb });
    await db.dropDatabase();
    await db.close();
    await stack.stop();
  }
});

describe('POST /api/v0/issues by a customer', () => {
  it('mails the staff through the notifications worker', async () => {
    const installation = await stack.createInstallation({ name: 'Casa Popescu' });
    const issue = await stack.ok<{ id: number }>('POST', '/issues', {
      as: 'owner',
      body: { installationId: installation, title: 'Releul nu pornește', description: 'Din baie, de ieri.' },
    });

    const mail = await sink.waitForMessage((m) => m.subject?.includes('Releul nu pornește') ?? false, {
      timeoutMs: 20_000,
    });
    expect(mail).toMatchObject({
      to: [INSTALLER_EMAIL],
      subject: 'New issue at Casa Popescu: Releul nu pornește',
    });
    expect(mail.text).toContain('Din baie, de ieri.');
    expect(mail.text).toContain(`${BASE_URL}/dashboard/issues/${issue.id}`);
  }, 30_000);
});
