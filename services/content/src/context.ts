import type { SubgraphContext } from '@smarthome/service-kit';
import type { NewsService } from './news/news.service.js';

/** The use cases of the content service, built once per process. */
export interface ContentServices {
  news: NewsService;
}

/** What every content resolver receives. */
export type ContentContext = SubgraphContext<ContentServices>;
