import { createHmac } from 'node:crypto';
import { Queue } from 'bullmq';
import { Types } from 'mongoose';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectRedis } from '@smarthome/service-kit';
import { newEvent, QUEUES } from '@smarthome/service-kit/events';
import {
  DEFAULT_RECEIVER_PATH,
  errorCodes,
  eventually,
  publishTestEvent,
  startWebhookReceiver,
  type ReceivedRequest,
  type WebhookReceiver,
} from '@smarthome/service-kit/testing';
import { WEBHOOK_MESSAGES } from '@smarthome/service-kit/contracts/webhooks';
import {
  clearCollections,
  DOCS,
  PEOPLE,
  publishWebhookEvent,
  settledDeliveries,
  useOperationsSuite,
  webhookDeliveries,
  type WebhookDeliveryRow,
} from '../../test/helpers.js';
import { DeliveryQueue, deliveryJobId, WEBHOOK_DELIVERY_QUEUE } from './delivery-queue.js';
import { ENDED_WITHOUT_REQUEST } from './delivery-attempt.js';
import { INTERRUPTED } from './delivery-worker.js';
import { createWebhookDeliveryModel } from './webhook-deliveries.model.js';
import { WebhookFanOut } from './webhook-fanout.js';
import { createWebhookModel } from './webhooks.model.js';

// Receivers on the loopback: private addresses allowed. Two quick retries; off after 2 failed deliveries.
const suite = useOperationsSuite('operations_webhook_deliveries', {
  WEBHOOKS_ALLOW_PRIVATE: '1',
  WEBHOOK_RETRY_DELAYS_MS: '100,100',
  WEBHOOK_DISABLE_AFTER_FAILURES: '2',
});

let receiver: WebhookReceiver;
let elsewhere: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  elsewhere = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await elsewhere.close();
});
beforeEach(async () => {
  await clearCollections(suite.db);
  receiver.requests.length = 0;
  elsewhere.requests.length = 0;
});

async function subscribe(events: string[] = ['issue.created'], url = receiver.url()) {
  return (
    await suite.ok<{ createWebhook: { secret: string; webhook: { id: string } } }>(
      'admin',
      DOCS.createWebhook,
      {
        input: { url, events },
      },
    )
  ).createWebhook;
}

const occurred = (type?: 'issue.created' | 'installation.created', data?: Record<string, unknown>) =>
  publishWebhookEvent(suite, type, data);
const deliveriesOf = (webhookId: string) => webhookDeliveries(suite, webhookId);
const settled = (webhookId: string, count?: number) => settledDeliveries(suite, webhookId, count);

/** The signature checked without the library: HMAC-SHA256 of `{id}.{timestamp}.{body}` with the decoded secret. */
function expectSignedWith(secret: string, request: ReceivedRequest) {
  const id = request.headers['webhook-id'] as string;
  const timestamp = request.headers['webhook-timestamp'] as string;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64');
  expect(request.headers['webhook-signature']).toBe(`v1,${expected}`);
  expect(new Verifier(secret).verify(request.body, request.headers as Record<string, string>)).toEqual(
    JSON.parse(request.body),
  );
}

describe('a webhook.occurred event', () => {
  it('reaches the subscribed endpoints, signed, as {type, timestamp, data}', async () => {
    const { secret, webhook } = await subscribe(['issue.created', 'issue.commented']);
    const other = await subscribe(['installation.created']);
    const off = await subscribe(['issue.created']);
    await suite.ok('admin', DOCS.updateWebhook, { id: off.webhook.id, input: { active: false } });
    const data = { id: 7, title: 'Releu „blocat”', status: 'open', customer_email: 'ana@example.ro' };
    const event = await occurred('issue.created', data);

    const [row] = await settled(webhook.id);
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      event: 'issue.created',
      messageId: event.id,
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      createdAt: expect.any(String),
      deliveredAt: expect.any(String),
      nextAttemptAt: null,
    });
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/hook' });
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': expect.stringMatching(/^SmartHome/),
      'webhook-id': event.id,
      'webhook-timestamp': expect.stringMatching(/^\d{10}$/),
    });
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1_000)).toBeLessThan(60);
    expect(JSON.parse(request!.body)).toEqual({ type: 'issue.created', timestamp: event.occurredAt, data });
    expectSignedWith(secret, request!);
    // The stored body is the exact bytes sent; the receiver's answer is not kept.
    const stored = await suite.db.collection('webhook_deliveries').findOne({ messageId: event.id });
    expect(stored!.body).toBe(request!.body);
    expect(JSON.stringify(stored)).not.toContain('receiver says');
    // Not subscribed, or turned off: nothing.
    expect(await deliveriesOf(other.webhook.id)).toEqual([]);
    expect(await deliveriesOf(off.webhook.id)).toEqual([]);
  });

  it('is tried again after a 500 with the same webhook-id, and logged delivered after 2 attempts', async () => {
    const { secret, webhook } = await subscribe();
    receiver.answer(DEFAULT_RECEIVER_PATH, 500);
    const event = await occurred();
    const [row] = await settled(webhook.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200, lastError: null });
    expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([event.id, event.id]);
    expect(receiver.requests[0]!.body).toBe(receiver.requests[1]!.body);
    for (const request of receiver.requests) expectSignedWith(secret, request);
  });

  it('never follows a redirect: the other address gets nothing and the attempt failed', async () => {
    const { webhook } = await subscribe();
    const redirect = { status: 302, headers: { location: elsewhere.url() } };
    receiver.answer(DEFAULT_RECEIVER_PATH, redirect, redirect, redirect);
    await occurred();
    const [row] = await settled(webhook.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      responseStatus: 302,
      lastError: 'Redirect not followed (302)',
      nextAttemptAt: null,
    });
    expect(receiver.requests).toHaveLength(3);
    expect(elsewhere.requests).toEqual([]);
  });

  it('failing every attempt twice in a row turns the endpoint off and tells the admins; redelivered, it arrives with the same webhook-id', async () => {
    const { webhook } = await subscribe();
    receiver.answer(DEFAULT_RECEIVER_PATH, 500, 503, 500);
    const first = await occurred();
    const [failed] = await settled(webhook.id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      responseStatus: 500,
      lastError: 'HTTP 500',
    });
    expect(await suite.ok('admin', DOCS.webhook, { id: webhook.id })).toMatchObject({
      webhook: { active: true, consecutiveFailures: 1 },
    });
    expect(await suite.db.collection('outbox').countDocuments({ type: 'webhook.endpoint_disabled' })).toBe(0);

    receiver.answer(DEFAULT_RECEIVER_PATH, 500, 500, 500);
    await occurred();
    await settled(webhook.id, 2);
    const { webhook: turnedOff } = await suite.ok<{ webhook: Record<string, unknown> }>(
      'admin',
      DOCS.webhook,
      {
        id: webhook.id,
      },
    );
    expect(turnedOff).toMatchObject({
      active: false,
      consecutiveFailures: 2,
      disabledReason: expect.stringContaining('HTTP 500'),
    });
    const outbox = await suite.db.collection('outbox').find({ type: 'webhook.endpoint_disabled' }).toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      queue: QUEUES.email,
      pending: true,
      payload: { webhookId: webhook.id, url: receiver.url(), failures: 2, lastError: 'HTTP 500' },
    });

    // Turned off: a new event is not delivered to it.
    await occurred();
    expect(await deliveriesOf(webhook.id)).toHaveLength(2);

    // Back on, and the first failed delivery sent again: the same id, the attempts counting on.
    await suite.ok('admin', DOCS.updateWebhook, { id: webhook.id, input: { active: true } });
    receiver.requests.length = 0;
    const { redeliverWebhookDelivery } = await suite.ok<{ redeliverWebhookDelivery: WebhookDeliveryRow }>(
      'admin',
      DOCS.redeliverWebhookDelivery,
      { webhookId: webhook.id, deliveryId: failed!.id },
    );
    expect(redeliverWebhookDelivery).toMatchObject({ id: failed!.id, status: 'pending', attempts: 3 });
    const delivered = await eventually(
      () => deliveriesOf(webhook.id),
      (rows) => rows.find((row) => row.id === failed!.id)?.status === 'delivered',
    );
    expect(delivered.find((row) => row.id === failed!.id)).toMatchObject({
      messageId: first.id,
      attempts: 4,
      responseStatus: 200,
      lastError: null,
    });
    expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([first.id]);
    expect(await suite.ok('admin', DOCS.webhook, { id: webhook.id })).toMatchObject({
      webhook: { active: true, consecutiveFailures: 0 },
    });

    // Delivered (or still pending): never sent again.
    const again = await suite.gql('admin', DOCS.redeliverWebhookDelivery, {
      webhookId: webhook.id,
      deliveryId: failed!.id,
    });
    expect(errorCodes(again)).toEqual(['CONFLICT']);
    expect(again.errors![0]!.message).toBe(WEBHOOK_MESSAGES.onlyFailedRedelivered);
  });

  it('ends failed without a request when the endpoint is turned off before the next attempt', async () => {
    const { webhook } = await subscribe();
    receiver.answer(DEFAULT_RECEIVER_PATH, {
      status: 500,
      before: async () => {
        await suite.ok('admin', DOCS.updateWebhook, { id: webhook.id, input: { active: false } });
      },
    });
    await occurred();
    const [row] = await settled(webhook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: ENDED_WITHOUT_REQUEST.turnedOff });
    expect(receiver.requests).toHaveLength(1);
    // Not the receiver's failure: it does not count against the endpoint.
    expect(await suite.ok('admin', DOCS.webhook, { id: webhook.id })).toMatchObject({
      webhook: { consecutiveFailures: 0 },
    });
  });

  it('ends failed, to be sent again later, when its attempts break off on this side every time', async () => {
    const { webhook } = await subscribe();
    // A stored secret that cannot sign: every attempt throws before any request.
    await suite.db
      .collection('webhooks')
      .updateOne({ _id: new Types.ObjectId(webhook.id) }, { $set: { secret: 'whsec_' } });
    await occurred();
    const [row] = await settled(webhook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 0, lastError: INTERRUPTED, nextAttemptAt: null });
    expect(receiver.requests).toEqual([]);
    expect(await suite.ok('admin', DOCS.webhook, { id: webhook.id })).toMatchObject({
      webhook: { active: true, consecutiveFailures: 0 },
    });
  });

  it('after rotateWebhookSecret, verifies with the new secret only', async () => {
    const { secret: old, webhook } = await subscribe();
    const { rotateWebhookSecret } = await suite.ok<{ rotateWebhookSecret: { secret: string } }>(
      'admin',
      DOCS.rotateWebhookSecret,
      { id: webhook.id },
    );
    await occurred();
    await settled(webhook.id);
    const [request] = receiver.requests;
    expectSignedWith(rotateWebhookSecret.secret, request!);
    expect(() => new Verifier(old).verify(request!.body, request!.headers as Record<string, string>)).toThrow(
      'No matching signature found',
    );
  });

  it('handled twice, makes one delivery and one job', async () => {
    const { webhook } = await subscribe();
    const event = await occurred();
    const [row] = await settled(webhook.id);
    expect(row!.status).toBe('delivered');

    // The same event handled again, as after a crash before the consumer recorded it, twice at once.
    const redis = connectRedis({ url: suite.infra.redis.url });
    const queue = new DeliveryQueue({ redis, prefix: 'bull', retryDelays: [100] });
    const jobs = new Queue(WEBHOOK_DELIVERY_QUEUE, { connection: redis });
    try {
      const fanOut = new WebhookFanOut({
        webhooks: createWebhookModel(suite.db),
        deliveries: createWebhookDeliveryModel(suite.db),
        queue,
      });
      const jobsBefore = await jobs.getJobCountByTypes('completed', 'wait', 'active', 'delayed', 'failed');
      await Promise.all([fanOut.handle(event), fanOut.handle(event)]);
      const racing = newEvent('webhook.occurred', { type: 'issue.created', data: { id: 8 } });
      await Promise.all([fanOut.handle(racing), fanOut.handle(racing)]);
      const rows = await settled(webhook.id, 2);
      expect(rows.map((one) => one.messageId)).toEqual([racing.id, event.id]);
      expect(await suite.db.collection('webhook_deliveries').countDocuments({})).toBe(2);
      for (const one of rows) {
        expect(await jobs.getJob(deliveryJobId({ deliveryId: one.id, round: 0 }))).toBeDefined();
      }
      // One job more: the racing event's.
      expect(await jobs.getJobCountByTypes('completed', 'wait', 'active', 'delayed', 'failed')).toBe(
        jobsBefore + 1,
      );
      expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([
        event.id,
        racing.id,
      ]);
    } finally {
      await queue.close();
      await jobs.close();
      redis.disconnect();
    }
  });
});

describe('an account.deleted event', () => {
  it('deletes the deliveries whose body names the person, and only those', async () => {
    const { webhook } = await subscribe(['installation.created']);
    await occurred('installation.created', { id: 1, customer_email: PEOPLE.owner.email.toUpperCase() });
    await occurred('installation.created', { id: 2, customer_email: PEOPLE.other.email });
    await settled(webhook.id, 2);
    const deleted = newEvent('account.deleted', { userId: PEOPLE.owner.id, email: PEOPLE.owner.email });
    await publishTestEvent({ redis: suite.infra.redis.url, queue: QUEUES.operations }, deleted);
    const rows = await eventually(
      () => suite.db.collection('webhook_deliveries').find({}).toArray(),
      (found) => found.length === 1,
    );
    expect(rows[0]!.body).toContain(PEOPLE.other.email);
    expect(rows[0]!.webhookId).toEqual(new Types.ObjectId(webhook.id));
  });
});
