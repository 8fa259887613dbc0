import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createSubgraphApp, type ServiceBuildOptions } from '@smarthome/service-kit';
import type { OperationsConfig } from './config.js';
import type { OperationsServices } from './context.js';
import { createInstallationModel } from './installations/installations.model.js';
import { InstallationService } from './installations/installations.service.js';
import { resolvers } from './resolvers.js';

/** The operations service takes the kit's build options; it produces no events and reads no clock yet. */
export type BuildOptions = ServiceBuildOptions;

/** The operations subgraph, ready for `inject()` or `listen()`. */
export function buildApp(config: OperationsConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  return createSubgraphApp<OperationsServices>({
    name: 'operations',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: ({ mongo }) => ({ installations: new InstallationService(createInstallationModel(mongo)) }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
