/**
 * The content service's `/metrics` shows the outbox relay of the contact messages at work: what
 * it published and the backlog gauges operators alert on, from the registry the relay counts in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  postGraphQL,
  scrapeMetricsUntil,
  startTestInfra,
  type TestInfra,
} from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '../src/testing/index.js';

const CHALLENGE = 'query { contactChallenge }';
const SEND = /* GraphQL */ `
  mutation Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
    }
  }
`;

let infra: TestInfra;
let app: FastifyInstance;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'content_metrics' });
  // A queue prefix of its own: nothing else on this Redis sees the published events.
  const config = loadServiceConfig({
    ...infra.env,
    ...FAST_ALTCHA_ENV,
    EVENTS_PREFIX: `test-${randomUUID()}`,
  });
  app = await buildApp(config, { events: { pollIntervalMs: 50 } });
});

afterAll(async () => {
  await app?.close();
  await infra?.stop();
});

describe('GET /metrics of the content service', () => {
  it('counts the contact messages its outbox relay published, and lists the backlog gauges', async () => {
    const challenge = await postGraphQL<{ contactChallenge: string }>(app, { query: CHALLENGE });
    const sent = await postGraphQL(app, {
      query: SEND,
      variables: {
        input: {
          name: 'Maria Popescu',
          email: 'maria@example.ro',
          message: 'Bună ziua, aș dori o ofertă.',
          consent: true,
          botToken: await solveAltchaChallenge(challenge.data!.contactChallenge),
        },
      },
      headers: { 'x-forwarded-for': '198.51.100.90' },
    });
    expect(sent.errors).toBeUndefined();

    const published = /events_published_total\{queue="email",type="contact\.received"\} 1/;
    const text = await scrapeMetricsUntil(app, published);
    expect(text).toMatch(published);
    // The same write's webhook event goes to the queue the operations service delivers from.
    const told = /events_published_total\{queue="webhooks",type="webhook\.occurred"\} 1/;
    expect(await scrapeMetricsUntil(app, told)).toMatch(told);
    expect(text).toContain('# TYPE events_outbox_backlog gauge');
    expect(text).toContain('# TYPE events_outbox_oldest_pending_age_seconds gauge');
    expect(text).toMatch(/events_queue_jobs\{queue="email",state="waiting"\} \d+/);
  });
});
