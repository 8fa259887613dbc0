import {
  QUEUES,
  startServiceConsumer,
  startServiceRelay,
  systemClock,
  type ServiceBuildOptions,
  type SubgraphDeps,
} from '@smarthome/service-kit';
import { createBlueprintModel } from './blueprints/blueprints.model.js';
import { BlueprintsService } from './blueprints/blueprints.service.js';
import { COMMENTS_COLLECTION, createCommentModel } from './comments/comments.model.js';
import { CommentsService } from './comments/comments.service.js';
import type { OperationsConfig } from './config.js';
import type { OperationsServices } from './context.js';
import { Deletions } from './deletions/deletions.service.js';
import { OperationsErasure } from './erasure/erasure.service.js';
import {
  createInstallationModel,
  storePlannedDatesAsDaysAtStart,
} from './installations/installations.model.js';
import { InstallationService } from './installations/installations.service.js';
import { createIssueModel, ISSUES_COLLECTION } from './issues/issues.model.js';
import { IssuesService } from './issues/issues.service.js';
import { createCounterModel, Sequences } from './shared/sequences.js';

/**
 * The service's wiring: the models on its connection, the id sequences (continued above any id
 * already stored), the deletions an earlier process left half-done (finished now), the planned
 * dates an earlier version stored as instants (stored as days now), the outbox relay that
 * carries the issues' events to the notifications worker, the consumer that anonymises deleted
 * accounts, and the use cases.
 */
export async function setupOperations(
  config: OperationsConfig,
  deps: SubgraphDeps,
  build: Pick<ServiceBuildOptions, 'relay' | 'events' | 'clock'> = {},
): Promise<OperationsServices> {
  const { mongo, log } = deps;
  const clock = build.clock ?? systemClock;
  const models = {
    installations: createInstallationModel(mongo),
    issues: createIssueModel(mongo),
    comments: createCommentModel(mongo),
  };
  const sequences = new Sequences(createCounterModel(mongo));
  await sequences.continueAboveHighest('installations', models.installations);
  await sequences.continueAboveHighest('issues', models.issues);

  const deletions = new Deletions(models, () => new Date(clock()));
  await deletions.finishInterruptedAtStart(log);
  await storePlannedDatesAsDaysAtStart(models.installations, log);

  const outboxCollections = [ISSUES_COLLECTION, COMMENTS_COLLECTION];
  const relay = startServiceRelay(deps, { config, collections: outboxCollections, build });
  // Deleted accounts: the `operations` queue brings their `account.deleted` events.
  const erasure = new OperationsErasure({ mongo, ...models, outboxCollections, log });
  startServiceConsumer(deps, {
    config,
    queue: QUEUES.operations,
    handlers: { 'account.deleted': (event) => erasure.erase(event.payload) },
  });
  const kickRelay = relay ? { kickRelay: () => relay.kick() } : {};

  const installations = new InstallationService({ ...models, sequences, deletions });
  const issues = new IssuesService({
    issues: models.issues,
    installations,
    sequences,
    deletions,
    ...kickRelay,
  });
  const comments = new CommentsService({ comments: models.comments, issues, installations, ...kickRelay });
  return { installations, issues, comments, blueprints: new BlueprintsService(createBlueprintModel(mongo)) };
}
