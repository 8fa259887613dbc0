/**
 * The auth service's `/metrics` shows its outbox relay at work: what it published and the
 * backlog gauges operators alert on, from the same registry the relay counts in.
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
import { randomIp } from './helpers.js';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`;

let infra: TestInfra;
let app: FastifyInstance;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'auth_metrics' });
  // A queue prefix of its own: nothing else on this Redis sees the published events.
  const config = loadServiceConfig({ ...infra.env, EVENTS_PREFIX: `test-${randomUUID()}` });
  app = await buildApp(config, { events: { pollIntervalMs: 50 } });
});

afterAll(async () => {
  await app?.close();
  await infra?.stop();
});

describe('GET /metrics of the auth service', () => {
  it('counts the events its outbox relay published, and lists the backlog gauges', async () => {
    const registered = await postGraphQL(app, {
      query: REGISTER,
      variables: {
        input: { email: 'metrics@example.ro', password: 'parola-buna-1', firstName: 'Ana', lastName: 'Pop' },
      },
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(registered.errors).toBeUndefined();

    const published = /events_published_total\{queue="email",type="user\.registered"\} 1/;
    const text = await scrapeMetricsUntil(app, published);
    expect(text).toMatch(published);
    expect(text).toContain('# TYPE events_outbox_backlog gauge');
    expect(text).toContain('# TYPE events_outbox_oldest_pending_age_seconds gauge');
    expect(text).toMatch(/events_queue_jobs\{queue="email",state="waiting"\} \d+/);
  });
});
