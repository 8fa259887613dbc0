/**
 * GET /api/v0/account/export across the whole stack: the gateway in front of the real auth,
 * content, operations and assistant services and the notifications worker, on one Mongo (a
 * database each), one Redis and one event prefix, with an SMTP sink. Every service trusts the
 * auth service's own keys, so the people sign in as on the site (cookie sessions with CSRF
 * tokens). A customer with data in every service exports it; another customer's data, and every
 * secret (password, API token, TOTP secret, recovery codes, their hashes), stay out of the file.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp as buildAssistant, loadServiceConfig as loadAssistantConfig } from '@smarthome/assistant';
import { buildApp as buildAuth, loadServiceConfig as loadAuthConfig } from '@smarthome/auth';
import { buildApp as buildContent, loadServiceConfig as loadContentConfig } from '@smarthome/content';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '@smarthome/content/testing';
import { startSmtpSink, type SmtpSink } from '@smarthome/dev/smtp-sink';
import {
  buildApp as buildNotifications,
  loadServiceConfig as loadNotificationsConfig,
} from '@smarthome/notifications';
import {
  buildApp as buildOperations,
  loadServiceConfig as loadOperationsConfig,
} from '@smarthome/operations';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { eventually, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { PASSWORD, randomIp, Browser } from './auth-stack.js';
import { testConfig } from './helpers.js';

const SERVICES = ['auth', 'content', 'operations', 'assistant', 'notifications'] as const;
type Service = (typeof SERVICES)[number];
const EVENTS = { pollIntervalMs: 50 };
const EXPORT = '/api/v0/account/export';

let infra: TestInfra;
let sink: SmtpSink;
const apps: FastifyInstance[] = [];
let gateway: FastifyInstance;
let notificationsWorker: FastifyInstance;
let assistantService: FastifyInstance;
/** Starts a new assistant process on the port of the one a test stopped. */
let restartAssistant: (port: number) => Promise<void>;
let authDb: Connection;

async function started(app: FastifyInstance): Promise<string> {
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_export' });
  sink = await startSmtpSink({ port: 0 });
  const prefix = `t${randomBytes(5).toString('hex')}`;
  const env = (service: Service, extra: Record<string, string> = {}) => ({
    ...infra.env,
    MONGODB_DB: `${infra.mongo.dbName}_${service}`,
    EVENTS_PREFIX: prefix,
    ...extra,
  });
  const auth = await started(await buildAuth(loadAuthConfig(env('auth')), { events: EVENTS }));
  // Every other service verifies the tokens the auth service signs, against its published keys.
  const trusted = { AUTH_JWKS_URL: `${auth}/.well-known/jwks.json` };
  const newAssistant = () =>
    buildAssistant(loadAssistantConfig(env('assistant', trusted)), { events: EVENTS });
  const [content, operations, assistant, notifications] = await Promise.all([
    buildContent(loadContentConfig(env('content', { ...trusted, ...FAST_ALTCHA_ENV })), { events: EVENTS }),
    buildOperations(loadOperationsConfig(env('operations', trusted)), { relay: true, events: EVENTS }),
    newAssistant(),
    buildNotifications(loadNotificationsConfig(env('notifications', { ...trusted, SMTP_URL: sink.url }))),
  ]);
  gateway = await buildGateway(
    testConfig({
      AUTH_URL: `${auth}/graphql`,
      CONTENT_URL: `${await started(content)}/graphql`,
      OPERATIONS_URL: `${await started(operations)}/graphql`,
      ASSISTANT_URL: `${await started(assistant)}/graphql`,
      NOTIFICATIONS_URL: await started(notifications),
    }),
  );
  notificationsWorker = notifications;
  assistantService = assistant;
  restartAssistant = async (port) => {
    assistantService = await newAssistant();
    apps.push(assistantService);
    await assistantService.listen({ port, host: '127.0.0.1' });
  };
  apps.push(gateway);
  authDb = await connectMongo({ uri: infra.mongo.uri, dbName: `${infra.mongo.dbName}_auth` });
}, 120_000);

afterAll(async () => {
  for (const app of apps.reverse()) await app.close().catch(() => undefined);
  if (infra) {
    for (const service of SERVICES) {
      const db = await connectMongo({ uri: infra.mongo.uri, dbName: `${infra.mongo.dbName}_${service}` });
      await db.dropDatabase().catch(() => undefined);
      await db.close();
    }
  }
  await authDb?.close();
  await sink?.stop();
  await infra?.stop();
}, 60_000);

function ok<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  if (response.statusCode !== status) {
    throw new Error(`${response.statusCode} instead of ${status}: ${response.body}`);
  }
  return response.json<T>();
}

/** A visitor registers, follows the activation link of the mail they got, and signs in. */
async function signedUp(email: string, firstName: string): Promise<Browser> {
  const browser = new Browser(gateway, randomIp());
  ok(
    await browser.call('POST', '/api/v0/auth/register', {
      csrf: true,
      body: { email, password: PASSWORD, firstName, lastName: 'Popescu' },
    }),
    201,
  );
  const mail = await sink.waitForMessage((m) => m.to.includes(email), { timeoutMs: 20_000 });
  const token = /[?&]token=([^\s&"]+)/.exec(mail.text ?? '')?.[1];
  expect(token).toBeDefined();
  await browser.call('GET', `/api/v0/auth/activate?token=${token}`);
  ok(await browser.login(email));
  return browser;
}

async function botToken(browser: Browser, form: 'contact' | 'testimonials'): Promise<string> {
  return solveAltchaChallenge((await browser.call('GET', `/api/v0/${form}/challenge`)).body);
}

/** What a customer does across the site; the staff's part is the admin's. */
async function useTheSite(customer: Browser, admin: Browser, name: string, email: string) {
  const installation = ok<{ id: number }>(
    await admin.call('POST', '/api/v0/installations', {
      csrf: true,
      body: {
        name: `Casa ${name}`,
        address: 'Str. Lungă 1, Iași',
        userEmail: email,
        package: 'premium',
        status: 'pending',
      },
    }),
    201,
  ).id;
  ok(
    await admin.call('PUT', `/api/v0/installations/${installation}/hardware`, {
      csrf: true,
      body: { items: [{ name: `Releu ${name}`, quantity: 2, unitPrice: 80 }] },
    }),
  );
  const issue = ok<{ id: number }>(
    await customer.call('POST', '/api/v0/issues', {
      csrf: true,
      body: { installationId: installation, title: `Problema lui ${name}`, description: 'Nu pornește.' },
    }),
    201,
  ).id;
  ok(
    await customer.call('POST', `/api/v0/issues/${issue}/comments`, {
      csrf: true,
      body: { content: `Comentariul lui ${name}` },
    }),
    201,
  );
  // The staff's answer mails the customer.
  ok(
    await admin.call('POST', `/api/v0/issues/${issue}/comments`, {
      csrf: true,
      body: { content: `Răspuns pentru ${name}` },
    }),
    201,
  );
  ok(
    await customer.call('POST', '/api/v0/testimonials/submit', {
      csrf: true,
      body: {
        client_name: name,
        content: `Mărturia lui ${name}: totul merge perfect.`,
        botToken: await botToken(customer, 'testimonials'),
      },
    }),
    201,
  );
  ok(
    await customer.call('POST', '/api/v0/contact', {
      csrf: true,
      body: {
        name,
        email: email.toUpperCase(),
        message: `Mesajul lui ${name} despre o ofertă.`,
        consent: true,
        botToken: await botToken(customer, 'contact'),
      },
    }),
    201,
  );
  ok(
    await customer.call('POST', '/api/v0/chat', {
      csrf: true,
      body: { messages: [{ role: 'user', content: `Cât costă pachetul Basic? (${name})` }] },
    }),
  );
  await sink.waitForMessage(
    (m) => m.to.includes(email) && (m.text ?? '').includes(`Răspuns pentru ${name}`),
    {
      timeoutMs: 20_000,
    },
  );
}

interface Exported {
  exportedAt: string;
  account: {
    profile: Record<string, unknown>;
    secondFactor: { totp: boolean; recoveryCodesLeft: number };
    apiTokens: Array<Record<string, unknown>>;
    signIns: Array<{ kind: string; current: boolean }>;
  };
  operations: {
    installations: Array<{ name: string; hardware: Array<{ name: string; quantity: number }> }>;
    issues: Array<{ title: string }>;
    comments: Array<{ content: string; issue_id: number }>;
  };
  content: { testimonials: Array<{ client_name: string }>; contactMessages: Array<{ message: string }> };
  assistant: {
    conversation: Array<{ question: string; answer: string; model: string }>;
    usageToday: { used: number };
  };
  notifications: { mails: Array<{ kind: string; subject: string; status: string }> };
}

describe('GET /api/v0/account/export', () => {
  let ana: Browser;
  let apiToken: string;
  let totpSecret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    const admin = await signedUp('admin.export@example.ro', 'Admin');
    await authDb
      .collection('users')
      .updateOne({ email: 'admin.export@example.ro' }, { $set: { role: 'admin' } });
    ok(await admin.login('admin.export@example.ro'));
    ana = await signedUp('ana.export@example.ro', 'Ana');
    const ion = await signedUp('ion.export@example.ro', 'Ion');
    await useTheSite(ana, admin, 'Ana', 'ana.export@example.ro');
    await useTheSite(ion, admin, 'Ion', 'ion.export@example.ro');

    apiToken = ok<{ token: string }>(
      await ana.call('POST', '/api/v0/api-tokens', {
        csrf: true,
        body: { name: 'Home Assistant', scope: 'read' },
      }),
      201,
    ).token;
    const setup = ok<{ secret: string }>(
      await ana.call('POST', '/api/v0/auth/second-factor/totp/setup', { csrf: true, body: {} }),
    );
    totpSecret = setup.secret;
    recoveryCodes = ok<{ recoveryCodes: string[] }>(
      await ana.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
        csrf: true,
        body: { code: await generate({ secret: totpSecret }) },
      }),
    ).recoveryCodes;
  }, 180_000);

  it('answers a file with what every service keeps about the signed-in customer', async () => {
    // The sink has the mails; their records say `sent` once the worker has the SMTP server's answer.
    const response = await eventually(
      () => ana.call('GET', EXPORT),
      (answer) =>
        answer.statusCode === 200 &&
        answer.json<Exported>().notifications.mails.every((mail) => mail.status === 'sent'),
    );
    const file = ok<Exported>(response);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="smarthome-iasi-date-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);

    expect(file.account.profile).toMatchObject({
      email: 'ana.export@example.ro',
      firstName: 'Ana',
      role: 'user',
      googleLinked: false,
      activatedAt: expect.any(String),
    });
    expect(file.account.secondFactor).toEqual({ totp: true, recoveryCodesLeft: 10 });
    expect(file.account.apiTokens).toEqual([
      expect.objectContaining({ name: 'Home Assistant', scope: 'read', status: 'active' }),
    ]);
    expect(file.account.signIns).toContainEqual(expect.objectContaining({ kind: 'cookie', current: true }));

    expect(file.operations.installations).toEqual([
      expect.objectContaining({
        name: 'Casa Ana',
        hardware: [expect.objectContaining({ name: 'Releu Ana', quantity: 2 })],
      }),
    ]);
    expect(file.operations.issues.map((issue) => issue.title)).toEqual(['Problema lui Ana']);
    expect(file.operations.comments.map((comment) => comment.content)).toEqual(['Comentariul lui Ana']);

    expect(file.content.testimonials.map((testimonial) => testimonial.client_name)).toEqual(['Ana']);
    expect(file.content.contactMessages.map((message) => message.message)).toEqual([
      'Mesajul lui Ana despre o ofertă.',
    ]);

    expect(file.assistant.conversation).toEqual([
      expect.objectContaining({ question: 'Cât costă pachetul Basic? (Ana)', answer: expect.any(String) }),
    ]);
    expect(file.assistant.usageToday.used).toBe(1);

    const kinds = file.notifications.mails.map((mail) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(['user.registered', 'issue.comment_added']));
  });

  it('is the file the OpenAPI document describes', async () => {
    const raw = (await gateway.inject({ url: '/api/v0/openapi.json' })).json<object>();
    const document = (await SwaggerParser.dereference(raw as never)) as unknown as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }
      >;
    };
    const schema =
      document.paths['/account/export']?.get.responses['200']?.content['application/json']?.schema;
    expect(schema).toBeDefined();
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema!);
    const file: unknown = ok(await ana.call('GET', EXPORT));
    expect(validate(file) ? [] : validate.errors).toEqual([]);
  });

  it('holds nothing of another customer, and no secret', async () => {
    const text = (await ana.call('GET', EXPORT)).body;
    for (const foreign of ['ion.export', 'Casa Ion', 'Releu Ion', 'lui Ion', '(Ion)', 'pentru Ion']) {
      expect(text).not.toContain(foreign);
    }
    for (const secret of [PASSWORD, apiToken, totpSecret, ...recoveryCodes])
      expect(text).not.toContain(secret);
    // No password hash, no SHA-256 of a token or a link.
    expect(text).not.toMatch(/\$argon2|[0-9a-f]{64}/i);
  });

  it("is the API token's owner's file, with a token of the read scope", async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: EXPORT,
      headers: { authorization: `Bearer ${apiToken}` },
    });
    const file = ok<Exported>(response);
    expect(file.account.profile.email).toBe('ana.export@example.ro');
    expect(file.operations.issues.map((issue) => issue.title)).toEqual(['Problema lui Ana']);
  });

  it('refuses an anonymous visitor, and a token the auth service did not sign, with 401', async () => {
    const response = await new Browser(gateway, randomIp()).call('GET', EXPORT);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    // Claims of Ana's account, signed by keys no service trusts.
    const id = String(ok<Exported>(await ana.call('GET', EXPORT)).account.profile.id);
    const forged = await infra.jwks.sign({ sub: id, email: 'ana.export@example.ro', role: 'user' });
    const refused = await gateway.inject({ url: EXPORT, headers: { authorization: `Bearer ${forged}` } });
    expect(refused.statusCode).toBe(401);
  });

  it('answers 503 rather than a file without the conversation while the assistant is down', async () => {
    const { port } = assistantService.server.address() as AddressInfo;
    await assistantService.close();
    const response = await ana.call('GET', EXPORT);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-disposition']).toBeUndefined();
    await restartAssistant(port);
    ok(await ana.call('GET', EXPORT));
  });

  // Last: it stops the worker.
  it('answers 503 rather than a file without the mails while the notifications worker is down', async () => {
    await notificationsWorker.close();
    const response = await ana.call('GET', EXPORT);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});
