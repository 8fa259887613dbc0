import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  clientAddress,
  createSubgraphApp,
  startServiceConsumer,
  startServiceRelay,
  systemClock,
  type ServiceBuildOptions,
} from '@smarthome/service-kit';
import { setupBlog } from './blog/blog.setup.js';
import type { ContentConfig } from './config.js';
import { setupContact, setupContactModel } from './contact/contact.setup.js';
import type { ContentRequestContext, ContentServices } from './context.js';
import { setupErasure } from './erasure/erasure.setup.js';
import { CONSUMED_QUEUE, OUTBOX_COLLECTIONS } from './events.js';
import { setupExchangeRate } from './exchange-rate/exchange-rate.setup.js';
import { setupImages } from './images/images.setup.js';
import { setupNews } from './news/news.setup.js';
import { resolvers } from './resolvers.js';
import { setupPublicForms } from './shared/public-forms.js';
import { setupTestimonialModel, setupTestimonials } from './testimonials/testimonials.setup.js';

/**
 * The content service takes the kit's build options as they are: `relay` and `events` are about
 * the outbox relay of the contact messages' and testimonials' events.
 */
export type BuildOptions = ServiceBuildOptions;

/**
 * The content subgraph, ready for `inject()` or `listen()`; `/metrics` shows its relay's backlog.
 * Beside GraphQL it serves the blog's images over plain HTTP (src/images/images.routes.ts). Each
 * module's wiring is in its `<module>.setup.ts`; the relay and the consumer start here.
 */
export async function buildApp(config: ContentConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  let registerImageRoutes: ((app: FastifyInstance) => PromiseLike<unknown>) | undefined;
  const app = await createSubgraphApp<ContentServices>({
    name: 'content',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: async (deps): Promise<ContentServices> => {
      // Image bytes do not travel through GraphQL: the module's routes join the app once it exists.
      registerImageRoutes = setupImages(deps, { clock }).register;
      const forms = setupPublicForms(config, deps, { clock });
      const relay = startServiceRelay(deps, { config, collections: OUTBOX_COLLECTIONS, build: options });
      const messages = setupContactModel(deps);
      const testimonialRecords = setupTestimonialModel(deps);
      const erasure = setupErasure(deps, { messages, testimonials: testimonialRecords });
      startServiceConsumer(deps, {
        config,
        queue: CONSUMED_QUEUE,
        handlers: { 'account.deleted': (event) => erasure.erase(event.payload) },
      });
      return {
        contact: await setupContact(config, { messages, forms, relay, clock }),
        testimonials: setupTestimonials({ testimonials: testimonialRecords, forms, relay }),
        news: setupNews(deps),
        blog: setupBlog(deps, { clock }),
        exchangeRate: setupExchangeRate(config, deps, { clock }),
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
