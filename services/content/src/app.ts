import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { clientAddress, createSubgraphApp, type Logger } from '@smarthome/service-kit';
import type { ContentConfig } from './config.js';
import { setupContact, type EventsOptions } from './contact/contact.setup.js';
import type { ContentRequestContext, ContentServices } from './context.js';
import { createExchangeRateModel } from './exchange-rate/exchange-rate.model.js';
import { ExchangeRateService } from './exchange-rate/exchange-rate.service.js';
import { configuredSources } from './exchange-rate/exchange-rate.sources.js';
import { createNewsModel } from './news/news.model.js';
import { NewsService } from './news/news.service.js';
import { resolvers } from './resolvers.js';

export interface BuildOptions {
  logger?: Logger;
  /** The outbox relay of the service's events (contact messages); tests turn it off or speed it up. */
  events?: EventsOptions;
}

/** The content subgraph, ready for `inject()` or `listen()`. */
export function buildApp(config: ContentConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  return createSubgraphApp<ContentServices>({
    name: 'content',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: async (deps) => ({
      news: new NewsService(createNewsModel(deps.mongo)),
      exchangeRate: new ExchangeRateService(createExchangeRateModel(deps.mongo), {
        sources: configuredSources(config),
        timeoutMs: config.EXCHANGE_RATE_TIMEOUT_MS,
        log: deps.log,
      }),
      contact: await setupContact(config, deps, options.events),
    }),
    extendContext: (request): ContentRequestContext => ({
      clientIp: clientAddress(request, config.TRUST_GATEWAY_FORWARDED_FOR),
    }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
