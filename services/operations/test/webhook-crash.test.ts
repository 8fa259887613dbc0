/**
 * A delivery outlives the process attempting it: an operations process killed (SIGKILL) while the
 * receiver holds its request stops renewing the job's lock; once the lock lapsed, another process's
 * worker takes the job again and the receiver gets the event a second time with the same
 * webhook-id (receivers deduplicate on it), and the log says delivered.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { newEvent, QUEUES } from '@smarthome/service-kit/events';
import {
  eventually,
  publishTestEvent,
  SERVICE_READY_TIMEOUT_MS,
  startServiceProcess,
  startTestInfra,
  type ServiceProcess,
  type TestInfra,
  startWebhookReceiver,
  DEFAULT_RECEIVER_PATH,
  type WebhookReceiver,
} from '@smarthome/service-kit/testing';
import { insertWebhook } from './helpers.js';

const operationsEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
/**
 * The job's lock lapses (2 s here, 30 s by default), then the next stalled check (every second
 * here) hands the job out again.
 */
const RECOVERY_TIMEOUT_MS = 30_000;

let infra: TestInfra;
let db: Connection;
let receiver: WebhookReceiver;
const processes: ServiceProcess[] = [];

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'operations_webhook_crash' });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  for (const started of processes) await started.stop();
  await receiver?.close();
  await db?.close();
  await infra?.stop();
});

async function startOperations(): Promise<ServiceProcess> {
  const started = await startServiceProcess({
    entry: operationsEntry,
    name: 'operations',
    env: {
      ...infra.env,
      WEBHOOKS_ALLOW_PRIVATE: '1',
      WEBHOOK_RETRY_DELAYS_MS: '100',
      WEBHOOK_LOCK_DURATION_MS: '2000',
      WEBHOOK_STALLED_INTERVAL_MS: '1000',
    },
  });
  processes.push(started);
  return started;
}

describe('a process killed in the middle of an attempt', () => {
  it(
    'loses no delivery: another process sends it again with the same webhook-id',
    async () => {
      const first = await startOperations();
      const insertedId = await insertWebhook(db, receiver.url());
      // The first request is held until the end: its sender dies with it in hand.
      let release: (() => void) | undefined;
      receiver.answer(DEFAULT_RECEIVER_PATH, {
        status: 200,
        before: () => new Promise<void>((resolve) => (release = resolve)),
      });
      const event = newEvent('webhook.occurred', { type: 'issue.created', data: { id: 3, title: 'Releu' } });
      await publishTestEvent({ redis: infra.redis.url, queue: QUEUES.webhooks }, event);
      await eventually(
        () => receiver.requests.length,
        (count) => count === 1,
      );
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      release?.();

      await startOperations();
      const delivery = await eventually(
        () => db.collection('webhook_deliveries').findOne({ webhookId: insertedId }),
        (found) => found?.status === 'delivered',
        { timeoutMs: RECOVERY_TIMEOUT_MS },
      );
      expect(delivery).toMatchObject({ messageId: event.id, attempts: 1, responseStatus: 200 });
      expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([event.id, event.id]);
      expect(receiver.requests[1]!.body).toBe(receiver.requests[0]!.body);
    },
    2 * SERVICE_READY_TIMEOUT_MS + RECOVERY_TIMEOUT_MS,
  );
});
