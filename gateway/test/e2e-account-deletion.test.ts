/**
 * Erasing an account across the whole stack: the gateway in front of the real auth, content,
 * operations and assistant services, and the notifications worker with an SMTP sink, all in this
 * process on one embedded Mongo (a database each) and one Redis, with their outbox relays and
 * queue consumers running. A customer registers (the activation link comes by mail), owns an
 * installation, reports an issue and comments on it, chats with the assistant, creates an API
 * token, sends a contact message and a testimonial, and receives mails; then deletes the account.
 * Within a minute no document of any collection of any of the five databases holds the address or
 * the account id, while the installation and the issue remain, anonymised; the old session cookie
 * is refused. An admin's delete of another customer does the same.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { buildApp as buildAssistant, loadServiceConfig as assistantConfig } from '@smarthome/assistant';
import { buildApp as buildAuth, loadServiceConfig as authConfig } from '@smarthome/auth';
import { buildApp as buildContent, loadServiceConfig as contentConfig } from '@smarthome/content';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '@smarthome/content/testing';
import { startSmtpSink, type SmtpSink } from '@smarthome/dev/smtp-sink';
import {
  buildApp as buildNotifications,
  loadServiceConfig as notificationsConfig,
} from '@smarthome/notifications';
import { buildApp as buildOperations, loadServiceConfig as operationsConfig } from '@smarthome/operations';
import { connectMongo, type Connection, type Env } from '@smarthome/service-kit';
import { ERASED_PERSON } from '@smarthome/service-kit/events';
import {
  eventually,
  startTestMongo,
  startTestRedis,
  testServiceEnv,
  type TestMongo,
  type TestRedis,
} from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { Browser, randomIp } from './auth-stack.js';
import { testConfig } from './helpers.js';
import { INSTALLATION_BODY } from './operations-stack.js';

const ADMIN = { email: 'owner@smarthome.test', password: 'Ceai-verde-2026-Copou' };
const PASSWORD = 'parola-buna-7';
const INSTALLER_EMAIL = 'installer-owner@smarthome.test';
const SERVICES = ['auth', 'content', 'operations', 'assistant', 'notifications'] as const;
type Service = (typeof SERVICES)[number];
/** Polled, never slept: the erasure is asynchronous, bounded by this. */
const ERASURE_WITHIN_MS = 60_000;

let mongo: TestMongo;
let redis: TestRedis;
let sink: SmtpSink;
const apps: FastifyInstance[] = [];
let gateway: FastifyInstance;
const dbs = {} as Record<Service, Connection>;

function listenOrigin(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  [mongo, redis] = await Promise.all([startTestMongo({ prefix: 'gateway_erasure' }), startTestRedis()]);
  sink = await startSmtpSink({ port: 0 });
  // The relays and consumers of this suite meet on queues of their own.
  const prefix = `t${randomBytes(5).toString('hex')}`;
  const build = { events: { pollIntervalMs: 50 } };
  const envOf = (service: Service, extra: Env = {}) =>
    testServiceEnv(
      { mongo, redis },
      { MONGODB_DB: `${mongo.dbName}_${service}`, EVENTS_PREFIX: prefix, ...extra },
    );

  const auth = await buildAuth(
    authConfig(envOf('auth', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })),
    build,
  );
  apps.push(auth);
  await auth.listen({ port: 0, host: '127.0.0.1' });
  // Every other service verifies the auth service's own tokens, as in production.
  const jwks = { AUTH_JWKS_URL: `${listenOrigin(auth)}/.well-known/jwks.json` };
  const content = await buildContent(contentConfig(envOf('content', { ...jwks, ...FAST_ALTCHA_ENV })), build);
  const operations = await buildOperations(operationsConfig(envOf('operations', jwks)), build);
  const assistant = await buildAssistant(assistantConfig(envOf('assistant', jwks)), build);
  for (const app of [content, operations, assistant]) {
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }
  apps.push(
    await buildNotifications(
      notificationsConfig(
        envOf('notifications', {
          ...jwks,
          SMTP_URL: sink.url,
          INSTALLER_EMAIL,
          PUBLIC_BASE_URL: 'https://smarthome.test',
        }),
      ),
    ),
  );
  gateway = await buildGateway(
    testConfig({
      AUTH_URL: `${listenOrigin(auth)}/graphql`,
      CONTENT_URL: `${listenOrigin(content)}/graphql`,
      OPERATIONS_URL: `${listenOrigin(operations)}/graphql`,
      ASSISTANT_URL: `${listenOrigin(assistant)}/graphql`,
    }),
  );
  for (const service of SERVICES) {
    dbs[service] = await connectMongo({ uri: mongo.uri, dbName: `${mongo.dbName}_${service}` });
  }
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  for (const app of apps.reverse()) await app.close();
  for (const db of Object.values(dbs)) {
    await db.dropDatabase().catch(() => undefined);
    await db.close();
  }
  await sink?.stop();
  await Promise.allSettled([redis?.stop(), mongo?.stop()]);
}, 60_000);

/** Every document of every collection of the five databases that mentions one of the texts (any case). */
async function leftovers(...needles: string[]): Promise<string[]> {
  const lower = needles.map((needle) => needle.toLowerCase());
  const found: string[] = [];
  for (const service of SERVICES) {
    for (const { name } of await dbs[service].db!.listCollections().toArray()) {
      for (const doc of await dbs[service].collection(name).find({}).toArray()) {
        const json = JSON.stringify(doc);
        if (lower.some((needle) => json.toLowerCase().includes(needle)))
          found.push(`${service}.${name}: ${json}`);
      }
    }
  }
  return found;
}

/** A write from a signed-in browser, with the CSRF token the gateway asks for; fails unless `status`. */
async function write(browser: Browser, method: string, url: string, body: unknown, status: number) {
  const response = await browser.call(method, `/api/v0${url}`, { csrf: true, body });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json<Record<string, unknown>>();
}

async function solved(browser: Browser, form: 'contact' | 'testimonials'): Promise<string> {
  return solveAltchaChallenge((await browser.call('GET', `/api/v0/${form}/challenge`)).body);
}

/** A customer who registered on the site and followed the activation link of the mail. */
async function registered(email: string): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(gateway, randomIp());
  const signUp = await browser.call('POST', '/api/v0/auth/register', {
    csrf: true,
    body: { email, password: PASSWORD, firstName: 'Ana', lastName: 'Pop' },
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const id = signUp.json<{ user: { id: string } }>().user.id;
  const mail = await sink.waitForMessage((m) => m.to.includes(email) && /activ/i.test(m.text), {
    timeoutMs: 20_000,
  });
  const token = /token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  expect((await browser.call('GET', `/api/v0/auth/activate?token=${token}`)).statusCode).toBe(302);
  expect((await browser.login(email, PASSWORD)).statusCode).toBe(200);
  return { browser, id };
}

async function adminBrowser(): Promise<Browser> {
  const admin = new Browser(gateway, randomIp());
  const signIn = await admin.login(ADMIN.email, ADMIN.password);
  expect(signIn.statusCode, signIn.body).toBe(200);
  return admin;
}

/** The customer's footprint in every service: an installation with an issue and comments, a chat, an API token, a contact message, a testimonial and mails. */
async function leaveTraces(email: string, browser: Browser, admin: Browser) {
  const installation = await write(
    admin,
    'POST',
    '/installations',
    { ...INSTALLATION_BODY, userEmail: email },
    201,
  );
  const issue = await write(
    browser,
    'POST',
    '/issues',
    { installationId: installation.id, title: 'Releul nu pornește', description: 'Din baie, de ieri.' },
    201,
  );
  await write(
    browser,
    'POST',
    `/issues/${issue.id}/comments`,
    { content: 'Tot nu merge, am repornit.' },
    201,
  );
  await write(admin, 'POST', `/issues/${issue.id}/comments`, { content: 'Trecem mâine.' }, 201);
  await write(admin, 'PATCH', `/issues/${issue.id}/status`, { status: 'wip' }, 200);
  const chat = await write(
    browser,
    'POST',
    '/chat',
    { messages: [{ role: 'user', content: 'Cât costă pachetul Basic?' }] },
    200,
  );
  expect(chat.response).toEqual(expect.any(String));
  await write(browser, 'POST', '/api-tokens', { name: 'script', scope: 'read' }, 201);
  await write(
    browser,
    'POST',
    '/contact',
    {
      name: 'Ana Pop',
      email: email.toUpperCase(),
      message: 'Aș dori o ofertă pentru încă o casă.',
      consent: true,
      botToken: await solved(browser, 'contact'),
    },
    201,
  );
  await write(
    browser,
    'POST',
    '/testimonials/submit',
    {
      client_name: 'Ana Pop',
      content: 'Totul funcționează perfect de luni de zile.',
      rating: 5,
      botToken: await solved(browser, 'testimonials'),
    },
    201,
  );
  // The mails of the issue reach the customer; the contact message and the testimonial the staff.
  await sink.waitForMessage((m) => m.to.includes(email) && m.text.includes('Trecem mâine.'), {
    timeoutMs: 20_000,
  });
  await sink.waitForMessage(
    (m) => m.to.includes(email) && /Releul nu pornește/.test(m.subject ?? '') && !m.text.includes('Trecem'),
    {
      timeoutMs: 20_000,
    },
  );
  await sink.waitForMessage((m) => m.to.includes(INSTALLER_EMAIL) && m.text.includes('încă o casă'), {
    timeoutMs: 20_000,
  });
  await sink.waitForMessage((m) => m.to.includes(ADMIN.email) && m.text.includes('luni de zile'), {
    timeoutMs: 20_000,
  });
  return { installationId: String(installation.id), issueId: String(issue.id) };
}

describe('POST /api/v0/account/delete', () => {
  it('erases the person from every service within a minute; the installation and the issue stay, anonymised', async () => {
    const email = 'ana.pop@example.ro';
    const { browser, id } = await registered(email);
    const admin = await adminBrowser();
    const { installationId, issueId } = await leaveTraces(email, browser, admin);
    const services = new Set((await leftovers(email, id)).map((line) => line.split('.')[0]));
    expect([...services].toSorted()).toEqual([...SERVICES].toSorted());
    const oldCookie = browser.cookieHeader();

    const answer = await browser.call('POST', '/api/v0/account/delete', {
      csrf: true,
      body: { password: PASSWORD },
    });
    expect(answer.statusCode, answer.body).toBe(202);

    const started = Date.now();
    await eventually(
      () => leftovers(email, id),
      (found) => found.length === 0,
      { timeoutMs: ERASURE_WITHIN_MS, intervalMs: 250 },
    );
    expect(Date.now() - started).toBeLessThan(ERASURE_WITHIN_MS);

    const installation = await admin.call('GET', `/api/v0/installations/${installationId}`);
    expect(installation.statusCode).toBe(200);
    expect(installation.json()).toMatchObject({
      name: INSTALLATION_BODY.name,
      user_email: ERASED_PERSON.email,
    });
    const issue = await admin.call('GET', `/api/v0/issues/${issueId}`);
    expect(issue.statusCode).toBe(200);
    expect(issue.json()).toMatchObject({
      title: 'Releul nu pornește',
      created_by: ERASED_PERSON.userId,
      created_by_email: ERASED_PERSON.email,
    });

    const replay = await gateway.inject({
      method: 'GET',
      url: '/api/v0/auth/profile',
      headers: { cookie: oldCookie },
      remoteAddress: randomIp(),
    });
    expect(replay.statusCode).toBe(401);
  }, 180_000);
});

describe('DELETE /api/v0/users/:id by an admin', () => {
  it('erases the customer from every service the same way', async () => {
    const email = 'ion.ionescu@example.ro';
    const { browser, id } = await registered(email);
    const admin = await adminBrowser();
    const { installationId } = await leaveTraces(email, browser, admin);

    const answer = await admin.call('DELETE', `/api/v0/users/${id}`, { csrf: true });
    expect(answer.statusCode, answer.body).toBe(200);
    await eventually(
      () => leftovers(email, id),
      (found) => found.length === 0,
      { timeoutMs: ERASURE_WITHIN_MS, intervalMs: 250 },
    );
    const installation = await admin.call('GET', `/api/v0/installations/${installationId}`);
    expect(installation.json()).toMatchObject({ user_email: ERASED_PERSON.email });
    expect((await browser.call('GET', '/api/v0/auth/profile')).statusCode).toBe(401);
  }, 180_000);
});
