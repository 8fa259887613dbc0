/**
 * A deleted account in the assistant: its `account.deleted` event on the usage queue deletes its
 * conversation and its proposals and keeps its token counts without its id, also for exchanges whose usage events
 * the relay has not taken yet (the relay is off here, so they all wait in their documents).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_PERSON, newEvent, QUEUES } from '@smarthome/service-kit/events';
import { eventually, publishTestEvent } from '@smarthome/service-kit/testing';
import type { TestAssistant } from '../src/testing/index.js';
import {
  chatBody,
  startChatSuite,
  streamChat,
  uniqueQuestion,
  type Caller,
  type ChatSuite,
} from './helpers.js';

let suite: ChatSuite;
let assistant: TestAssistant;
let person: Caller;
let other: Caller;
const prefix = `t${randomBytes(5).toString('hex')}`;

beforeAll(async () => {
  suite = await startChatSuite('erasure');
  assistant = await suite.start({ env: { EVENTS_PREFIX: prefix }, build: { relay: false } });
  person = await suite.caller();
  other = await suite.caller();
  for (const caller of [person, person, other]) {
    const result = await streamChat(assistant, caller, chatBody(uniqueQuestion()));
    expect(result.done).toBeDefined();
  }
  // A proposal the person had not answered yet.
  await suite.db.collection('chat_actions').insertOne({
    _id: randomBytes(16).toString('hex') as never,
    userId: person.id,
    kind: 'create_issue',
    installationId: '3',
    installationName: 'Casa lui',
    title: 'Senzorul nu răspunde',
    description: 'Senzorul nu răspunde',
    state: 'proposed',
    issueId: null,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
  });
});

afterAll(() => suite?.stop());

interface Exchange {
  userId: string;
  question: string;
  _outbox?: Array<{
    type: string;
    payload: { userId: string; promptTokens: number; completionTokens: number };
  }>;
}

const exchanges = () => suite.db.collection<Exchange>('chat_messages').find({}).sort({ _id: 1 }).toArray();
const tokensOf = (all: Exchange[]) =>
  all
    .flatMap((exchange) => exchange._outbox ?? [])
    .reduce((sum, event) => sum + event.payload.promptTokens + event.payload.completionTokens, 0);

async function everything(): Promise<string> {
  const all: Record<string, unknown[]> = {};
  for (const { name } of await suite.db.db!.listCollections().toArray()) {
    if (name === 'processed_events') continue;
    all[name] = await suite.db.collection(name).find({}).sort({ _id: 1 }).toArray();
  }
  return JSON.stringify(all);
}

async function deleted(): Promise<void> {
  const event = newEvent('account.deleted', { userId: person.id, email: `${person.id}@example.ro` });
  await publishTestEvent({ redis: suite.infra.redis.url, queue: QUEUES.usage, prefix }, event);
  await eventually(
    () => suite.db.collection('processed_events').countDocuments({ _id: event.id as never }),
    (count) => count === 1,
  );
}

describe('an account.deleted event', () => {
  it('deletes the conversation, keeps its token counts under the stand-in, leaves the others alone', async () => {
    const before = await exchanges();
    expect((await everything()).includes(person.id)).toBe(true);
    await deleted();

    expect((await everything()).includes(person.id)).toBe(false);
    const after = await exchanges();
    expect(tokensOf(after)).toBe(tokensOf(before));
    const stood = after.filter((exchange) => exchange.userId === ERASED_PERSON.userId);
    expect(stood).toHaveLength(2);
    for (const exchange of stood) {
      expect(exchange.question).toBe('');
      expect(exchange._outbox?.map((event) => event.payload.userId)).toEqual([ERASED_PERSON.userId]);
    }
    const history = await postGraphQLHistory(other);
    expect(history).toHaveLength(2);
  });

  it('handled again changes nothing more', async () => {
    const before = await everything();
    await deleted();
    expect(await everything()).toBe(before);
  });
});

async function postGraphQLHistory(caller: Caller): Promise<unknown[]> {
  const response = await fetch(assistant.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify({ query: '{ chatHistory { id } }' }),
  });
  return ((await response.json()) as { data: { chatHistory: unknown[] } }).data.chatHistory;
}
