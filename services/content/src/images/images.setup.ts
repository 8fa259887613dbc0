import type { FastifyInstance } from 'fastify';
import { RateLimiter, type Clock, type SubgraphDeps } from '@smarthome/service-kit';
import { imageRoutes } from './images.routes.js';
import { ImageService } from './images.service.js';
import { ImageStore } from './images.store.js';

/** The image module's wiring: the GridFS store, the upload allowance, and its HTTP routes. */
export function setupImages(
  deps: Pick<SubgraphDeps, 'mongo' | 'redis' | 'verifier'>,
  { clock }: { clock: Clock },
) {
  const service = new ImageService({
    store: new ImageStore(deps.mongo),
    limiter: new RateLimiter(deps.redis, 'content:rate', clock),
  });
  return {
    service,
    /** Adds `POST /images` and `GET /images/:id` to the service's app. */
    register: (app: FastifyInstance) =>
      app.register(imageRoutes, { images: service, verifier: deps.verifier }),
  };
}
