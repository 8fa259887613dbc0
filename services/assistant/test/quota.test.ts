/**
 * The daily message limit: exact across two replicas on one Redis, given back when no answer came
 * of a message, and counted per calendar day in Europe/Bucharest (the service clock decides).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postGraphQL } from '@smarthome/service-kit/testing';
import { DAILY_LIMIT_MESSAGE } from '../src/chat/quota.js';
import {
  chatBody,
  manualClock,
  startChatSuite,
  streamChat,
  uniqueQuestion,
  type Caller,
  type ChatSuite,
} from './helpers.js';

let suite: ChatSuite;
beforeAll(async () => {
  suite = await startChatSuite('quota');
});
afterAll(() => suite?.stop());
beforeEach(() => suite.fake.reset());

/** Quota tests need no events: no relay, no consumer. */
function start(options: Parameters<ChatSuite['start']>[0] = {}) {
  return suite.start({ ...options, build: { relay: false, consume: false, ...options.build } });
}

const CHAT_USAGE = '{ chatUsage { used limit remaining resetsAt } }';

async function chatUsage(app: Parameters<typeof postGraphQL>[0], caller: Caller) {
  const response = await postGraphQL<{ chatUsage: Record<string, unknown> }>(app, {
    query: CHAT_USAGE,
    token: caller.token,
  });
  expect(response.errors).toBeUndefined();
  return response.data!.chatUsage;
}

describe('the daily limit across two replicas', () => {
  it('lets exactly the limit through when 20 messages race on two instances', async () => {
    const env = { CHAT_DAILY_LIMIT: '5' };
    const [one, two] = [await start({ env }), await start({ env })];
    const caller = await suite.caller();

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        streamChat(index % 2 === 0 ? one : two, caller, chatBody(uniqueQuestion())),
      ),
    );

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(results.filter((result) => result.done).length).toBe(5);
    for (const refused of results.filter((result) => result.status === 429)) {
      expect(refused.refusal).toEqual({ message: DAILY_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(suite.fake.requests).toHaveLength(5);
    expect(await chatUsage(one.app, caller)).toMatchObject({ used: 5, limit: 5, remaining: 0 });
  });

  it('gives a failed answer its message back', async () => {
    const assistant = await start({ env: { CHAT_DAILY_LIMIT: '1' } });
    const caller = await suite.caller();
    suite.fake.failNext(2, { status: 503, retryAfterMs: 0 });

    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(503);
    expect(await chatUsage(assistant.app, caller)).toMatchObject({ used: 0, remaining: 1 });
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(429);
  });

  it('applies the limit of the caller’s role', async () => {
    const env = { CHAT_DAILY_LIMIT: '1', CHAT_DAILY_LIMIT_INSTALLER: '2', CHAT_DAILY_LIMIT_ADMIN: '3' };
    const assistant = await start({ env });
    for (const [role, limit] of [
      ['user', 1],
      ['installer', 2],
      ['admin', 3],
    ] as const) {
      const caller = await suite.caller(role);
      expect(await chatUsage(assistant.app, caller)).toMatchObject({ used: 0, limit, remaining: limit });
      for (let sent = 0; sent < limit; sent += 1) {
        expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);
      }
      expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(429);
    }
  });

  it('answers sendChatMessage RATE_LIMITED with the same message over the limit', async () => {
    const assistant = await start({ env: { CHAT_DAILY_LIMIT: '1' } });
    const caller = await suite.caller();
    const send = () =>
      postGraphQL<{ sendChatMessage: { usage: { used: number } } }>(assistant.app, {
        query: 'mutation($m: [ChatMessageInput!]!) { sendChatMessage(messages: $m) { usage { used } } }',
        variables: { m: chatBody(uniqueQuestion()).messages },
        token: caller.token,
      });

    expect((await send()).data!.sendChatMessage.usage.used).toBe(1);
    const refused = await send();
    expect(refused.errors?.[0]).toMatchObject({
      message: DAILY_LIMIT_MESSAGE,
      extensions: { code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } },
    });
  });
});

describe('the day in Europe/Bucharest', () => {
  it('is still the same day at 23:59 and a new one at 00:00 (winter, UTC+2)', async () => {
    const clock = manualClock('2027-01-15T21:59:00.000Z'); // 23:59 in Iași
    const assistant = await start({ env: { CHAT_DAILY_LIMIT: '1' }, build: { clock: clock.read } });
    const caller = await suite.caller();
    clock.set('2027-01-14T22:00:00.000Z'); // 00:00 of the same day
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);

    clock.set('2027-01-15T21:59:59.000Z');
    const refused = await streamChat(assistant, caller, chatBody(uniqueQuestion()));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await chatUsage(assistant.app, caller)).toEqual({
      used: 1,
      limit: 1,
      remaining: 0,
      resetsAt: '2027-01-15T22:00:00.000Z',
    });

    clock.set('2027-01-15T22:00:00.000Z'); // 00:00 on the 16th
    expect(await chatUsage(assistant.app, caller)).toMatchObject({ used: 0, remaining: 1 });
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);
  });

  it('lasts 23 hours on the spring DST change', async () => {
    const clock = manualClock('2027-03-27T22:00:00.000Z'); // 00:00 of Sunday 28 March, UTC+2
    const assistant = await start({ env: { CHAT_DAILY_LIMIT: '1' }, build: { clock: clock.read } });
    const caller = await suite.caller();
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);

    clock.set('2027-03-28T20:59:00.000Z'); // 23:59, now UTC+3
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(429);
    expect(await chatUsage(assistant.app, caller)).toMatchObject({ resetsAt: '2027-03-28T21:00:00.000Z' });

    clock.set('2027-03-28T21:00:00.000Z'); // 00:00 of the 29th
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);
  });

  it('lasts 25 hours on the autumn DST change', async () => {
    const clock = manualClock('2027-10-30T21:00:00.000Z'); // 00:00 of Sunday 31 October, UTC+3
    const assistant = await start({ env: { CHAT_DAILY_LIMIT: '1' }, build: { clock: clock.read } });
    const caller = await suite.caller();
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);

    clock.set('2027-10-31T21:59:00.000Z'); // 23:59, now UTC+2: 25 hours after midnight
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(429);

    clock.set('2027-10-31T22:00:00.000Z');
    expect((await streamChat(assistant, caller, chatBody(uniqueQuestion()))).status).toBe(200);
  });
});

describe('query chatUsage', () => {
  it('refuses an anonymous caller', async () => {
    const assistant = await start();
    const response = await postGraphQL(assistant.app, { query: CHAT_USAGE });
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
