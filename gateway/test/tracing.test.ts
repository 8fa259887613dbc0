/**
 * One trace for one contact message: the gateway's request, its call of the content subgraph, the
 * subgraph's request, the event's publish from the outbox, its processing by the notifications
 * worker and the SMTP send, each span the child of the one before, read from an in-memory
 * exporter. The log lines written meanwhile carry the trace id.
 */
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { buildApp as buildContent, loadServiceConfig as loadContentConfig } from '@smarthome/content';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '@smarthome/content/testing';
import { startSmtpSink, type SmtpSink } from '@smarthome/dev/smtp-sink';
import {
  buildApp as buildNotifications,
  loadServiceConfig as loadNotificationsConfig,
} from '@smarthome/notifications';
import { createLogger } from '@smarthome/service-kit';
import {
  startTestInfra,
  startTestTracing,
  type TestInfra,
  type TestTracing,
} from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, randomIp } from './auth-stack.js';
import { gatewayForContent } from './helpers.js';

const PREFIX = `trace${Date.now().toString(36)}`;
/** SpanKind: SERVER 1, CLIENT 2, PRODUCER 3, CONSUMER 4. */
const KIND = { server: 1, client: 2, producer: 3, consumer: 4 } as const;

let tracing: TestTracing;
let infra: TestInfra;
let sink: SmtpSink;
let content: FastifyInstance;
let notifications: FastifyInstance;
let gateway: FastifyInstance;
const workerLines: string[] = [];

beforeAll(async () => {
  tracing = startTestTracing();
  infra = await startTestInfra({ prefix: 'gateway_trace' });
  sink = await startSmtpSink({ port: 0 });
  content = await buildContent(
    loadContentConfig({ ...infra.env, ...FAST_ALTCHA_ENV, EVENTS_PREFIX: PREFIX }),
    {
      events: { pollIntervalMs: 50 },
    },
  );
  await content.listen({ port: 0, host: '127.0.0.1' });
  notifications = await buildNotifications(
    loadNotificationsConfig({
      ...infra.env,
      MONGODB_DB: `${infra.mongo.dbName}_notifications`,
      SMTP_URL: sink.url,
      INSTALLER_EMAIL: 'installer@smarthome.test',
      EVENTS_PREFIX: PREFIX,
    }),
    {
      logger: createLogger({
        name: 'notifications',
        level: 'info',
        destination: { write: (line) => workerLines.push(line) },
      }),
    },
  );
  gateway = await gatewayForContent(content);
});

afterAll(async () => {
  await gateway?.close();
  await notifications?.close();
  await content?.close();
  await sink?.stop();
  await infra?.stop();
  await tracing?.stop();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('a contact message', () => {
  it('is one connected trace from the gateway through content and the queue to the SMTP send', async () => {
    const visitor = new Browser(gateway, randomIp());
    const challenge = await visitor.call('GET', '/api/v0/contact/challenge');
    const sent = await visitor.call('POST', '/api/v0/contact', {
      body: {
        name: 'Ion Urmă',
        email: 'ion@example.ro',
        message: 'Aș vrea o ofertă pentru o casă.',
        consent: true,
        botToken: await solveAltchaChallenge(challenge.body),
      },
    });
    expect(sent.statusCode).toBe(201);

    const root = tracing.spans().find((span) => span.name === 'POST /api/v0/contact');
    expect(root?.kind).toBe(KIND.server);
    expect(parentOf(root!)).toBeUndefined();
    const traceId = root!.spanContext().traceId;
    // Each step is the child of the one before it.
    const chain = [
      { name: 'POST /api/v0/contact', kind: KIND.server },
      { name: 'POST /graphql', kind: KIND.client },
      { name: 'POST /graphql', kind: KIND.server },
      { name: 'contact.received publish', kind: KIND.producer },
      { name: 'contact.received process', kind: KIND.consumer },
      { name: 'smtp send', kind: KIND.client },
    ];
    // A span is exported when it ends, so a parent comes after its children: the worker's process
    // span after its SMTP send. The trace is read once every step of the chain has ended.
    const spans = await tracing.trace(traceId, (found) =>
      chain.every((step) => found.some((span) => span.name === step.name && span.kind === step.kind)),
    );
    let parent: ReadableSpan | undefined;
    for (const step of chain) {
      const span = spans.find(
        (candidate) =>
          candidate.name === step.name &&
          candidate.kind === step.kind &&
          parentOf(candidate) === parent?.spanContext().spanId,
      );
      expect(
        span,
        `${step.name} under ${parent?.name ?? 'nothing'}: ${spans.map((s) => s.name).join(', ')}`,
      ).toBeDefined();
      parent = span;
    }
    // No span of the trace hangs loose.
    const ids = new Set(spans.map((span) => span.spanContext().spanId));
    expect(spans.filter((span) => span !== root && !ids.has(parentOf(span) ?? ''))).toEqual([]);

    // The worker's log line of the mail names the trace.
    const mailed = workerLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.traceId);
    expect(mailed.map((line) => line.traceId)).toContain(traceId);
  });
});
