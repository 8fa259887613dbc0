import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createSubgraphApp, systemClock, type ServiceBuildOptions } from '@smarthome/service-kit';
import type { AssistantConfig } from './config.js';
import type { AssistantServices } from './context.js';
import { resolvers } from './resolvers.js';
import { createUsageModel } from './usage/usage.model.js';
import { UsageService } from './usage/usage.service.js';

/** The assistant service takes the kit's build options; its clock decides what "today" is. */
export type BuildOptions = ServiceBuildOptions;

/** The assistant subgraph, ready for `inject()` or `listen()`. */
export function buildApp(config: AssistantConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  return createSubgraphApp<AssistantServices>({
    name: 'assistant',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: ({ mongo }) => ({
      usage: new UsageService(
        createUsageModel(mongo),
        { dailyMessageLimit: config.ASSISTANT_DAILY_MESSAGE_LIMIT, timeZone: config.ASSISTANT_TIME_ZONE },
        () => new Date(clock()),
      ),
    }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
