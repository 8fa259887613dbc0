import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createSubgraphApp, type Logger } from '@smarthome/service-kit';
import type { AssistantConfig } from './config.js';
import type { AssistantServices } from './context.js';
import { resolvers } from './resolvers.js';
import { createUsageModel } from './usage/usage.model.js';
import { UsageService } from './usage/usage.service.js';

export interface BuildOptions {
  logger?: Logger;
  /** The clock deciding what "today" is (tests fix it). */
  now?: () => Date;
}

/** The assistant subgraph, ready for `inject()` or `listen()`. */
export function buildApp(
  config: AssistantConfig,
  { now, ...options }: BuildOptions = {},
): Promise<FastifyInstance> {
  return createSubgraphApp<AssistantServices>({
    name: 'assistant',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: ({ mongo }) => ({
      usage: new UsageService(
        createUsageModel(mongo),
        { dailyMessageLimit: config.ASSISTANT_DAILY_MESSAGE_LIMIT, timeZone: config.ASSISTANT_TIME_ZONE },
        now,
      ),
    }),
    ...options,
  });
}
