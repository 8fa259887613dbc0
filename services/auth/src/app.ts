import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createSubgraphApp, type Logger } from '@smarthome/service-kit';
import type { AuthConfig } from './config.js';
import type { AuthServices } from './context.js';
import { resolvers } from './resolvers.js';
import { createUserModel } from './users/users.model.js';
import { UserService } from './users/users.service.js';

/** The auth subgraph, ready for `inject()` or `listen()`. */
export function buildApp(config: AuthConfig, options: { logger?: Logger } = {}): Promise<FastifyInstance> {
  return createSubgraphApp<AuthServices>({
    name: 'auth',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: ({ mongo }) => ({ users: new UserService(createUserModel(mongo)) }),
    ...options,
  });
}
