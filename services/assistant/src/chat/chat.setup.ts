import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { OutboxRelay } from '@smarthome/service-kit/events';
import type { AssistantConfig } from '../config.js';
import type { HistoryService } from '../history/history.service.js';
import { buildSystemPrompt } from '../knowledge/index.js';
import { AnswerCache } from './answer-cache.js';
import { chatRoutes } from './chat.routes.js';
import { ChatService, type ChatServiceOptions } from './chat.service.js';
import type { ChatModel } from './model.js';
import { LocalKnowledgeModel } from './model-local.js';
import { OpenAIChatModel } from './model-openai.js';
import { DailyQuota } from './quota.js';

/** The language model of the configuration: OpenAI-compatible with a key, the offline assistant without. */
export function modelOf(config: AssistantConfig, deps: Pick<SubgraphDeps, 'log'>): ChatModel {
  if (!config.OPENAI_API_KEY) return new LocalKnowledgeModel();
  return new OpenAIChatModel({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    log: deps.log,
  });
}

export interface ChatSetupDeps {
  history: HistoryService;
  /** The tools over the caller's own records, for each message. */
  toolsFor: ChatServiceOptions['toolsFor'];
  /** Woken after an exchange was stored with its usage event. */
  relay: OutboxRelay | null;
  clock: Clock;
}

export interface ChatModule {
  chat: ChatService;
  /** The daily limits of the callers' messages, by role. */
  quota: DailyQuota;
  /** Adds the streaming `POST /chat/stream` to the service's app (answers do not travel through GraphQL). */
  register(app: FastifyInstance): PromiseLike<unknown>;
}

/**
 * The chat: the model of the configuration, the daily quota (CHAT_DAILY_LIMIT*), the answer cache
 * (CHAT_CACHE_SECONDS), the `assistant_chats_*` metrics, and its streaming route.
 */
export function setupChat(
  config: AssistantConfig,
  deps: Pick<SubgraphDeps, 'redis' | 'log' | 'metrics' | 'verifier'>,
  { history, toolsFor, relay, clock }: ChatSetupDeps,
): ChatModule {
  const quota = new DailyQuota(deps.redis, {
    limits: {
      user: config.CHAT_DAILY_LIMIT,
      installer: config.CHAT_DAILY_LIMIT_INSTALLER,
      admin: config.CHAT_DAILY_LIMIT_ADMIN,
    },
    timeZone: config.ASSISTANT_TIME_ZONE,
    clock,
  });
  const chat = new ChatService({
    model: modelOf(config, deps),
    systemPrompt: buildSystemPrompt,
    quota,
    cache: new AnswerCache(deps.redis, config.CHAT_CACHE_SECONDS),
    history,
    ...(toolsFor ? { toolsFor } : {}),
    clock,
    log: deps.log,
    inFlight: new Gauge({
      name: 'assistant_chats_in_flight',
      help: 'Chat answers being prepared right now (model called or answer being stored).',
      registers: [deps.metrics],
    }),
    answered: new Counter({
      name: 'assistant_chats_answered_total',
      help: 'Chat messages this process answered and stored (from the model or the cache).',
      registers: [deps.metrics],
    }),
    ...(relay ? { kickRelay: () => relay.kick() } : {}),
  });
  return {
    chat,
    quota,
    register: (app) =>
      app.register(chatRoutes, { chat, verifier: deps.verifier, sessionCookie: config.AUTH_SESSION_COOKIE }),
  };
}
