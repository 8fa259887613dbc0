/**
 * A deleted account in the notifications worker: its `account.deleted` event removes the records
 * of the mails sent to its address and the worker's copy of the account, and nothing else; a mail
 * for the address still on its way afterwards is dropped. The handlers are called directly, as
 * the email queue's consumer calls them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { startEmailTestInfra, type EmailTestInfra } from './support.js';

const PERSON = { userId: '65f1c0ffee0000000000a001', email: 'ana@example.ro' };
const OTHER = { userId: '65f1c0ffee0000000000a002', email: 'ion@example.ro' };

let infra: EmailTestInfra;
let email: EmailModule;
const ctx: HandlerContext = { attempt: 1, log: createLogger({ name: 'test', level: 'silent' }) };

beforeAll(async () => {
  infra = await startEmailTestInfra();
  email = await setupEmail(loadServiceConfig(infra.env()), infra.db);
  for (const who of [PERSON, OTHER]) {
    await handle(newEvent('user.role_changed', { ...who, firstName: 'Ana', role: 'user', active: true }));
    await handle(
      newEvent('user.password_reset_requested', {
        ...who,
        firstName: 'Ana',
        resetUrl: 'https://smarthome.test/reset?token=1',
      }),
    );
  }
});

afterAll(async () => {
  email?.close();
  await infra?.stop();
});

function handle<T extends EventType>(event: EventEnvelope<T>): Promise<void> {
  const handler = email.handlers[event.type] as EventHandler<T> | undefined;
  if (!handler) throw new Error(`no handler for ${event.type}`);
  return handler(event, ctx);
}

async function everything(): Promise<string[]> {
  const all: string[] = [];
  for (const { name } of await infra.db.db!.listCollections().toArray()) {
    const docs = await infra.db.collection(name).find({}).sort({ _id: 1 }).toArray();
    all.push(...docs.map((doc) => `${name}: ${JSON.stringify(doc)}`));
  }
  return all;
}

const mentioning = async (...needles: string[]) =>
  (await everything()).filter((line) => needles.some((needle) => line.toLowerCase().includes(needle)));

describe('account.deleted on the email queue', () => {
  it('deletes the mails sent to the address and the copy of the account, and only those', async () => {
    expect(await mentioning(PERSON.userId, PERSON.email)).not.toEqual([]);
    const others = await mentioning(OTHER.userId, OTHER.email);
    expect(others.some((line) => line.startsWith('deliveries:'))).toBe(true);
    expect(others.some((line) => line.startsWith('recipients:'))).toBe(true);

    await handle(newEvent('account.deleted', { ...PERSON, email: 'Ana@Example.RO' }));

    expect(await mentioning(PERSON.userId, PERSON.email)).toEqual([]);
    expect(await mentioning(OTHER.userId, OTHER.email)).toEqual(others);
  });

  it('then sends nothing to the address and records nothing: a mail already on its way is dropped', async () => {
    infra.sink.clear();
    const late = (who: typeof PERSON) =>
      newEvent('issue.status_changed', {
        issueId: '7',
        title: 'Senzor',
        customerEmail: who.email.toUpperCase(),
        oldStatus: 'open',
        newStatus: 'wip',
      });
    await handle(late(PERSON));
    await handle(late(OTHER));
    expect(infra.sink.messages().map((mail) => mail.to)).toEqual([[OTHER.email]]);
    expect(await mentioning(PERSON.userId, PERSON.email)).toEqual([]);
  });

  it('handled again changes nothing more', async () => {
    const before = await everything();
    await handle(newEvent('account.deleted', PERSON));
    expect(await everything()).toEqual(before);
  });
});

describe('after the deletion', () => {
  it('drops a late event of the deleted account, and mails a new account that takes the address', async () => {
    await handle(newEvent('user.role_changed', { ...PERSON, firstName: 'Ana', role: 'user', active: false }));
    expect(await mentioning(PERSON.userId, PERSON.email)).toEqual([]);

    infra.sink.clear();
    const again = { userId: '65f1c0ffee0000000000a003', email: PERSON.email };
    await handle(
      newEvent('user.registered', {
        ...again,
        firstName: 'Ana',
        activationUrl: 'https://smarthome.test/activate?token=2',
        role: 'user',
      }),
    );
    expect(infra.sink.messages().map((mail) => mail.to)).toEqual([[PERSON.email]]);
  });
});
