/**
 * The records of sent mails are kept SENT_MAIL_RETENTION_DAYS, then the database removes them (a
 * TTL index; the embedded engine runs its TTL pass every second, a mongod every minute). A changed
 * retention replaces the index at the next start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@smarthome/service-kit/testing';
import { loadServiceConfig } from '../src/config.js';
import { setupEmail } from '../src/email/email.setup.js';
import { startEmailTestInfra, type EmailTestInfra } from './support.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for a mongod's TTL pass, which runs once a minute. */
const TTL_PASS_MS = 150_000;

let infra: EmailTestInfra;

beforeAll(async () => {
  infra = await startEmailTestInfra();
});
afterAll(async () => {
  await infra?.stop();
});

const deliveries = () => infra.db.collection('deliveries');

async function retentionSeconds(): Promise<number | undefined> {
  const indexes = await deliveries().indexes();
  return indexes.find((index) => index.name === 'retention')?.expireAfterSeconds;
}

function record(eventId: string, createdAt: Date) {
  return {
    eventId,
    type: 'user.password_reset_requested',
    recipientIndex: 0,
    to: 'dan@example.ro',
    subject: 'Resetarea parolei',
    status: 'sent',
    attempts: 1,
    messageId: `<${eventId}.0@smarthome.local>`,
    smtpResponse: '250 OK',
    lastError: null,
    sentAt: createdAt,
    claimedUntil: null,
    createdAt,
    updatedAt: createdAt,
  };
}

describe('sent-mail records', () => {
  it(
    'are removed once older than the retention, and kept until then',
    { timeout: TTL_PASS_MS + 30_000 },
    async () => {
      const email = await setupEmail(loadServiceConfig(infra.env()), infra.db);
      email.close();
      expect(await retentionSeconds()).toBe(90 * 24 * 60 * 60);

      await deliveries().insertMany([
        record('old', new Date(Date.now() - 91 * DAY_MS)),
        record('recent', new Date(Date.now() - 89 * DAY_MS)),
      ]);
      const left = await eventually(
        async () => (await deliveries().find({}).toArray()).map((doc) => String(doc.eventId)),
        (ids) => !ids.includes('old'),
        { timeoutMs: TTL_PASS_MS, intervalMs: 200 },
      );
      expect(left).toEqual(['recent']);
    },
  );

  it('follow a retention changed between two starts', async () => {
    const email = await setupEmail(
      loadServiceConfig(infra.env({ SENT_MAIL_RETENTION_DAYS: '30' })),
      infra.db,
    );
    email.close();
    expect(await retentionSeconds()).toBe(30 * 24 * 60 * 60);
  });

  it('refuses a retention that is not a whole number of days from 1', () => {
    expect(() => loadServiceConfig(infra.env({ SENT_MAIL_RETENTION_DAYS: '0' }))).toThrow(
      /SENT_MAIL_RETENTION_DAYS/,
    );
  });
});
