/**
 * Test helpers of the assistant service for its own tests and other packages' (the gateway's
 * chat tests): the fake OpenAI-compatible server, an assistant started on the test infra and
 * pointed at it, and a reader of the chat's server-sent events.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Env } from '@smarthome/service-kit';
import { buildApp, type BuildOptions } from '../app.js';
import { CHAT_STREAM_PATH } from '../chat/chat.routes.js';
import { loadServiceConfig } from '../config.js';
import type { FakeOpenAI } from './fake-openai.js';

export {
  startFakeOpenAI,
  echoSystemPrompt,
  DEFAULT_FAKE_REPLY,
  type FakeOpenAI,
  type FakeOpenAIOptions,
  type FakeChatRequest,
  type FakeMessage,
  type FakeToolCall,
  type FakeUsage,
  type FailOptions,
} from './fake-openai.js';
export { parseServerSentEvents, readServerSentEvents, type ServerSentEvent } from './sse.js';

/** The variables that point the assistant at a fake model (any key: the fake checks none unless told). */
export function fakeModelEnv(fake: FakeOpenAI, extra: Env = {}): Env {
  return { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'gpt-4o-mini', ...extra };
}

export interface TestAssistantOptions {
  /** The test infra's environment (`startTestInfra().env`). */
  env: Env;
  /** The model: a fake server (its variables are added), or none for the offline assistant. */
  fake?: FakeOpenAI;
  /** More variables (CHAT_DAILY_LIMIT, OPENAI_TIMEOUT_MS, …), applied last. */
  extraEnv?: Env;
  build?: BuildOptions;
}

export interface TestAssistant {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>`: the service's origin. */
  origin: string;
  /** Its GraphQL endpoint (a gateway's ASSISTANT_URL). */
  graphqlUrl: string;
  /** Its streaming chat endpoint. */
  streamUrl: string;
  close(): Promise<void>;
}

/** An assistant subgraph listening on a free loopback port, on the given infra and model. */
export async function startTestAssistant(options: TestAssistantOptions): Promise<TestAssistant> {
  const env: Env = {
    ...options.env,
    ...(options.fake
      ? fakeModelEnv(options.fake)
      : { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }),
    ...options.extraEnv,
  };
  const app = await buildApp(loadServiceConfig(env), options.build ?? {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    graphqlUrl: `${origin}/graphql`,
    streamUrl: `${origin}${CHAT_STREAM_PATH}`,
    close: () => app.close(),
  };
}
