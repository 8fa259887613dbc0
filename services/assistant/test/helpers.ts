/**
 * What the assistant's tests share: one test infra per file (embedded Mongo, Redis, JWKS), a
 * fake OpenAI server, assistants started on them, callers of every role, and the chat's stream
 * read the way a browser reads it.
 */
import { randomBytes } from 'node:crypto';
import { connectMongo, type Connection, type Env } from '@smarthome/service-kit';
import { startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { BuildOptions } from '../src/app.js';
import {
  readServerSentEvents,
  startFakeOpenAI,
  startTestAssistant,
  type FakeOpenAI,
  type FakeOpenAIOptions,
  type TestAssistant,
} from '../src/testing/index.js';

export interface Caller {
  id: string;
  role: 'user' | 'installer' | 'admin';
  token: string;
}

export interface ChatSuite {
  infra: TestInfra;
  fake: FakeOpenAI;
  /** The assistant's database, for reading what it stored. */
  db: Connection;
  /** A new caller (a fresh user id: no two tests share a daily count or a history). */
  caller(role?: Caller['role']): Promise<Caller>;
  /** An assistant on this infra, closed with the suite. `model: 'local'` runs the offline assistant. */
  start(options?: { env?: Env; build?: BuildOptions; model?: 'fake' | 'local' }): Promise<TestAssistant>;
  stop(): Promise<void>;
}

export async function startChatSuite(name: string, fakeOptions: FakeOpenAIOptions = {}): Promise<ChatSuite> {
  const infra = await startTestInfra({ prefix: `assistant_${name}` });
  const fake = await startFakeOpenAI(fakeOptions);
  const db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  // Queues of this file's own, so that files sharing one Redis (REDIS_URL) never take each other's events.
  const eventsPrefix = `t${randomBytes(5).toString('hex')}`;
  const assistants: TestAssistant[] = [];
  return {
    infra,
    fake,
    db,
    async caller(role = 'user') {
      const id = randomBytes(12).toString('hex');
      const token = await infra.jwks.sign({ sub: id, email: `${id}@example.ro`, role });
      return { id, role, token };
    },
    async start({ env = {}, build = {}, model = 'fake' } = {}) {
      const assistant = await startTestAssistant({
        env: { ...infra.env, EVENTS_PREFIX: eventsPrefix },
        ...(model === 'fake' ? { fake } : {}),
        extraEnv: env,
        build: { events: { pollIntervalMs: 50 }, ...build },
      });
      assistants.push(assistant);
      return assistant;
    },
    async stop() {
      await Promise.allSettled(assistants.map((assistant) => assistant.close()));
      await db.close();
      await fake.stop();
      await infra.stop();
    },
  };
}

let questionCount = 0;

/** A question no other test (nor file, on a shared Redis) asks: the answer cache never serves it. */
export function uniqueQuestion(text = 'Ce pachete de casă inteligentă oferiți?'): string {
  questionCount += 1;
  return `${text} (${randomBytes(4).toString('hex')} ${questionCount})`;
}

export interface DoneEvent {
  response: string;
  model: string;
  cached: boolean;
  promptTokens: number;
  completionTokens: number;
  usage: { used: number; limit: number; remaining: number; resetsAt: string };
  action: {
    id: string;
    kind: string;
    installationId: number;
    installationName: string;
    title: string;
    description: string;
    expiresAt: string;
  } | null;
}

/** What one POST /chat/stream came to. */
export interface StreamResult {
  status: number;
  headers: Headers;
  /** The JSON refusal, when the stream never started. */
  refusal?: { message: string; code: string };
  /** The events in order, as `[name, parsed data]`. */
  events: Array<[string, unknown]>;
  deltas: string[];
  done?: DoneEvent;
  error?: { message: string; code: string; status: number };
}

export function chatBody(...contents: string[]): { messages: Array<{ role: string; content: string }> } {
  return {
    messages: contents.map((content, index) => ({
      role: (contents.length - index) % 2 === 1 ? 'user' : 'assistant',
      content,
    })),
  };
}

/** POSTs to the chat's stream and reads it to the end (or until `onDelta` aborts it). */
export async function streamChat(
  assistant: TestAssistant,
  caller: Caller | null,
  body: unknown,
  options: { signal?: AbortSignal; onEvent?: (name: string) => void } = {},
): Promise<StreamResult> {
  const response = await fetch(assistant.streamUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const result: StreamResult = { status: response.status, headers: response.headers, events: [], deltas: [] };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    result.refusal = (await response.json()) as StreamResult['refusal'];
    return result;
  }
  try {
    for await (const event of readServerSentEvents(response)) {
      const data = JSON.parse(event.data) as Record<string, unknown>;
      result.events.push([event.event, data]);
      if (event.event === 'delta') result.deltas.push(String(data.text));
      if (event.event === 'done') result.done = data as unknown as DoneEvent;
      if (event.event === 'error') result.error = data as unknown as StreamResult['error'];
      options.onEvent?.(event.event);
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return result;
}

/** A clock a test moves by hand. */
export function manualClock(start: string): { now: number; set(iso: string): void; read: () => number } {
  const clock = {
    now: Date.parse(start),
    set(iso: string) {
      clock.now = Date.parse(iso);
    },
    read: () => clock.now,
  };
  return clock;
}
