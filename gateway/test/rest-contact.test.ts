/**
 * End to end, as the /contact page sends a message: the gateway's REST facade → the content
 * service (embedded Mongo, Redis) → its outbox relay → BullMQ → the notifications worker → the
 * SMTP sink. The bot check is the real ALTCHA one, solved here the way the widget solves it.
 */
import { buildApp as buildContent, loadServiceConfig as loadContentConfig } from '@smarthome/content';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '@smarthome/content/testing';
import { startSmtpSink, type SmtpSink } from '@smarthome/dev/smtp-sink';
import {
  buildApp as buildNotifications,
  loadServiceConfig as loadNotificationsConfig,
} from '@smarthome/notifications';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { inOneRateWindow, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, randomIp } from './auth-stack.js';
import { gatewayForContent } from './helpers.js';

const INSTALLER = 'installer@smarthome.test';
const PREFIX = `contact${Date.now().toString(36)}`;

let infra: TestInfra;
let sink: SmtpSink;
let content: FastifyInstance;
let notifications: FastifyInstance;
let gateway: FastifyInstance;
let contentDb: Connection;
let notificationsDb: Connection;

const form = {
  name: 'Maria Popescu',
  email: 'maria@example.ro',
  message: 'Bună ziua,\nAș dori o ofertă pentru un apartament cu 3 camere.',
  consent: true,
};

/** The per-address limit's window (CONTACT_RATE_WINDOW, seconds), set here so a test can keep in one. */
const CONTACT_WINDOW_S = 3600;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_contact' });
  sink = await startSmtpSink({ port: 0 });
  content = await buildContent(
    loadContentConfig({
      ...infra.env,
      ...FAST_ALTCHA_ENV,
      EVENTS_PREFIX: PREFIX,
      CONTACT_RATE_LIMIT: '4',
      CONTACT_RATE_WINDOW: String(CONTACT_WINDOW_S),
    }),
    // Retries within tens of milliseconds, so the SMTP outage below is over in a second.
    { events: { pollIntervalMs: 50, jobOptions: { attempts: 20, backoffDelayMs: 100, backoffJitter: 0 } } },
  );
  await content.listen({ port: 0, host: '127.0.0.1' });
  const notificationsDbName = `${infra.mongo.dbName}_notifications`;
  notifications = await buildNotifications(
    loadNotificationsConfig({
      ...infra.env,
      MONGODB_DB: notificationsDbName,
      SMTP_URL: sink.url,
      INSTALLER_EMAIL: INSTALLER,
      EVENTS_PREFIX: PREFIX,
      SMTP_TIMEOUT_MS: '2000',
    }),
  );
  gateway = await gatewayForContent(content);
  contentDb = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  notificationsDb = await connectMongo({ uri: infra.mongo.uri, dbName: notificationsDbName });
});

afterAll(async () => {
  await gateway?.close();
  await notifications?.close();
  await content?.close();
  await Promise.allSettled([contentDb?.close(), notificationsDb?.close()]);
  await sink?.stop();
  await infra?.stop();
});

/** A visitor's solved bot check, fetched through the REST facade like the widget does. */
async function botToken(visitor: Browser): Promise<string> {
  const challenge = await visitor.call('GET', '/api/v0/contact/challenge');
  expect(challenge.statusCode).toBe(200);
  expect(challenge.headers['cache-control']).toBe('no-store');
  return solveAltchaChallenge(challenge.body);
}

const stored = (id: string) => contentDb.collection('contact_messages').findOne({ _id: idOf(id) });
const idOf = (hex: string) => new contentDb.base.Types.ObjectId(hex);

function errorsOf(response: LightMyRequestResponse): string[] {
  return response.json<{ errors: Array<{ msg: string }> }>().errors.map((error) => error.msg);
}

describe('GET /api/v0/contact/bot-check', () => {
  it('tells the page to run ALTCHA with the challenge route', async () => {
    const response = await new Browser(gateway, randomIp()).call('GET', '/api/v0/contact/bot-check');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'altcha', challengeUrl: '/api/v0/contact/challenge' });
  });
});

describe('POST /api/v0/contact', () => {
  it('stores an anonymous visitor’s message (no cookie, no CSRF token) and mails it to the installer, Reply-To the visitor', async () => {
    const visitor = new Browser(gateway, randomIp());
    const response = await visitor.call('POST', '/api/v0/contact', {
      body: { ...form, botToken: await botToken(visitor) },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; receivedAt: string; message: string }>();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      receivedAt: expect.any(String),
      message: 'Mesajul a fost trimis cu succes!',
    });
    expect(visitor.cookies.size).toBe(0);

    const message = await stored(body.id);
    expect(message).toMatchObject({ ...form, consent: true });

    const mail = await sink.waitForMessage((m) => m.subject === 'New contact message from Maria Popescu', {
      timeoutMs: 15_000,
    });
    expect(mail.to).toEqual([INSTALLER]);
    expect(mail.replyTo).toBe('"Maria Popescu" <maria@example.ro>');
    expect(mail.text).toContain('Aș dori o ofertă pentru un apartament cu 3 camere.');
    expect(mail.messageId).toBe(`<${message!.eventId}.0@smarthome.local>`);
  });

  it('answers every empty field with the form’s Romanian texts as 400 {errors:[{msg}]}', async () => {
    const response = await new Browser(gateway, randomIp()).call('POST', '/api/v0/contact', { body: {} });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'Numele este obligatoriu',
      'Email-ul este obligatoriu',
      'Mesajul este obligatoriu',
      'Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate',
    ]);
  });

  it.each([
    ['an invalid address', { email: 'maria@' }, ['Email-ul nu este valid']],
    ['a short message', { message: 'Salut!' }, ['Mesajul trebuie să conțină cel puțin 10 caractere']],
    [
      'no consent',
      { consent: false },
      ['Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate'],
    ],
    [
      'a 6000-character message',
      { message: 'x'.repeat(6000) },
      ['Mesajul poate avea cel mult 5000 de caractere'],
    ],
  ])('refuses %s', async (_label, change, messages) => {
    const visitor = new Browser(gateway, randomIp());
    const response = await visitor.call('POST', '/api/v0/contact', {
      body: { ...form, ...change, botToken: 'not-checked-before-the-form' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual(messages);
  });

  it.each([
    ['an operator object for the address', { email: { $gt: '' } }],
    ['an operator object for the name', { name: { $ne: null } }],
    ['a number for the message', { message: 12345678901 }],
    ['a string for consent', { consent: 'true' }],
    ['a list for the token', { botToken: ['a'] }],
  ])('refuses %s with 400, never 500', async (_label, change) => {
    const response = await new Browser(gateway, randomIp()).call('POST', '/api/v0/contact', {
      body: { ...form, botToken: 'x', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('errors');
  });

  it('refuses a body that is not a JSON object, and a form post', async () => {
    const visitor = new Browser(gateway, randomIp());
    expect((await visitor.call('POST', '/api/v0/contact', { body: [form] })).statusCode).toBe(400);
    const formPost = await gateway.inject({
      method: 'POST',
      url: '/api/v0/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&email=b',
    });
    expect(formPost.statusCode).toBe(415);
  });

  it('refuses a missing, forged or replayed bot check with one message', async () => {
    const visitor = new Browser(gateway, randomIp());
    const failed = ['Verificarea anti-spam nu a reușit. Reîncărcați pagina și încercați din nou.'];
    const missing = await visitor.call('POST', '/api/v0/contact', { body: form });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual(failed);
    const forged = await visitor.call('POST', '/api/v0/contact', {
      body: { ...form, botToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
    });
    expect(errorsOf(forged)).toEqual(failed);

    const token = await botToken(visitor);
    expect(
      (await visitor.call('POST', '/api/v0/contact', { body: { ...form, botToken: token } })).statusCode,
    ).toBe(201);
    const replay = await new Browser(gateway, randomIp()).call('POST', '/api/v0/contact', {
      body: { ...form, botToken: token },
    });
    expect(replay.statusCode).toBe(400);
    expect(errorsOf(replay)).toEqual(failed);
  });

  it('accepts the token under the clients’ field name g-recaptcha-response', async () => {
    const visitor = new Browser(gateway, randomIp());
    const response = await visitor.call('POST', '/api/v0/contact', {
      body: { ...form, 'g-recaptcha-response': await botToken(visitor) },
    });
    expect(response.statusCode).toBe(201);
  });

  it('limits one address to CONTACT_RATE_LIMIT attempts per window: 429 with Retry-After', async () => {
    await inOneRateWindow(CONTACT_WINDOW_S * 1000, 5_000);
    const visitor = new Browser(gateway, randomIp());
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await visitor.call('POST', '/api/v0/contact', { body: {} })).statusCode).toBe(400);
    }
    const limited = await visitor.call('POST', '/api/v0/contact', { body: { ...form, botToken: 'x' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: 'Ați trimis prea multe mesaje. Vă rugăm să încercați din nou mai târziu.',
    });
  });

  it('asks a signed-in visitor (session cookie) for the CSRF token, like every other write', async () => {
    const visitor = new Browser(gateway, randomIp());
    const session = await infra.jwks.sign({ sub: 'u1', email: 'ion@example.ro', role: 'user' });
    visitor.cookies.set('session', session);
    const withoutToken = await visitor.call('POST', '/api/v0/contact', {
      body: { ...form, botToken: await botToken(visitor) },
    });
    expect(withoutToken.statusCode).toBe(403);
    const withToken = await visitor.call('POST', '/api/v0/contact', {
      body: { ...form, botToken: await botToken(visitor) },
      csrf: true,
    });
    expect(withToken.statusCode).toBe(201);
  });

  it('keeps the message when the mail cannot go out, and mails it once SMTP is back', async () => {
    const port = sink.port;
    await sink.stop();
    const visitor = new Browser(gateway, randomIp());
    const response = await visitor.call('POST', '/api/v0/contact', {
      body: { ...form, name: 'Ion Ionescu', email: 'ion@example.ro', botToken: await botToken(visitor) },
    });
    expect(response.statusCode).toBe(201);
    const message = await stored(response.json<{ id: string }>().id);
    expect(message).toMatchObject({ name: 'Ion Ionescu', email: 'ion@example.ro' });

    // The worker tried and failed: the delivery is recorded as not sent, the message is still there.
    await eventually(async () => {
      const delivery = await notificationsDb.collection('deliveries').findOne({ eventId: message!.eventId });
      return delivery !== null && delivery.status !== 'sent' && delivery.attempts >= 1;
    });
    expect(await stored(message!._id.toHexString())).not.toBeNull();

    sink = await startSmtpSink({ port });
    const mail = await sink.waitForMessage((m) => m.messageId === `<${message!.eventId}.0@smarthome.local>`, {
      timeoutMs: 15_000,
    });
    expect(mail.replyTo).toBe('"Ion Ionescu" <ion@example.ro>');
  });
});

/** Polls a state no event announces (a document in MongoDB) until it holds; bounded. */
async function eventually(holds: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
