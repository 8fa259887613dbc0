import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  createSubgraphApp,
  startServiceConsumer,
  startServiceRelay,
  systemClock,
  type ServiceBuildOptions,
} from '@smarthome/service-kit';
import { setupBlueprints } from './blueprints/blueprints.setup.js';
import { setupCommentModel, setupComments } from './comments/comments.setup.js';
import type { OperationsConfig } from './config.js';
import type { OperationsServices } from './context.js';
import { setupDeletions } from './deletions/deletions.setup.js';
import { setupErasure } from './erasure/erasure.setup.js';
import { CONSUMED_QUEUE, OUTBOX_COLLECTIONS, WEBHOOKS_QUEUE } from './events.js';
import { setupInstallationModel, setupInstallations } from './installations/installations.setup.js';
import { setupIssueModel, setupIssues } from './issues/issues.setup.js';
import { resolvers } from './resolvers.js';
import { createCounterModel, Sequences } from './shared/sequences.js';
import { setupWebhookModels, setupWebhooks } from './webhooks/webhooks.setup.js';

/**
 * The operations service takes the kit's build options as they are: `relay` and `events` are about
 * the outbox relay of the issues' events, `clock` dates the deletion marks.
 */
export type BuildOptions = ServiceBuildOptions;

/**
 * The operations subgraph, ready for `inject()` or `listen()`; `/metrics` shows its relay's backlog.
 * Each module's wiring is in its `<module>.setup.ts`; the relay and the two consumers (the account
 * events, the webhook events) start here.
 */
export function buildApp(config: OperationsConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  return createSubgraphApp<OperationsServices>({
    name: 'operations',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    setup: async (deps): Promise<OperationsServices> => {
      // The numbers of installations and issues, continued above any already stored.
      const sequences = new Sequences(createCounterModel(deps.mongo));
      const models = {
        installations: await setupInstallationModel(deps, { sequences }),
        issues: await setupIssueModel(deps, { sequences }),
        comments: setupCommentModel(deps),
      };
      const webhookModels = await setupWebhookModels(deps);
      const deletions = await setupDeletions(deps, { models, clock });
      const relay = startServiceRelay(deps, { config, collections: OUTBOX_COLLECTIONS, build: options });
      const installations = await setupInstallations(deps, {
        installations: models.installations,
        issues: models.issues,
        sequences,
        deletions,
        relay,
      });
      const issues = setupIssues({ issues: models.issues, installations, sequences, deletions, relay });
      const comments = setupComments({ comments: models.comments, issues, installations, relay });
      const webhooks = setupWebhooks(deps, { config, models: webhookModels, relay });
      const erasure = setupErasure(deps, { models, webhookDeliveries: webhookModels.deliveries });
      startServiceConsumer(deps, {
        config,
        queue: CONSUMED_QUEUE,
        handlers: { 'account.deleted': (event) => erasure.erase(event.payload) },
      });
      // What integrators subscribed to, from every producing service: fanned out to the endpoints.
      startServiceConsumer(deps, {
        config,
        queue: WEBHOOKS_QUEUE,
        handlers: { 'webhook.occurred': (event) => webhooks.fanOut.handle(event) },
      });
      return {
        installations,
        issues,
        comments,
        blueprints: setupBlueprints(deps),
        webhooks: webhooks.service,
      };
    },
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
