import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  clientAddress,
  createSubgraphApp,
  systemClock,
  type ServiceBuildOptions,
} from '@smarthome/service-kit';
import { createBlogPostModel } from './blog/blog.model.js';
import { BlogService } from './blog/blog.service.js';
import type { ContentConfig } from './config.js';
import type { ContentRequestContext, ContentServices } from './context.js';
import { createExchangeRateModel } from './exchange-rate/exchange-rate.model.js';
import { ExchangeRateService } from './exchange-rate/exchange-rate.service.js';
import { configuredSources } from './exchange-rate/exchange-rate.sources.js';
import { setupImages } from './images/images.setup.js';
import { createNewsModel } from './news/news.model.js';
import { NewsService } from './news/news.service.js';
import { setupPublicForms } from './public-forms.setup.js';
import { resolvers } from './resolvers.js';

/**
 * The content service takes the kit's build options as they are: `relay` and `events` are about
 * the outbox relay of the contact messages' events.
 */
export type BuildOptions = ServiceBuildOptions;

/**
 * The content subgraph, ready for `inject()` or `listen()`; `/metrics` shows its relay's backlog.
 * Beside GraphQL it serves the blog's images over plain HTTP (src/images/images.routes.ts).
 */
export async function buildApp(config: ContentConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  let registerImageRoutes: ((app: FastifyInstance) => PromiseLike<unknown>) | undefined;
  const app = await createSubgraphApp<ContentServices>({
    name: 'content',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: async (deps) => {
      // Image bytes do not travel through GraphQL: the module's routes join the app once it exists.
      registerImageRoutes = setupImages(deps, clock).register;
      return {
        ...(await setupPublicForms(config, deps, { ...options, clock })),
        news: new NewsService(createNewsModel(deps.mongo)),
        blog: new BlogService({ posts: createBlogPostModel(deps.mongo), now: () => new Date(clock()) }),
        exchangeRate: new ExchangeRateService(createExchangeRateModel(deps.mongo), {
          sources: configuredSources(config),
          timeoutMs: config.EXCHANGE_RATE_TIMEOUT_MS,
          log: deps.log,
          now: () => new Date(clock()),
        }),
      };
    },
    extendContext: (request): ContentRequestContext => ({
      clientIp: clientAddress(request, config.TRUST_GATEWAY_FORWARDED_FOR),
    }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  try {
    await registerImageRoutes?.(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
