import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { ERASED_PERSON, newEvent, QUEUES } from '@smarthome/service-kit/events';
import {
  eventually,
  postGraphQL,
  publishTestEvent,
  startTestInfra,
  type TestInfra,
} from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '../testing/index.js';

const PERSON = { userId: '65f1c0ffee0000000000a001', email: 'Ana.Pop@Example.ro' };
const OTHER = 'ion@example.ro';

let infra: TestInfra;
let app: FastifyInstance;
let db: Connection;
let ip = 0;

async function botToken(): Promise<string> {
  const response = await postGraphQL<{ contactChallenge: string }>(app, { query: '{ contactChallenge }' });
  return solveAltchaChallenge(response.data!.contactChallenge);
}

async function contact(email: string): Promise<void> {
  const response = await postGraphQL(app, {
    query: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
    variables: {
      input: {
        name: 'Ana Pop',
        email,
        message: 'Aș dori o ofertă, vă rog.',
        consent: true,
        botToken: await botToken(),
      },
    },
    headers: { 'x-forwarded-for': `203.0.113.${(ip += 1)}` },
  });
  expect(response.errors).toBeUndefined();
}

async function testimonial(token?: string): Promise<void> {
  const response = await postGraphQL(app, {
    query: 'mutation ($input: TestimonialSubmission!) { submitTestimonial(input: $input) { id } }',
    variables: {
      input: {
        clientName: 'Ana Pop',
        content: 'Totul funcționează perfect.',
        rating: 5,
        botToken: await botToken(),
      },
    },
    headers: { 'x-forwarded-for': `203.0.113.${(ip += 1)}` },
    ...(token ? { token } : {}),
  });
  expect(response.errors).toBeUndefined();
}

/** Every document of the service's database but the ledger, as JSON, by collection. */
async function everything(): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const { name } of await db.db!.listCollections().toArray()) {
    if (name === 'processed_events') continue;
    all[name] = (await db.collection(name).find({}).sort({ _id: 1 }).toArray()).map((doc) =>
      JSON.stringify(doc),
    );
  }
  return all;
}

const mentioning = async (...needles: string[]) =>
  Object.values(await everything())
    .flat()
    .filter((json) => needles.some((needle) => json.toLowerCase().includes(needle.toLowerCase())));

async function deleted(): Promise<void> {
  const event = newEvent('account.deleted', PERSON);
  await publishTestEvent({ redis: infra.redis.url, queue: QUEUES.content }, event);
  await eventually(
    () => db.collection('processed_events').countDocuments({ _id: event.id as never }),
    (count) => count === 1,
  );
}

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'content_erasure' });
  app = await buildApp(loadServiceConfig({ ...infra.env, ...FAST_ALTCHA_ENV }), { relay: false });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  const token = await infra.jwks.sign({
    sub: PERSON.userId,
    email: PERSON.email.toLowerCase(),
    role: 'user',
  });
  await contact(PERSON.email.toLowerCase());
  // As typed into the form: any case.
  await contact(PERSON.email.toUpperCase());
  await contact(OTHER);
  await testimonial(token);
  await testimonial();
  // A picture the account uploaded (as an admin, before it was deleted).
  await db.collection('images.files').insertOne({
    filename: 'hol.webp',
    length: 0,
    chunkSize: 261120,
    uploadDate: new Date(),
    metadata: {
      contentType: 'image/webp',
      variant: 'content',
      width: 1,
      height: 1,
      uploadedBy: PERSON.userId,
    },
  });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await infra?.stop();
});

describe('an account.deleted event', () => {
  it('deletes the contact messages from its address and its testimonials, and unnames its pictures', async () => {
    expect(await mentioning(PERSON.userId, PERSON.email)).not.toEqual([]);
    await deleted();
    expect(await mentioning(PERSON.userId, PERSON.email)).toEqual([]);
    // The other visitor's message and the anonymous testimonial stay.
    expect(await db.collection('contact_messages').find({}).project({ email: 1, _id: 0 }).toArray()).toEqual([
      { email: OTHER },
    ]);
    expect(await db.collection('testimonials').countDocuments({})).toBe(1);
    expect(await db.collection('images.files').findOne({})).toMatchObject({
      filename: 'hol.webp',
      metadata: { uploadedBy: ERASED_PERSON.userId },
    });
  });

  it('handled again changes nothing more', async () => {
    const before = await everything();
    await deleted();
    expect(await everything()).toEqual(before);
  });
});
