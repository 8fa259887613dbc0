import type { SubgraphContext } from '@smarthome/service-kit';
import type { BlogService } from './blog/blog.service.js';
import type { ContactService } from './contact/contact.service.js';
import type { ExchangeRateService } from './exchange-rate/exchange-rate.service.js';
import type { NewsService } from './news/news.service.js';
import type { TestimonialsService } from './testimonials/testimonials.service.js';

/** The use cases of the content service, built once per process. */
export interface ContentServices {
  news: NewsService;
  blog: BlogService;
  exchangeRate: ExchangeRateService;
  contact: ContactService;
  testimonials: TestimonialsService;
}

/** Per request, besides the kit's requestId, log and user. */
export interface ContentRequestContext {
  /** The visitor's address (the gateway's x-forwarded-for), for per-address limits. */
  clientIp: string;
}

/** What every content resolver receives. */
export type ContentContext = SubgraphContext<ContentServices> & ContentRequestContext;
