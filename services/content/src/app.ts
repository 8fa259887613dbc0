import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createSubgraphApp, type Logger } from '@smarthome/service-kit';
import type { ContentConfig } from './config.js';
import type { ContentServices } from './context.js';
import { createNewsModel } from './news/news.model.js';
import { NewsService } from './news/news.service.js';
import { resolvers } from './resolvers.js';

/** The content subgraph, ready for `inject()` or `listen()`. */
export function buildApp(config: ContentConfig, options: { logger?: Logger } = {}): Promise<FastifyInstance> {
  return createSubgraphApp<ContentServices>({
    name: 'content',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: ({ mongo }) => ({ news: new NewsService(createNewsModel(mongo)) }),
    ...options,
  });
}
