/**
 * The token accounting: usage events from the stored exchanges, through the outbox, the relay and
 * the `usage` queue, into the daily aggregates, each counted exactly once; and the admin views.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@smarthome/service-kit';
import { newEvent, type EventEnvelope, type HandlerContext } from '@smarthome/service-kit/events';
import { errorCodes, eventually, postGraphQL } from '@smarthome/service-kit/testing';
import { UsageAccounting } from '../src/usage/usage.accounting.js';
import { createUsageDayModel, type UsageDayModel } from '../src/usage/usage.model.js';
import type { TestAssistant } from '../src/testing/index.js';
import {
  chatBody,
  manualClock,
  startChatSuite,
  streamChat,
  uniqueQuestion,
  type ChatSuite,
} from './helpers.js';

let suite: ChatSuite;
let assistant: TestAssistant;
let days: UsageDayModel;
let accounting: UsageAccounting;
const clock = manualClock('2027-05-20T09:00:00.000Z');
const ctx: HandlerContext = { attempt: 1, log: createLogger({ name: 'test', level: 'silent' }) };

beforeAll(async () => {
  suite = await startChatSuite('usage');
  assistant = await suite.start({ build: { clock: clock.read } });
  days = createUsageDayModel(suite.db);
  await days.init();
  accounting = new UsageAccounting(days, 'Europe/Bucharest');
});
afterAll(() => suite?.stop());

type UsageEvent = EventEnvelope<'assistant.usage_recorded'>;

function usageEvent(
  at: string,
  model: string,
  promptTokens: number,
  completionTokens: number,
  cached = false,
): UsageEvent {
  return newEvent('assistant.usage_recorded', {
    userId: 'u1',
    model,
    promptTokens,
    completionTokens,
    at,
    cached,
  });
}

function handle(event: UsageEvent): Promise<void> {
  return accounting.handlers['assistant.usage_recorded']!(event, ctx);
}

async function dayOf(date: string, model: string) {
  return days.findOne({ date, model }).select('+eventIds').lean().exec();
}

async function asAdmin<T>(query: string, variables: Record<string, unknown> = {}) {
  const admin = await suite.caller('admin');
  return postGraphQL<T>(assistant.app, { query, variables, token: admin.token });
}

describe('the accounting of usage events', () => {
  it('counts an event delivered twice once', async () => {
    const event = usageEvent('2026-01-05T10:00:00.000Z', 'dup-model', 100, 20);

    await handle(event);
    await handle(event);
    expect(await accounting.count(event)).toBe(false);

    expect(await dayOf('2026-01-05', 'dup-model')).toMatchObject({
      promptTokens: 100,
      completionTokens: 20,
      totalTokens: 120,
      requests: 1,
      cachedRequests: 0,
      eventIds: [event.id],
    });
  });

  it('counts an event delivered twice at the same moment once, and racing first events of a day both', async () => {
    const [a, b] = [
      usageEvent('2026-01-06T10:00:00.000Z', 'race-model', 10, 1),
      usageEvent('2026-01-06T11:00:00.000Z', 'race-model', 30, 3, true),
    ];

    await Promise.all([handle(a), handle(a), handle(b), handle(b), handle(a)]);

    expect(await dayOf('2026-01-06', 'race-model')).toMatchObject({
      promptTokens: 40,
      completionTokens: 4,
      totalTokens: 44,
      requests: 2,
      cachedRequests: 1,
    });
  });

  it('counts an event on its day in Europe/Bucharest', async () => {
    await handle(usageEvent('2026-01-06T22:30:00.000Z', 'tz-model', 5, 5)); // 00:30 on the 7th in Iași
    expect(await dayOf('2026-01-07', 'tz-model')).toMatchObject({ requests: 1 });
    expect(await dayOf('2026-01-06', 'tz-model')).toBeNull();
  });
});

describe('token usage views', () => {
  const STATS = `query($s: String!, $e: String!) {
    tokenUsageStats(startDate: $s, endDate: $e) { totalTokens promptTokens completionTokens totalRequests cachedRequests }
  }`;
  const DAILY = `query($s: String!, $e: String!) {
    tokenUsageDaily(startDate: $s, endDate: $e) { date totalTokens promptTokens completionTokens }
  }`;
  const BY_MODEL = `query($s: String!, $e: String!) {
    tokenUsageByModel(startDate: $s, endDate: $e) { model totalTokens promptTokens completionTokens requestCount }
  }`;

  it('add up exactly to the events of the range, duplicates counted once', async () => {
    // March 2027, in models of their own: nothing else in this file counts there.
    const events = [
      usageEvent('2027-03-01T08:00:00.000Z', 'alpha', 1_000, 200),
      usageEvent('2027-03-01T21:59:59.000Z', 'beta', 50, 5), // 23:59:59 of the 1st
      usageEvent('2027-03-01T22:00:00.000Z', 'alpha', 300, 30), // 00:00 of the 2nd
      usageEvent('2027-03-02T12:00:00.000Z', 'alpha', 0, 0, true),
      usageEvent('2027-03-03T12:00:00.000Z', 'beta', 7_000, 700),
      usageEvent('2027-03-05T12:00:00.000Z', 'alpha', 2, 2), // outside the range below
    ];
    for (const event of [...events, events[0]!, events[4]!]) await handle(event);

    const range = { s: '2027-03-01', e: '2027-03-04' };
    const [stats, daily, byModel] = await Promise.all([
      asAdmin<{ tokenUsageStats: unknown }>(STATS, range),
      asAdmin<{ tokenUsageDaily: unknown }>(DAILY, range),
      asAdmin<{ tokenUsageByModel: unknown }>(BY_MODEL, range),
    ]);

    expect(stats.data!.tokenUsageStats).toEqual({
      promptTokens: 1_000 + 50 + 300 + 7_000,
      completionTokens: 200 + 5 + 30 + 700,
      totalTokens: 1_200 + 55 + 330 + 7_700,
      totalRequests: 5,
      cachedRequests: 1,
    });
    expect(daily.data!.tokenUsageDaily).toEqual([
      { date: '2027-03-01', promptTokens: 1_050, completionTokens: 205, totalTokens: 1_255 },
      { date: '2027-03-02', promptTokens: 300, completionTokens: 30, totalTokens: 330 },
      { date: '2027-03-03', promptTokens: 7_000, completionTokens: 700, totalTokens: 7_700 },
    ]);
    expect(byModel.data!.tokenUsageByModel).toEqual([
      { model: 'beta', promptTokens: 7_050, completionTokens: 705, totalTokens: 7_755, requestCount: 2 },
      { model: 'alpha', promptTokens: 1_300, completionTokens: 230, totalTokens: 1_530, requestCount: 3 },
    ]);
  });

  it('are all zeros and empty lists for a range without usage', async () => {
    const range = { s: '2020-01-01', e: '2020-01-31' };
    expect((await asAdmin<{ tokenUsageStats: unknown }>(STATS, range)).data!.tokenUsageStats).toEqual({
      totalTokens: 0,
      promptTokens: 0,
      completionTokens: 0,
      totalRequests: 0,
      cachedRequests: 0,
    });
    expect((await asAdmin<{ tokenUsageDaily: unknown }>(DAILY, range)).data!.tokenUsageDaily).toEqual([]);
    expect((await asAdmin<{ tokenUsageByModel: unknown }>(BY_MODEL, range)).data!.tokenUsageByModel).toEqual(
      [],
    );
  });

  it.each([
    [{ s: '2027-3-01', e: '2027-03-04' }, 'startDate must be a date in YYYY-MM-DD form'],
    [{ s: '2027-03-01', e: '2027-02-30' }, 'endDate must be a date in YYYY-MM-DD form'],
    [{ s: '2027-03-05', e: '2027-03-04' }, 'Start date cannot be after end date'],
    // The service clock says 2027-05-20 (12:00 in Iași).
    [{ s: '2027-05-01', e: '2027-05-21' }, 'End date cannot be in the future'],
  ])('refuses %o with BAD_USER_INPUT: %s', async (range, message) => {
    for (const query of [STATS, DAILY, BY_MODEL]) {
      const response = await asAdmin(query, range);
      expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('accepts a range ending today', async () => {
    const response = await asAdmin(STATS, { s: '2027-05-20', e: '2027-05-20' });
    expect(response.errors).toBeUndefined();
  });

  it('are for admins only: FORBIDDEN for customers and installers, UNAUTHENTICATED anonymous', async () => {
    const range = { s: '2027-03-01', e: '2027-03-04' };
    for (const query of [STATS, DAILY, BY_MODEL]) {
      for (const role of ['user', 'installer'] as const) {
        const caller = await suite.caller(role);
        const response = await postGraphQL(assistant.app, { query, variables: range, token: caller.token });
        expect(errorCodes(response)).toEqual(['FORBIDDEN']);
      }
      // Roles are checked before the dates.
      const bad = await postGraphQL(assistant.app, {
        query,
        variables: { s: 'x', e: 'y' },
        token: (await suite.caller('user')).token,
      });
      expect(errorCodes(bad)).toEqual(['FORBIDDEN']);
      expect(errorCodes(await postGraphQL(assistant.app, { query, variables: range }))).toEqual([
        'UNAUTHENTICATED',
      ]);
    }
  });
});

describe('usage events of the chat', () => {
  it('reach the daily aggregates through the outbox, the relay and the usage queue, cached answers included', async () => {
    const caller = await suite.caller();
    suite.fake.configure({ reply: 'Da.', usage: { promptTokens: 400, completionTokens: 3 } });
    const question = uniqueQuestion('Faceți și instalări în weekend?');
    await streamChat(assistant, caller, chatBody(question));
    await streamChat(assistant, caller, chatBody(uniqueQuestion()));
    // Another visitor asking the same, without a conversation: answered from the cache.
    const cached = await streamChat(assistant, await suite.caller(), chatBody(question));
    expect(cached.done!.cached).toBe(true);

    // Every event harvested from its exchange…
    await eventually(
      () => suite.db.collection('chat_messages').countDocuments({ '_outbox.id': { $exists: true } }),
      (pending) => pending === 0,
    );
    // …and counted on 20 May 2027 (the service clock) for the fake's model.
    const day = await eventually(
      () => dayOf('2027-05-20', 'gpt-4o-mini'),
      (found) => found?.requests === 3,
    );
    expect(day).toMatchObject({
      promptTokens: 800,
      completionTokens: 6,
      totalTokens: 806,
      requests: 3,
      cachedRequests: 1,
    });
    const stats = await asAdmin<{ tokenUsageStats: unknown }>(
      'query { tokenUsageStats(startDate: "2027-05-20", endDate: "2027-05-20") { totalTokens totalRequests cachedRequests } }',
    );
    expect(stats.data!.tokenUsageStats).toEqual({ totalTokens: 806, totalRequests: 3, cachedRequests: 1 });
  });
});
