import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import { createBlogPostModel } from './blog.model.js';
import { BlogService } from './blog.service.js';

/** The blog; the clock decides which posts are published yet. */
export function setupBlog({ mongo }: Pick<SubgraphDeps, 'mongo'>, { clock }: { clock: Clock }): BlogService {
  return new BlogService({ posts: createBlogPostModel(mongo), now: () => new Date(clock()) });
}
