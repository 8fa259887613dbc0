import type { SubgraphDeps } from '@smarthome/service-kit';
import { createNewsModel } from './news.model.js';
import { NewsService } from './news.service.js';

/** The news and their admin. */
export function setupNews({ mongo }: Pick<SubgraphDeps, 'mongo'>): NewsService {
  return new NewsService(createNewsModel(mongo));
}
