/**
 * The SMTP server down (the sink stopped): a send fails, the handler throws, the bus
 * retries with exponential backoff. Back in time: the mail goes out. Down past the last
 * attempt: the event waits in the dead letters until an operator replays it.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listFailedEvents, newEvent, replayFailedEvent } from '@smarthome/service-kit/events';
import { buildApp, loadServiceConfig } from '../src/index.js';
import { eventually } from '@smarthome/service-kit/testing';
import { captureLog, INSTALLER, mailsWithId, startEmailTestInfra, type EmailTestInfra } from './support.js';

let infra: EmailTestInfra;
let app: FastifyInstance;
let lines: Array<Record<string, unknown>>;

beforeAll(async () => {
  infra = await startEmailTestInfra();
  const captured = captureLog();
  lines = captured.lines;
  app = await buildApp(loadServiceConfig(infra.env()), { logger: captured.log });
});
afterAll(async () => {
  await app?.close();
  await infra?.stop();
});
afterEach(async () => {
  // Every test leaves the sink running for the next one.
  if (!(await reachable())) await infra.restartSink();
});

/** Whether the sink's port accepts a connection. */
function reachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(infra.sink.port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const contact = (messageId: string) =>
  newEvent('contact.received', {
    messageId,
    name: 'Elena',
    email: 'elena@example.ro',
    message: 'Revin cu detalii.',
  });

const retriesOf = (eventId: string) =>
  lines.filter((line) => line.eventId === eventId && line.msg === 'event failed; it will be retried');

describe('while the SMTP server is down', () => {
  it('retries with a growing delay, and sends once when the server is back', async () => {
    await infra.sink.stop();
    const event = contact('down-1');
    const messageId = `<${event.id}.0@smarthome.local>`;
    await infra.publish([event], { attempts: 8, backoffDelayMs: 150, backoffJitter: 0 });

    // Three failed attempts, each one recorded on the delivery.
    const failing = await eventually(
      async () => (await infra.deliveries(event.id))[0],
      (delivery) => (delivery?.attempts ?? 0) >= 3 && delivery?.status === 'failed',
    );
    expect(failing?.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    const delays = retriesOf(event.id).map((line) => Number(line.retryInMs));
    expect(delays.slice(0, 2)).toEqual([150, 300]);

    const sink = await infra.restartSink();
    const mail = await sink.waitForMessage((m) => m.messageId === messageId, { timeoutMs: 15_000 });
    expect(mail.to).toEqual([INSTALLER]);
    await eventually(() => infra.processed(event.id), Boolean);
    const [delivery] = await infra.deliveries(event.id);
    expect(delivery).toMatchObject({ status: 'sent', lastError: null });
    expect(delivery?.attempts).toBeGreaterThanOrEqual(4);
    expect(mailsWithId(sink, messageId)).toHaveLength(1);
  });

  it('past the last attempt the event is a dead letter, and a replay delivers it once the server is back', async () => {
    await infra.sink.stop();
    const event = contact('down-2');
    const messageId = `<${event.id}.0@smarthome.local>`;
    await infra.publish([event], { attempts: 2, backoffDelayMs: 50, backoffJitter: 0 });

    const redis = { redis: infra.redis.url, prefix: infra.prefix, queues: ['email'] };
    const [dead] = await eventually(
      () => listFailedEvents(redis),
      (failed) => failed.some((entry) => entry.id === event.id),
    );
    expect(dead).toMatchObject({
      id: event.id,
      queue: 'email',
      type: 'contact.received',
      attemptsMade: 2,
      failedReason: expect.stringContaining(`e-mail(s) of event ${event.id} not sent`),
    });
    expect(await infra.deliveries(event.id)).toMatchObject([{ status: 'failed', attempts: 2 }]);
    expect(await infra.processed(event.id)).toBe(false);
    const metrics = (await app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/events_failed_total\{queue="email",type="contact.received"\} 1/);

    const sink = await infra.restartSink();
    expect(sink.messages()).toEqual([]);
    await replayFailedEvent({ ...redis, id: event.id });
    await sink.waitForMessage((m) => m.messageId === messageId, { timeoutMs: 15_000 });
    await eventually(() => infra.processed(event.id), Boolean);
    expect(await infra.deliveries(event.id)).toMatchObject([{ status: 'sent', attempts: 3 }]);
    expect(await listFailedEvents(redis)).toEqual([]);
    expect(mailsWithId(sink, messageId)).toHaveLength(1);
  });

  it('a mail already sent is not sent again when another recipient of the same event fails', async () => {
    // Two admins; the SMTP server refuses one of them for a while.
    const roles = [
      newEvent('user.role_changed', {
        userId: 'x1',
        email: 'ok@smarthome.test',
        firstName: 'Ok',
        role: 'admin',
        active: true,
      }),
      newEvent('user.role_changed', {
        userId: 'x2',
        email: 'zz@smarthome.test',
        firstName: 'Zz',
        role: 'admin',
        active: true,
      }),
    ];
    await infra.publish(roles);
    await eventually(
      async () => (await Promise.all(roles.map((e) => infra.processed(e.id)))).every(Boolean),
      Boolean,
    );

    const hold = infra.sink.hold();
    const event = newEvent('testimonial.submitted', {
      testimonialId: 't9',
      clientName: 'Vlad',
      rating: 4,
      content: 'Bine.',
    });
    await infra.publish([event], { attempts: 5, backoffDelayMs: 100, backoffJitter: 0 });
    // The first mail (ok@, index 0) is accepted; the server dies while the second one waits for its answer.
    const first = await hold.next();
    expect(first.mail.to).toEqual(['ok@smarthome.test']);
    first.accept();
    const second = await hold.next();
    expect(second.mail.to).toEqual(['zz@smarthome.test']);
    await infra.sink.stop();
    await eventually(
      async () => (await infra.deliveries(event.id))[1],
      (delivery) => delivery?.status === 'failed',
    );
    const sink = await infra.restartSink();
    await sink.waitForMessage((m) => m.messageId === `<${event.id}.1@smarthome.local>`);
    await eventually(() => infra.processed(event.id), Boolean);
    const [okDelivery, zzDelivery] = await infra.deliveries(event.id);
    expect(okDelivery).toMatchObject({ to: 'ok@smarthome.test', status: 'sent', attempts: 1 });
    expect(zzDelivery).toMatchObject({ to: 'zz@smarthome.test', status: 'sent' });
    expect(zzDelivery?.attempts).toBeGreaterThanOrEqual(2);
    // Only the second mail came again: the first one is not sent twice.
    expect(sink.messages().filter((m) => m.messageId?.startsWith(`<${event.id}.`))).toHaveLength(1);
  });
});
