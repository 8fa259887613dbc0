/**
 * The same event handed to the handler more than once (a retry after a crash, a duplicate
 * delivery, two workers at once after a lost lock) sends each mail once. The handlers are
 * called directly here, under the bus's own processed-events ledger.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@smarthome/service-kit';
import {
  newEvent,
  type EventEnvelope,
  type EventHandler,
  type EventType,
  type HandlerContext,
} from '@smarthome/service-kit/events';
import { loadServiceConfig } from '../src/config.js';
import { setupEmail, type EmailModule } from '../src/email/email.setup.js';
import { mailsWithId, startEmailTestInfra, type EmailTestInfra } from './support.js';

let infra: EmailTestInfra;
let email: EmailModule;
const ctx: HandlerContext = { attempt: 1, log: createLogger({ name: 'test', level: 'silent' }) };

beforeAll(async () => {
  infra = await startEmailTestInfra();
  email = await setupEmail(loadServiceConfig(infra.env()), infra.db);
});
afterAll(async () => {
  email?.close();
  await infra?.stop();
});
beforeEach(() => infra.sink.clear());

function handle<T extends EventType>(event: EventEnvelope<T>): Promise<void> {
  const handler = email.handlers[event.type] as EventHandler<T> | undefined;
  if (!handler) throw new Error(`no handler for ${event.type}`);
  return handler(event, ctx);
}

const reset = () =>
  newEvent('user.password_reset_requested', {
    userId: 'u7',
    email: 'dan@example.ro',
    firstName: 'Dan',
    resetUrl: 'https://smarthome.test/reset?token=1',
  });

describe('the same event delivered twice to the handler', () => {
  it('one after the other: one mail, one delivery record', async () => {
    const event = reset();
    await handle(event);
    await handle(event);

    expect(mailsWithId(infra.sink, `<${event.id}.0@smarthome.local>`)).toHaveLength(1);
    expect(infra.sink.messages()).toHaveLength(1);
    expect(await infra.deliveries(event.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('at the same time: one mail (the second attempt waits for the first)', async () => {
    const event = reset();
    await Promise.all([handle(event), handle(event)]);

    expect(infra.sink.messages()).toHaveLength(1);
    expect(await infra.deliveries(event.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('for staff mail too: each recipient once, under the recipients planned the first time', async () => {
    await handle(
      newEvent('user.role_changed', {
        userId: 'p1',
        email: 'boss@smarthome.test',
        firstName: 'B',
        role: 'admin',
        active: true,
      }),
    );
    const event = newEvent('testimonial.submitted', {
      testimonialId: 't',
      clientName: 'C',
      rating: 3,
      content: 'Ok.',
    });
    await handle(event);
    // A new admin arrives before the duplicate: the duplicate still follows the first plan.
    await handle(
      newEvent('user.role_changed', {
        userId: 'p2',
        email: 'new@smarthome.test',
        firstName: 'N',
        role: 'admin',
        active: true,
      }),
    );
    await handle(event);

    expect(infra.sink.messages().map((mail) => mail.to)).toEqual([['boss@smarthome.test']]);
    expect(await infra.deliveries(event.id)).toMatchObject([
      { to: 'boss@smarthome.test', status: 'sent', attempts: 1 },
    ]);
  });
});
