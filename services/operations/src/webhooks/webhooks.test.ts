import { Types } from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '@smarthome/service-kit/contracts/webhooks';
import { errorCodes, startWebhookReceiver, type WebhookReceiver } from '@smarthome/service-kit/testing';
import {
  clearCollections,
  DOCS,
  insertFailedDelivery,
  insertWebhook,
  publishWebhookEvent,
  settledDeliveries,
  useOperationsSuite,
  WEBHOOK_FORM,
} from '../../test/helpers.js';
import type { Webhook } from './webhooks.service.js';

// As in production: https only, and no private address, at saving and at every attempt.
const suite = useOperationsSuite('operations_webhooks', { WEBHOOK_RETRY_DELAYS_MS: '50' });

/** A webhook as the API answers it: instants as ISO strings. */
type WebhookRow = Omit<Webhook, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

let receiver: WebhookReceiver | undefined;

beforeEach(() => clearCollections(suite.db));
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function create(form: Record<string, unknown> = {}) {
  return (
    await suite.ok<{ createWebhook: { secret: string; webhook: WebhookRow } }>('admin', DOCS.createWebhook, {
      input: { ...WEBHOOK_FORM, ...form },
    })
  ).createWebhook;
}

/** The `{field, msg}` details of a refused form. */
async function refusal(query: string, variables: Record<string, unknown>) {
  const response = await suite.gql('admin', query, variables);
  expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
  return (response.errors![0]!.extensions!.details as { errors: unknown[] }).errors;
}

describe('webhooks', () => {
  it('creates one with a secret shown once, reads, lists, edits, rotates and deletes it', async () => {
    const { secret, webhook } = await create({
      events: ['issue.created', 'installation.created', 'issue.created'],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(webhook).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: WEBHOOK_FORM.url,
      events: ['installation.created', 'issue.created'],
      description: 'CRM',
      active: true,
      disabledReason: null,
      consecutiveFailures: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await suite.ok('admin', DOCS.webhook, { id: webhook.id })).toEqual({ webhook });
    const second = await create({ url: 'https://[2606:4700::1111]/hook', description: '  ' });
    expect(second.webhook.description).toBeNull();
    expect(second.secret).not.toBe(secret);
    const list = await suite.ok<{ webhooks: WebhookRow[] }>('admin', DOCS.webhooks);
    expect(list.webhooks.map((row) => row.id)).toEqual([second.webhook.id, webhook.id]);

    const { updateWebhook } = await suite.ok<{ updateWebhook: WebhookRow }>('admin', DOCS.updateWebhook, {
      id: webhook.id,
      input: { events: ['issue.commented'], description: '' },
    });
    expect(updateWebhook).toMatchObject({
      url: WEBHOOK_FORM.url,
      events: ['issue.commented'],
      description: null,
    });
    const moved = await suite.ok<{ updateWebhook: WebhookRow }>('admin', DOCS.updateWebhook, {
      id: webhook.id,
      input: { url: 'https://93.184.215.15/v2', description: 'ERP' },
    });
    expect(moved.updateWebhook).toMatchObject({
      url: 'https://93.184.215.15/v2',
      events: ['issue.commented'],
      description: 'ERP',
    });

    const rotated = await suite.ok<{ rotateWebhookSecret: { secret: string; webhook: WebhookRow } }>(
      'admin',
      DOCS.rotateWebhookSecret,
      { id: webhook.id },
    );
    expect(rotated.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotated.rotateWebhookSecret.secret).not.toBe(secret);
    const stored = await suite.db.collection('webhooks').findOne({ _id: new Types.ObjectId(webhook.id) });
    expect(stored!.secret).toBe(rotated.rotateWebhookSecret.secret);
    // The secret is never part of a webhook as the API shows it.
    expect(JSON.stringify(await suite.ok('admin', DOCS.webhooks))).not.toContain('whsec_');

    await insertFailedDelivery(suite.db, webhook.id);
    expect(await suite.ok('admin', DOCS.deleteWebhook, { id: webhook.id })).toEqual({ deleteWebhook: true });
    expect(await suite.db.collection('webhook_deliveries').countDocuments({})).toBe(0);
    for (const id of [webhook.id, 'not-an-id', '123']) {
      for (const [query, variables] of [
        [DOCS.webhook, { id }],
        [DOCS.deleteWebhook, { id }],
        [DOCS.rotateWebhookSecret, { id }],
        [DOCS.updateWebhook, { id, input: { active: false } }],
        [DOCS.webhookDeliveries, { webhookId: id }],
        [DOCS.redeliverWebhookDelivery, { webhookId: id, deliveryId: new Types.ObjectId().toHexString() }],
      ] as const) {
        const response = await suite.gql('admin', query, variables);
        expect(errorCodes(response)).toEqual(['NOT_FOUND']);
        expect(response.errors![0]!.message).toBe(WEBHOOK_MESSAGES.notFound);
      }
    }
    for (const deliveryId of [new Types.ObjectId().toHexString(), 'nope']) {
      const response = await suite.gql('admin', DOCS.redeliverWebhookDelivery, {
        webhookId: second.webhook.id,
        deliveryId,
      });
      expect(errorCodes(response)).toEqual(['NOT_FOUND']);
      expect(response.errors![0]!.message).toBe(WEBHOOK_MESSAGES.deliveryNotFound);
    }
  });

  it('turned back on, forgets why and how often it failed; turned off by an admin, has no reason', async () => {
    const { webhook } = await create();
    await suite.db.collection('webhooks').updateOne(
      { _id: new Types.ObjectId(webhook.id) },
      {
        $set: { active: false, disabledReason: 'Turned off after 10 deliveries', consecutiveFailures: 10 },
      },
    );
    const on = await suite.ok<{ updateWebhook: WebhookRow }>('admin', DOCS.updateWebhook, {
      id: webhook.id,
      input: { active: true },
    });
    expect(on.updateWebhook).toMatchObject({ active: true, disabledReason: null, consecutiveFailures: 0 });
    const off = await suite.ok<{ updateWebhook: WebhookRow }>('admin', DOCS.updateWebhook, {
      id: webhook.id,
      input: { active: false },
    });
    expect(off.updateWebhook).toMatchObject({ active: false, disabledReason: null, url: WEBHOOK_FORM.url });
  });

  it('lists the event types with what they mean', async () => {
    const { webhookEventTypes } = await suite.ok<{
      webhookEventTypes: Array<{ type: string; description: string }>;
    }>('admin', DOCS.webhookEventTypes);
    expect(webhookEventTypes.map((row) => row.type)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(webhookEventTypes.every((row) => row.description.length > 10)).toBe(true);
  });

  it('answers every refused field at once', async () => {
    expect(await refusal(DOCS.createWebhook, { input: {} })).toEqual([
      { field: 'url', msg: WEBHOOK_MESSAGES.urlRequired },
      { field: 'events', msg: WEBHOOK_MESSAGES.eventsRequired },
    ]);
    expect(
      await refusal(DOCS.createWebhook, {
        input: {
          url: 'hooks.example.com',
          events: ['issue.created', 'issue.deleted'],
          description: 'd'.repeat(201),
        },
      }),
    ).toEqual([
      { field: 'url', msg: WEBHOOK_MESSAGES.urlInvalid },
      { field: 'events', msg: WEBHOOK_MESSAGES.unknownEvent('issue.deleted') },
      { field: 'description', msg: WEBHOOK_MESSAGES.descriptionTooLong },
    ]);
    expect(
      await refusal(DOCS.createWebhook, {
        input: { ...WEBHOOK_FORM, url: `https://93.184.215.14/${'a'.repeat(2_000)}` },
      }),
    ).toEqual([{ field: 'url', msg: WEBHOOK_MESSAGES.urlTooLong }]);
    expect(
      await refusal(DOCS.createWebhook, { input: { ...WEBHOOK_FORM, url: 'https://u:p@93.184.215.14/' } }),
    ).toEqual([{ field: 'url', msg: WEBHOOK_MESSAGES.urlCredentials }]);
    const { webhook } = await create();
    expect(await refusal(DOCS.updateWebhook, { id: webhook.id, input: { events: [], url: '' } })).toEqual([
      { field: 'url', msg: WEBHOOK_MESSAGES.urlRequired },
      { field: 'events', msg: WEBHOOK_MESSAGES.eventsRequired },
    ]);
    expect(await suite.ok('admin', DOCS.webhook, { id: webhook.id })).toEqual({ webhook });
  });

  it.each([
    ['http://93.184.215.14/hook', WEBHOOK_MESSAGES.httpsRequired],
    ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://10.0.0.8/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://172.20.1.1/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://192.168.1.20/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://100.100.100.100/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://169.254.169.254/latest/meta-data/', WEBHOOK_MESSAGES.privateAddress],
    ['https://metadata.google.internal/computeMetadata/v1/', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[fd00::1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[fe80::1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://localhost/hook', WEBHOOK_MESSAGES.privateAddress],
    ['https://nothing.invalid/hook', WEBHOOK_MESSAGES.unresolvable],
  ])('refuses %s at creation and at an update', async (url, message) => {
    expect(await refusal(DOCS.createWebhook, { input: { ...WEBHOOK_FORM, url } })).toEqual([
      { field: 'url', msg: message },
    ]);
    const { webhook } = await create();
    expect(await refusal(DOCS.updateWebhook, { id: webhook.id, input: { url } })).toEqual([
      { field: 'url', msg: message },
    ]);
    expect(await suite.db.collection('webhooks').countDocuments({ url })).toBe(0);
  });

  it('keeps at most 20', async () => {
    for (let index = 0; index < 20; index += 1) await create({ description: `#${index}` });
    const response = await suite.gql('admin', DOCS.createWebhook, { input: WEBHOOK_FORM });
    expect(errorCodes(response)).toEqual(['CONFLICT']);
    expect(response.errors![0]!.message).toBe(WEBHOOK_MESSAGES.tooManyWebhooks);
    expect(await suite.db.collection('webhooks').countDocuments({})).toBe(20);
  });

  it('answers only admins: UNAUTHENTICATED anonymous, FORBIDDEN to installers and customers', async () => {
    const { webhook } = await create();
    for (const [query, variables] of [
      [DOCS.webhooks, {}],
      [DOCS.webhook, { id: webhook.id }],
      [DOCS.webhookDeliveries, { webhookId: webhook.id }],
      [DOCS.webhookEventTypes, {}],
      [DOCS.createWebhook, { input: WEBHOOK_FORM }],
      [DOCS.updateWebhook, { id: webhook.id, input: { active: false } }],
      [DOCS.rotateWebhookSecret, { id: webhook.id }],
      [DOCS.deleteWebhook, { id: webhook.id }],
    ] as const) {
      expect(errorCodes(await suite.gql('anonymous', query, variables))).toEqual(['UNAUTHENTICATED']);
      expect(errorCodes(await suite.gql('installer', query, variables))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await suite.gql('owner', query, variables))).toEqual(['FORBIDDEN']);
    }
    expect(await suite.ok('admin', DOCS.webhook, { id: webhook.id })).toEqual({ webhook });
  });

  it('refuses a stored loopback URL again at delivery: no request reaches it, and the log says why', async () => {
    receiver = await startWebhookReceiver();
    // Saved while the deployment allowed private addresses; this one does not.
    const insertedId = await insertWebhook(suite.db, receiver.url());
    const webhookId = insertedId.toHexString();
    await publishWebhookEvent(suite);
    expect(await settledDeliveries(suite, webhookId)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 2,
        responseStatus: null,
        lastError: WEBHOOK_MESSAGES.httpsRequired,
      }),
    ]);
    expect(receiver.requests).toEqual([]);
    await suite.db
      .collection('webhooks')
      .updateOne({ _id: insertedId }, { $set: { url: receiver.url().replace('http:', 'https:') } });
    await publishWebhookEvent(suite);
    const [again] = await settledDeliveries(suite, webhookId, 2);
    expect(again).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: WEBHOOK_MESSAGES.privateAddress,
    });
    expect(receiver.requests).toEqual([]);
  });
});
