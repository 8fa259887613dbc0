import {
  startServiceRelay,
  systemClock,
  type ServiceBuildOptions,
  type SubgraphDeps,
} from '@smarthome/service-kit';
import { Counter, Gauge } from 'prom-client';
import { AnswerCache } from './chat/answer-cache.js';
import { ChatService } from './chat/chat.service.js';
import type { ChatModel } from './chat/model.js';
import { LocalKnowledgeModel } from './chat/model-local.js';
import { OpenAIChatModel } from './chat/model-openai.js';
import { DailyQuota } from './chat/quota.js';
import type { AssistantConfig } from './config.js';
import type { AssistantServices } from './context.js';
import { AssistantErasure } from './erasure/erasure.service.js';
import { CHAT_MESSAGES_COLLECTION, createChatExchangeModel } from './history/history.model.js';
import { HistoryService } from './history/history.service.js';
import { buildSystemPrompt } from './knowledge/index.js';
import { UsageAccounting } from './usage/usage.accounting.js';
import { startUsageConsumer } from './usage/usage.consumer.js';
import { createUsageDayModel } from './usage/usage.model.js';
import { UsageStatsService } from './usage/usage.service.js';

/** What the service's wiring may be told besides the kit's build options. */
export interface AssistantBuild extends ServiceBuildOptions {
  /** false: no consumer of the `usage` queue in this process (tests that count events themselves). Default true. */
  consume?: boolean;
}

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

/**
 * The service's wiring: the models on its connection, the outbox relay carrying the usage events
 * of the stored exchanges, the consumer of the usage queue (the accounting of those events, and the
 * erasure of deleted accounts), and the use cases.
 */
export function setupAssistant(
  config: AssistantConfig,
  deps: SubgraphDeps,
  build: AssistantBuild = {},
): AssistantServices {
  const clock = build.clock ?? systemClock;
  const now = () => new Date(clock());
  const days = createUsageDayModel(deps.mongo);

  const exchanges = createChatExchangeModel(deps.mongo);
  const relay = startServiceRelay(deps, { config, collections: [CHAT_MESSAGES_COLLECTION], build });
  if (build.consume !== false) {
    const erasure = new AssistantErasure({ mongo: deps.mongo, exchanges, log: deps.log });
    startUsageConsumer(config, deps, {
      ...new UsageAccounting(days, config.ASSISTANT_TIME_ZONE).handlers,
      'account.deleted': (event) => erasure.erase(event.payload),
    });
  }

  const quota = new DailyQuota(deps.redis, {
    limits: {
      user: config.CHAT_DAILY_LIMIT,
      installer: config.CHAT_DAILY_LIMIT_INSTALLER,
      admin: config.CHAT_DAILY_LIMIT_ADMIN,
    },
    timeZone: config.ASSISTANT_TIME_ZONE,
    clock,
  });
  const history = new HistoryService(exchanges, now);
  const chat = new ChatService({
    model: modelOf(config, deps),
    systemPrompt: buildSystemPrompt,
    quota,
    cache: new AnswerCache(deps.redis, config.CHAT_CACHE_SECONDS),
    history,
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
    history,
    usageStats: new UsageStatsService(days, { timeZone: config.ASSISTANT_TIME_ZONE, clock }),
  };
}
