import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ConfigError, connectMongo, type Connection } from '@smarthome/service-kit';
import {
  errorCodes,
  inOneRateWindow,
  postGraphQL,
  startTestInfra,
  type TestInfra,
} from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '../testing/index.js';
import { BOT_CHECK_FAILED_MESSAGE } from './contact.bot-check.js';
import { RATE_LIMITED_MESSAGE } from './contact.service.js';

/** The per-address limit's window (CONTACT_RATE_WINDOW, seconds), set here so a test can keep in one. */
const CONTACT_WINDOW_S = 3600;

const SEND = /* GraphQL */ `
  mutation Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`;
const CHALLENGE = /* GraphQL */ `
  query {
    contactChallenge
  }
`;
const BOT_CHECK = /* GraphQL */ `
  query {
    contactBotCheck {
      provider
      siteKey
      action
    }
  }
`;

interface SendData {
  sendContactMessage: { id: string; receivedAt: string };
}

let infra: TestInfra;
let app: FastifyInstance;
let db: Connection;
let ipCounter = 0;

/** A fresh client address per call, so the per-address limit only bites where a test wants it. */
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

const form = {
  name: '  Maria   Popescu ',
  email: ' maria@example.ro ',
  message: ' Bună ziua,\r\nAș dori o ofertă pentru un apartament cu 3 camere. ',
  consent: true,
};

async function solvedToken(target: FastifyInstance = app): Promise<string> {
  const response = await postGraphQL<{ contactChallenge: string }>(target, { query: CHALLENGE });
  return solveAltchaChallenge(response.data!.contactChallenge);
}

function send(input: Record<string, unknown>, ip = nextIp(), target: FastifyInstance = app) {
  return postGraphQL<SendData>(target, {
    query: SEND,
    variables: { input },
    headers: { 'x-forwarded-for': ip },
  });
}

const messages = () => db.collection('contact_messages');

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'content_contact' });
  app = await buildApp(
    loadServiceConfig({
      ...infra.env,
      ...FAST_ALTCHA_ENV,
      CONTACT_RATE_LIMIT: '3',
      CONTACT_RATE_WINDOW: String(CONTACT_WINDOW_S),
    }),
    {
      relay: false,
    },
  );
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await infra?.stop();
});

beforeEach(async () => {
  await messages().deleteMany({});
});

describe('mutation sendContactMessage', () => {
  it('stores the message with its contact.received event and its webhook in one document', async () => {
    const response = await send({ ...form, botToken: await solvedToken() }, '198.51.100.7');
    expect(response.errors).toBeUndefined();
    const receipt = response.data!.sendContactMessage;
    expect(receipt.id).toMatch(/^[0-9a-f]{24}$/);

    const stored = await messages().findOne({});
    expect(stored).toMatchObject({
      name: 'Maria Popescu',
      email: 'maria@example.ro',
      message: 'Bună ziua,\nAș dori o ofertă pentru un apartament cu 3 camere.',
      consent: true,
    });
    expect(stored!._id.toHexString()).toBe(receipt.id);
    expect(stored!.createdAt.toISOString()).toBe(receipt.receivedAt);
    // The address is kept only as a keyed hash.
    expect(stored!.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(stored)).not.toContain('198.51.100.7');
    expect(stored!._outbox).toEqual([
      {
        id: stored!.eventId,
        type: 'contact.received',
        queue: 'email',
        occurredAt: expect.any(String),
        payload: {
          messageId: receipt.id,
          name: 'Maria Popescu',
          email: 'maria@example.ro',
          message: 'Bună ziua,\nAș dori o ofertă pentru un apartament cu 3 camere.',
        },
      },
      {
        id: expect.any(String),
        type: 'webhook.occurred',
        queue: 'webhooks',
        occurredAt: expect.any(String),
        // The message as the admin's inbox shows it (GET /contact/messages).
        payload: {
          type: 'contact.received',
          data: {
            id: receipt.id,
            name: 'Maria Popescu',
            email: 'maria@example.ro',
            message: 'Bună ziua,\nAș dori o ofertă pentru un apartament cu 3 camere.',
            received_at: receipt.receivedAt,
            read: false,
          },
        },
      },
    ]);
  });

  it('keeps stored messages for the retention period only (TTL index)', async () => {
    const indexes = await messages().indexes();
    expect(indexes.find((index) => index.name === 'retention')).toMatchObject({
      key: { createdAt: 1 },
      expireAfterSeconds: 365 * 24 * 60 * 60,
    });
  });

  it('refuses every empty field with the form texts, in form order, before spending the bot check', async () => {
    const botToken = await solvedToken();
    const response = await send({ name: ' ', email: '', message: '', consent: false, botToken });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Numele este obligatoriu');
    expect(response.errors![0]!.extensions!.details).toEqual({
      errors: [
        { field: 'name', msg: 'Numele este obligatoriu' },
        { field: 'email', msg: 'Email-ul este obligatoriu' },
        { field: 'message', msg: 'Mesajul este obligatoriu' },
        { field: 'consent', msg: 'Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate' },
      ],
    });
    // The same solved challenge still works: the invalid form did not use it up.
    expect((await send({ ...form, botToken })).errors).toBeUndefined();
    expect(await messages().countDocuments()).toBe(1);
  });

  it.each([
    ['an address without a domain', { email: 'maria@example' }, 'Email-ul nu este valid'],
    ['9 characters', { message: '  123456789 ' }, 'Mesajul trebuie să conțină cel puțin 10 caractere'],
    ['a 101-character name', { name: 'N'.repeat(101) }, 'Numele poate avea cel mult 100 de caractere'],
    [
      'a 5001-character message',
      { message: 'M'.repeat(5001) },
      'Mesajul poate avea cel mult 5000 de caractere',
    ],
    ['a 261-character address', { email: `${'a'.repeat(250)}@example.ro` }, 'Email-ul nu este valid'],
  ])('refuses %s: %s', async (_label, change, text) => {
    const response = await send({ ...form, ...change, botToken: 'unused' });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe(text);
    expect(await messages().countDocuments()).toBe(0);
  });

  it('stores name and message under the text rule: no control, bidi or zero-width characters', async () => {
    const response = await send(
      {
        ...form,
        name: 'Maria\u202e\r\nPopescu\u0000\u200b',
        message: '\ufeffBună ziua,\r\nAș dori\u2066 o ofertă\ud800.',
        botToken: await solvedToken(),
      },
      nextIp(),
    );
    expect(response.errors).toBeUndefined();
    expect(await messages().findOne({})).toMatchObject({
      name: 'Maria Popescu',
      message: 'Bună ziua,\nAș dori o ofertă.',
    });
  });

  it('refuses a name of zero-width characters only as missing', async () => {
    const response = await send({ ...form, name: '\u200b\u200d\u2060\ufeff', botToken: 'x' });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Numele este obligatoriu');
    expect(await messages().countDocuments()).toBe(0);
  });

  it('refuses wrong types and operator objects at the schema, storing nothing', async () => {
    for (const change of [{ email: { $gt: '' } }, { name: ['a'] }, { consent: 'true' }, { message: 42 }]) {
      const response = await send({ ...form, ...change, botToken: 'x' });
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    }
    expect(await messages().countDocuments()).toBe(0);
  });
});

describe('the ALTCHA bot check', () => {
  it('is what the page is told to run', async () => {
    const response = await postGraphQL(app, { query: BOT_CHECK });
    expect(response.data).toEqual({ contactBotCheck: { provider: 'ALTCHA', siteKey: null, action: null } });
  });

  it('hands out signed challenges that expire', async () => {
    const response = await postGraphQL<{ contactChallenge: string }>(app, { query: CHALLENGE });
    const challenge = JSON.parse(response.data!.contactChallenge);
    expect(challenge).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1, nonce: expect.any(String) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const ttl = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(1700);
    expect(ttl).toBeLessThanOrEqual(1800);
  });

  async function refused(botToken: string) {
    const response = await send({ ...form, botToken });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe(BOT_CHECK_FAILED_MESSAGE);
    expect(response.errors![0]!.extensions!.details).toMatchObject({ field: 'botToken' });
  }

  it('refuses a missing token', () => refused(''));
  it('refuses a token that is not a payload', () => refused('bm90IGEgcGF5bG9hZA=='));
  it('refuses an oversized token', () => refused('A'.repeat(10_001)));

  it('refuses a payload whose solution is wrong or whose challenge was altered', async () => {
    const payload = JSON.parse(Buffer.from(await solvedToken(), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    await refused(encode({ ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } }));
    await refused(
      encode({
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 2 } },
      }),
    );
  });

  it('refuses a challenge signed with another key', async () => {
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'another-key-another-key-another-key!',
    });
    await refused(await solveAltchaChallenge(JSON.stringify(foreign)));
  });

  it('refuses an expired challenge', async () => {
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: FAST_ALTCHA_ENV.ALTCHA_HMAC_KEY,
    });
    await refused(await solveAltchaChallenge(JSON.stringify(expired)));
  });

  it('accepts a solution once: a replay is refused, even from another address', async () => {
    const botToken = await solvedToken();
    expect((await send({ ...form, botToken })).errors).toBeUndefined();
    await refused(botToken);
    const concurrent = await solvedToken();
    const both = await Promise.all([
      send({ ...form, botToken: concurrent }),
      send({ ...form, botToken: concurrent }),
    ]);
    expect(both.filter((response) => response.errors === undefined)).toHaveLength(1);
    expect(await messages().countDocuments()).toBe(2);
  });
});

describe('the per-address limit', () => {
  it('answers RATE_LIMITED with retryAfter after CONTACT_RATE_LIMIT attempts, valid or not', async () => {
    await inOneRateWindow(CONTACT_WINDOW_S * 1000, 5_000);
    const ip = '192.0.2.99';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(errorCodes(await send({ ...form, name: '', botToken: 'x' }, ip))).toEqual(['BAD_USER_INPUT']);
    }
    const limited = await send({ ...form, botToken: await solvedToken() }, ip);
    expect(errorCodes(limited)).toEqual(['RATE_LIMITED']);
    expect(limited.errors![0]!.message).toBe(RATE_LIMITED_MESSAGE);
    expect(limited.errors![0]!.extensions!.details).toMatchObject({ retryAfter: expect.any(Number) });
    // Another address is not affected.
    expect((await send({ ...form, botToken: await solvedToken() })).errors).toBeUndefined();
  });
});

describe('with RECAPTCHA_SECRET (reCAPTCHA v3)', () => {
  let verifier: Server;
  let recaptchaApp: FastifyInstance;
  const received: URLSearchParams[] = [];

  /** Google's siteverify protocol: form-encoded secret/response/remoteip in, JSON out. */
  const answers: Record<string, object> = {
    human: { success: true, score: 0.9, action: 'submit', hostname: 'localhost' },
    bot: { success: true, score: 0.1, action: 'submit', hostname: 'localhost' },
    'other-action': { success: true, score: 0.9, action: 'login', hostname: 'localhost' },
    used: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  };

  beforeAll(async () => {
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const params = new URLSearchParams(body);
        received.push(params);
        const wrongSecret = params.get('secret') !== 'test-secret';
        const answer = wrongSecret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (answers[params.get('response') ?? ''] ?? {
              success: false,
              'error-codes': ['invalid-input-response'],
            });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    recaptchaApp = await buildApp(
      loadServiceConfig({
        ...infra.env,
        RECAPTCHA_SECRET: 'test-secret',
        RECAPTCHA_SITE_KEY: 'site-key-123',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      }),
      { relay: false },
    );
  });

  afterAll(async () => {
    await recaptchaApp?.close();
    await new Promise((resolve) => verifier?.close(resolve));
  });

  it('tells the page to run reCAPTCHA with the site key and action submit, and hands out no ALTCHA challenge', async () => {
    const response = await postGraphQL(recaptchaApp, { query: BOT_CHECK });
    expect(response.data).toEqual({
      contactBotCheck: { provider: 'RECAPTCHA', siteKey: 'site-key-123', action: 'submit' },
    });
    expect(errorCodes(await postGraphQL(recaptchaApp, { query: CHALLENGE }))).toEqual(['NOT_FOUND']);
  });

  it('accepts a token Google scores as human, sending the secret, the token and the address', async () => {
    const response = await send({ ...form, botToken: 'human' }, '198.51.100.20', recaptchaApp);
    expect(response.errors).toBeUndefined();
    expect(Object.fromEntries(received.at(-1)!)).toEqual({
      secret: 'test-secret',
      response: 'human',
      remoteip: '198.51.100.20',
    });
    expect(await messages().countDocuments()).toBe(1);
  });

  it.each(['bot', 'other-action', 'used', 'forged'])('refuses a %s token', async (botToken) => {
    const response = await send({ ...form, botToken }, nextIp(), recaptchaApp);
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe(BOT_CHECK_FAILED_MESSAGE);
    expect(await messages().countDocuments()).toBe(0);
  });

  it('refuses (as an internal error) while siteverify cannot be reached, storing nothing', async () => {
    const unreachable = await buildApp(
      loadServiceConfig({
        ...infra.env,
        RECAPTCHA_SECRET: 'test-secret',
        RECAPTCHA_SITE_KEY: 'site-key-123',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      }),
      { relay: false },
    );
    try {
      const response = await send({ ...form, botToken: 'human' }, nextIp(), unreachable);
      expect(errorCodes(response)).toEqual(['INTERNAL']);
      expect(await messages().countDocuments()).toBe(0);
    } finally {
      await unreachable.close();
    }
  });

  it('will not start with a secret but no site key', async () => {
    await expect(
      buildApp(loadServiceConfig({ ...infra.env, RECAPTCHA_SECRET: 'test-secret' }), {
        relay: false,
      }),
    ).rejects.toBeInstanceOf(ConfigError);
  });
});
