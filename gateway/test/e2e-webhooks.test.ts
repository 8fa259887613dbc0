/**
 * Webhooks end to end: the gateway in front of the real auth and operations services (embedded
 * Mongo, Redis), the operations service relaying its events and delivering them to a receiver on
 * 127.0.0.1 (private addresses allowed here, retries 200 ms apart). Everyone signs in with a
 * session cookie and sends the CSRF token on writes, as the dashboard does. An admin subscribes
 * the receiver to issue.created; a customer reports an issue; the receiver gets the issue as the
 * API answers it, signed as Standard Webhooks says, verified with the `standardwebhooks` library
 * and with an HMAC computed here. A failed attempt is retried with the same webhook-id; a rotated
 * secret signs the next delivery, the old one no longer does. Only admins may call these routes.
 * A second operations service with private addresses refused (as in production) answers a
 * loopback URL with 400. Every success answer matches its schema in the OpenAPI document.
 */
import { createHmac } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { AddressInfo } from 'node:net';
import { buildApp as buildOperations, loadServiceConfig } from '@smarthome/operations';
import { WEBHOOK_MESSAGES } from '@smarthome/service-kit/contracts';
import {
  eventually,
  startWebhookReceiver,
  testServiceEnv,
  type ReceivedRequest,
  type WebhookReceiver,
} from '@smarthome/service-kit/testing';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Static } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestWebhook, RestWebhookDelivery } from '../src/rest/webhooks.js';
import { Browser, randomIp, startAuthStack, type AuthStack } from './auth-stack.js';
import { INSTALLATION_BODY } from './operations-stack.js';

const ADMIN = 'admin.webhooks@example.ro';
const INSTALLER = 'installer.webhooks@example.ro';
const CUSTOMER = 'client.webhooks@example.ro';

/** A webhook as the calls answer it; `secret` only in the answers that hold it. */
type WebhookAnswer = Static<typeof RestWebhook> & { secret?: string };
type DeliveryAnswer = Static<typeof RestWebhookDelivery>;

interface Delivered {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

let stack: AuthStack;
let operations: FastifyInstance;
let gateway: FastifyInstance;
let receiver: WebhookReceiver;
const sessions = {} as Record<'admin' | 'installer' | 'customer', Browser>;
/** The customer's installation, where the issues are reported. */
let installationId: number;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
}
/** The facade's OpenAPI document, its references resolved. */
let openapi: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS: its plugin is the default export of the module object.
addFormats.default(ajv);

/** Fails unless `body` is what the OpenAPI document says that answer of that call is. */
function expectDocumented(method: string, documentedPath: string, status: number, body: unknown) {
  const answer = openapi.paths[documentedPath]?.[method.toLowerCase()]?.responses[String(status)];
  const schema = answer?.content?.['application/json']?.schema;
  expect(schema, `${method} ${documentedPath} ${status} documented`).toBeDefined();
  const validate = ajv.compile(schema!);
  expect(validate(body) ? [] : validate.errors, `${method} ${documentedPath} ${status}`).toEqual([]);
}

const graphqlUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

/** An operations service on the auth stack's Mongo and Redis, trusting the auth service's sessions. */
async function startOperations(env: Record<string, string>): Promise<FastifyInstance> {
  const { mongo, redis } = stack.infra;
  const authOrigin = `http://127.0.0.1:${(stack.auth.server.address() as AddressInfo).port}`;
  const app = await buildOperations(
    loadServiceConfig(
      testServiceEnv({ mongo, redis }, { AUTH_JWKS_URL: `${authOrigin}/.well-known/jwks.json`, ...env }),
    ),
    { relay: true, events: { pollIntervalMs: 50 } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function signedIn(on: FastifyInstance, email: string): Promise<Browser> {
  const browser = new Browser(on, randomIp());
  const signIn = await browser.login(email);
  expect(signIn.statusCode, signIn.body).toBe(200);
  return browser;
}

beforeAll(async () => {
  stack = await startAuthStack();
  receiver = await startWebhookReceiver();
  operations = await startOperations({
    MONGODB_DB: `${stack.infra.mongo.dbName}_operations`,
    WEBHOOKS_ALLOW_PRIVATE: '1',
    WEBHOOK_RETRY_DELAYS_MS: '200,200',
  });
  gateway = await stack.extraGateway({ OPERATIONS_URL: graphqlUrl(operations) });
  const document = (await gateway.inject({ url: '/api/v0/openapi.json' })).json<OpenApiDocument>();
  openapi = (await SwaggerParser.dereference(document as never)) as unknown as OpenApiDocument;
  await stack.createUser(ADMIN, 'admin');
  await stack.createUser(INSTALLER, 'installer');
  await stack.createUser(CUSTOMER);
  sessions.admin = await signedIn(gateway, ADMIN);
  sessions.installer = await signedIn(gateway, INSTALLER);
  sessions.customer = await signedIn(gateway, CUSTOMER);
  installationId = (
    await expectStatus(
      sessions.admin.call('POST', '/api/v0/installations', {
        body: { ...INSTALLATION_BODY, userEmail: CUSTOMER },
        csrf: true,
      }),
      201,
    )
  ).id as number;
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await operations?.close();
  await stack?.stop();
}, 60_000);

async function expectStatus<T = Record<string, unknown>>(
  pending: Promise<LightMyRequestResponse>,
  status: number,
): Promise<T> {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** The path as the OpenAPI document writes it: `/webhooks/{id}/deliveries/{deliveryId}/redeliver`. */
const documentedPath = (path: string) =>
  path
    .replace(/^\/webhooks\/[^/]+/, '/webhooks/{id}')
    .replace(/\/deliveries\/[^/]+\/redeliver$/, '/deliveries/{deliveryId}/redeliver');

/** A call of /api/v0 from a signed-in browser, with the CSRF token on writes. */
function call(who: Browser, method: string, path: string, body?: unknown) {
  return who.call(method, `/api/v0${path}`, {
    ...(body === undefined ? {} : { body }),
    csrf: method !== 'GET',
  });
}

/** The admin's call of /webhooks…; its answer, which must be the status and, if a success, as documented. */
async function asAdmin<T = Record<string, unknown>>(
  method: string,
  path: string,
  status: number,
  body?: unknown,
): Promise<T> {
  const answer = await expectStatus<T>(call(sessions.admin, method, path, body), status);
  if (status < 300) expectDocumented(method, documentedPath(path), status, answer);
  return answer;
}

let receivers = 0;
/** A path of the receiver no other webhook uses. */
const receiverPath = () => `/hooks/${(receivers += 1)}`;

/** The admin's webhook for issue.created to a path of its own. */
async function subscribe(path = receiverPath()): Promise<{ webhook: WebhookAnswer; path: string }> {
  const webhook = await asAdmin<WebhookAnswer>('POST', '/webhooks', 201, {
    url: receiver.url(path),
    events: ['issue.created'],
    description: 'Test receiver',
  });
  return { webhook, path };
}

let reports = 0;
/** The customer reports an issue on their installation; the REST issue. */
async function reportIssue(): Promise<Record<string, unknown>> {
  reports += 1;
  return expectStatus(
    call(sessions.customer, 'POST', '/issues', {
      installationId,
      title: `Senzorul ${reports} nu răspunde`,
      description: 'Din hol, de ieri.',
    }),
    201,
  );
}

/** The delivery of the issue to `path` (its first attempt, or the first that `also` accepts). */
const deliveryOf = (
  path: string,
  issueId: unknown,
  also: (request: ReceivedRequest) => boolean = () => true,
) =>
  receiver.next(
    (request) =>
      request.path === path && (JSON.parse(request.body) as Delivered).data.id === issueId && also(request),
  );

const header = (request: ReceivedRequest, name: string) => String(request.headers[name]);

/** The signature Standard Webhooks prescribes, computed here without the library. */
function expectedSignature(secret: string, request: ReceivedRequest): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${header(request, 'webhook-id')}.${header(request, 'webhook-timestamp')}.${request.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

const signatures = (request: ReceivedRequest) => header(request, 'webhook-signature').split(' ');

const verifiedBy = (secret: string, request: ReceivedRequest) => {
  try {
    new Webhook(secret).verify(request.body, {
      'webhook-id': header(request, 'webhook-id'),
      'webhook-timestamp': header(request, 'webhook-timestamp'),
      'webhook-signature': header(request, 'webhook-signature'),
    });
    return true;
  } catch {
    return false;
  }
};

const deliveries = (webhookId: string) =>
  asAdmin<DeliveryAnswer[]>('GET', `/webhooks/${webhookId}/deliveries`, 200);

/** The webhook's deliveries once the newest one is no longer pending. */
const settledDeliveries = (webhookId: string) =>
  eventually(
    () => deliveries(webhookId),
    (list) => list.length > 0 && list[0]!.status !== 'pending',
  );

describe('a webhook for issue.commented', () => {
  it('receives the comment as GET /issues/{id} shows it, its author named', async () => {
    const path = receiverPath();
    await asAdmin('POST', '/webhooks', 201, { url: receiver.url(path), events: ['issue.commented'] });
    const issue = await reportIssue();
    const comment = await expectStatus<{ id: string }>(
      call(sessions.installer, 'POST', `/issues/${String(issue.id)}/comments`, { content: 'Trec mâine.' }),
      201,
    );
    const delivered = await receiver.next((request) => request.path === path);
    const thread = await expectStatus<{ comments: Array<Record<string, unknown>> }>(
      call(sessions.customer, 'GET', `/issues/${String(issue.id)}`),
      200,
    );
    expect(thread.comments).toHaveLength(1);
    expect(JSON.parse(delivered.body)).toMatchObject({
      type: 'issue.commented',
      data: { issue_id: issue.id, comment: thread.comments[0] },
    });
    expect(thread.comments[0]).toMatchObject({
      id: comment.id,
      user: { firstName: 'Test', lastName: 'installer', role: 'installer' },
    });
  });
});

describe('a webhook for issue.created', () => {
  it('is created by the admin (201, the secret this once) and receives the reported issue, signed', async () => {
    const { webhook, path } = await subscribe();
    expect(Object.keys(webhook).sort()).toEqual(
      [
        'active',
        'consecutiveFailures',
        'createdAt',
        'description',
        'disabledReason',
        'events',
        'id',
        'secret',
        'updatedAt',
        'url',
      ].sort(),
    );
    expect(webhook).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: receiver.url(path),
      events: ['issue.created'],
      description: 'Test receiver',
      active: true,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
    });
    expect(Date.parse(webhook.createdAt)).not.toBeNaN();

    const issue = await reportIssue();
    const request = await deliveryOf(path, issue.id);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(request.body) as Delivered;
    expect(Object.keys(body).sort()).toEqual(['data', 'timestamp', 'type']);
    expect(body.type).toBe('issue.created');
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    // The issue exactly as the API lists it: an integrator reads it with the API's own types.
    const listed = await expectStatus<Array<Record<string, unknown>>>(
      call(sessions.customer, 'GET', `/issues?installationId=${installationId}`),
      200,
    );
    expect(body.data).toEqual(listed.find((item) => item.id === issue.id));
    expect(body.data).toMatchObject({
      id: issue.id,
      title: issue.title,
      status: 'open',
      installation_id: installationId,
    });
    expect(typeof body.data.id).toBe('number');

    const secret = webhook.secret!;
    expect(verifiedBy(secret, request)).toBe(true);
    expect(signatures(request)).toContain(expectedSignature(secret, request));

    const [delivery] = await settledDeliveries(webhook.id);
    expect(delivery).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      event: 'issue.created',
      messageId: header(request, 'webhook-id'),
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      createdAt: expect.any(String),
      deliveredAt: expect.any(String),
      nextAttemptAt: null,
    });
  });

  it('is retried after a failed attempt with the same webhook-id, and the log shows 2 attempts, delivered', async () => {
    const { webhook, path } = await subscribe();
    receiver.answer(path, 500);
    const issue = await reportIssue();
    const failed = await deliveryOf(path, issue.id);
    expect(failed.answeredWith).toBe(500);
    const retried = await deliveryOf(path, issue.id, (request) => request !== failed);
    expect(retried.answeredWith).toBe(200);
    expect(header(retried, 'webhook-id')).toBe(header(failed, 'webhook-id'));
    expect(verifiedBy(webhook.secret!, retried)).toBe(true);

    const [delivery] = await settledDeliveries(webhook.id);
    expect(delivery).toMatchObject({
      messageId: header(failed, 'webhook-id'),
      status: 'delivered',
      attempts: 2,
      responseStatus: 200,
      lastError: null,
    });
  });

  it('signs the next delivery with the rotated secret only', async () => {
    const { webhook, path } = await subscribe();
    const rotated = await asAdmin<WebhookAnswer>('POST', `/webhooks/${webhook.id}/rotate-secret`, 200);
    expect(rotated).toMatchObject({ id: webhook.id, url: webhook.url, events: webhook.events });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(webhook.secret);

    const issue = await reportIssue();
    const request = await deliveryOf(path, issue.id);
    expect(verifiedBy(rotated.secret!, request)).toBe(true);
    expect(signatures(request)).toContain(expectedSignature(rotated.secret!, request));
    expect(verifiedBy(webhook.secret!, request)).toBe(false);
    expect(signatures(request)).not.toContain(expectedSignature(webhook.secret!, request));
  });

  it('sends a failed delivery again on request (202), with the same webhook-id; a delivered one is 409', async () => {
    const { webhook, path } = await subscribe();
    // The first attempt and both retries fail.
    receiver.answer(path, 500, 503, 500);
    const issue = await reportIssue();
    const [failed] = await settledDeliveries(webhook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 500 });
    expect(failed!.lastError).toEqual(expect.any(String));
    const firstAttempt = await deliveryOf(path, issue.id);

    const redelivered = await asAdmin(
      'POST',
      `/webhooks/${webhook.id}/deliveries/${failed!.id}/redeliver`,
      202,
    );
    expect(redelivered).toMatchObject({ id: failed!.id, messageId: failed!.messageId });
    const again = await deliveryOf(path, issue.id, (request) => request.answeredWith === 200);
    expect(header(again, 'webhook-id')).toBe(header(firstAttempt, 'webhook-id'));
    const [delivered] = await settledDeliveries(webhook.id);
    expect(delivered).toMatchObject({ id: failed!.id, status: 'delivered', responseStatus: 200 });

    const twice = await call(
      sessions.admin,
      'POST',
      `/webhooks/${webhook.id}/deliveries/${failed!.id}/redeliver`,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: WEBHOOK_MESSAGES.onlyFailedRedelivered });
  });
});

describe('the webhooks admin', () => {
  it('lists and reads webhooks without their secrets, changes and deletes them', async () => {
    const { webhook } = await subscribe();
    const listed = await asAdmin<WebhookAnswer[]>('GET', '/webhooks', 200);
    const { secret: _secret, ...withoutSecret } = webhook;
    expect(listed.find((item) => item.id === webhook.id)).toEqual(withoutSecret);
    expect(listed.every((item) => !('secret' in item))).toBe(true);
    expect(await asAdmin('GET', `/webhooks/${webhook.id}`, 200)).toEqual(withoutSecret);

    const changed = await asAdmin('PATCH', `/webhooks/${webhook.id}`, 200, {
      events: ['issue.created', 'issue.commented'],
      active: false,
      description: 'Paused',
    });
    expect(changed).toMatchObject({
      id: webhook.id,
      url: webhook.url,
      events: ['issue.created', 'issue.commented'],
      active: false,
      description: 'Paused',
    });
    expect(changed).not.toHaveProperty('secret');
    // Only the fields sent change; a blank description clears it.
    expect(await asAdmin('PATCH', `/webhooks/${webhook.id}`, 200, { description: '' })).toMatchObject({
      events: ['issue.created', 'issue.commented'],
      active: false,
      description: null,
    });

    expect(await asAdmin('DELETE', `/webhooks/${webhook.id}`, 200)).toEqual({
      message: 'Webhook deleted',
    });
    expect(await asAdmin('GET', `/webhooks/${webhook.id}`, 404)).toEqual({
      message: WEBHOOK_MESSAGES.notFound,
    });
  });

  it('refuses bad input with 400 and the service’s words', async () => {
    const refused = async (method: string, path: string, body: unknown) => {
      const response = await call(sessions.admin, method, path, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: Array<{ msg: string }> }>().errors.map((error) => error.msg);
    };
    const url = receiver.url('/bad-input');
    expect(await refused('POST', '/webhooks', { url, events: [] })).toContain(
      WEBHOOK_MESSAGES.eventsRequired,
    );
    expect(await refused('POST', '/webhooks', { url })).toContain(WEBHOOK_MESSAGES.eventsRequired);
    expect(await refused('POST', '/webhooks', { url, events: ['issue.deleted'] })).toContain(
      WEBHOOK_MESSAGES.unknownEvent('issue.deleted'),
    );
    expect(await refused('POST', '/webhooks', { url: 'not a url', events: ['issue.created'] })).toContain(
      WEBHOOK_MESSAGES.urlInvalid,
    );
    expect(await refused('POST', '/webhooks', { events: ['issue.created'] })).toContain(
      WEBHOOK_MESSAGES.urlRequired,
    );
    expect(await refused('POST', '/webhooks', { url, events: 'issue.created' })).toEqual([
      'events must be a list of event types, e.g. ["issue.created"]',
    ]);
    expect(
      await refused('POST', '/webhooks', { url, events: ['issue.created'], description: 'x'.repeat(201) }),
    ).toContain(WEBHOOK_MESSAGES.descriptionTooLong);

    const { webhook } = await subscribe();
    expect(await refused('PATCH', `/webhooks/${webhook.id}`, { events: [] })).toContain(
      WEBHOOK_MESSAGES.eventsRequired,
    );
    expect(await refused('PATCH', `/webhooks/${webhook.id}`, { url: 'ftp://example.com/' })).toContain(
      WEBHOOK_MESSAGES.urlInvalid,
    );
    expect(await refused('PATCH', `/webhooks/${webhook.id}`, { active: 'yes' })).toEqual([
      'active must be true or false',
    ]);
    await call(sessions.admin, 'DELETE', `/webhooks/${webhook.id}`);
  });

  it('needs the CSRF token with a session cookie', async () => {
    const response = await sessions.admin.call('POST', '/api/v0/webhooks', {
      body: { url: receiver.url('/csrf'), events: ['issue.created'] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('who may call /api/v0/webhooks', () => {
  it('answers anonymous callers 401 and installers and customers 403 on every route', async () => {
    const { webhook } = await subscribe();
    await reportIssue();
    const [delivery] = await settledDeliveries(webhook.id);
    const routes: Array<[string, string, unknown?]> = [
      ['POST', '/webhooks', { url: receiver.url('/roles'), events: ['issue.created'] }],
      ['GET', '/webhooks'],
      ['GET', `/webhooks/${webhook.id}`],
      ['PATCH', `/webhooks/${webhook.id}`, { active: false }],
      ['DELETE', `/webhooks/${webhook.id}`],
      ['POST', `/webhooks/${webhook.id}/rotate-secret`],
      ['GET', `/webhooks/${webhook.id}/deliveries`],
      ['POST', `/webhooks/${webhook.id}/deliveries/${delivery!.id}/redeliver`],
    ];
    const anonymous = new Browser(gateway, randomIp());
    const actual: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const [method, path, body] of routes) {
      const name = `${method} ${path}`;
      actual[name] = {
        anonymous: (await call(anonymous, method, path, body)).statusCode,
        installer: (await call(sessions.installer, method, path, body)).statusCode,
        customer: (await call(sessions.customer, method, path, body)).statusCode,
      };
      expected[name] = { anonymous: 401, installer: 403, customer: 403 };
    }
    expect(actual).toEqual(expected);
    // Nothing changed: the webhook is still there, active, with its one delivery.
    expect(await asAdmin('GET', `/webhooks/${webhook.id}`, 200)).toMatchObject({ active: true });
    expect((await deliveries(webhook.id)).map((item) => item.id)).toEqual([delivery!.id]);
  }, 60_000);
});

describe('where private addresses are refused, as in production', () => {
  let strict: FastifyInstance;
  let strictGateway: FastifyInstance;

  beforeAll(async () => {
    strict = await startOperations({
      MONGODB_DB: `${stack.infra.mongo.dbName}_operations_strict`,
      // Its own queues: the first service's deliveries are not its business.
      EVENTS_PREFIX: 'strict',
    });
    strictGateway = await stack.extraGateway({ OPERATIONS_URL: graphqlUrl(strict) });
  }, 60_000);

  afterAll(async () => {
    await strict?.close();
  });

  it('refuses a loopback URL with 400 and says why', async () => {
    const admin = await signedIn(strictGateway, ADMIN);
    const refused = async (url: string) => {
      const response = await call(admin, 'POST', '/webhooks', { url, events: ['issue.created'] });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: Array<{ msg: string }> }>().errors.map((error) => error.msg);
    };
    const { port } = new URL(receiver.url('/'));
    // Plain http is refused first or the address is: either way, said in one message.
    const [httpLoopback, ...more] = await refused(`http://localhost:${port}/hook`);
    expect([WEBHOOK_MESSAGES.httpsRequired, WEBHOOK_MESSAGES.privateAddress]).toContain(httpLoopback);
    expect(more).toEqual([]);
    expect(await refused('https://127.0.0.1/')).toEqual([WEBHOOK_MESSAGES.privateAddress]);
    expect(await refused('https://localhost/hook')).toEqual([WEBHOOK_MESSAGES.privateAddress]);
    expect(await refused('https://169.254.169.254/latest/meta-data/')).toEqual([
      WEBHOOK_MESSAGES.privateAddress,
    ]);
  });
});
