import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createSubgraphApp, type ServiceBuildOptions } from '@smarthome/service-kit';
import type { OperationsConfig } from './config.js';
import type { OperationsServices } from './context.js';
import { setupOperations } from './operations.setup.js';
import { resolvers } from './resolvers.js';

/**
 * The operations service takes the kit's build options as they are: `relay` and `events` are about
 * the outbox relay of the issues' events, `clock` dates the deletion marks.
 */
export type BuildOptions = ServiceBuildOptions;

/** The operations subgraph, ready for `inject()` or `listen()`; `/metrics` shows its relay's backlog. */
export function buildApp(config: OperationsConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  return createSubgraphApp<OperationsServices>({
    name: 'operations',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: (deps) => setupOperations(config, deps, options),
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
