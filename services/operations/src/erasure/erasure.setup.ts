import type { SubgraphDeps } from '@smarthome/service-kit';
import type { DeletionModels } from '../deletions/deletions.service.js';
import { OUTBOX_COLLECTIONS } from '../events.js';
import type { WebhookDeliveryModel } from '../webhooks/webhook-deliveries.model.js';
import { OperationsErasure } from './erasure.service.js';

/** What a deleted account's `account.deleted` event does here: its records keep a stand-in for the person. */
export function setupErasure(
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { models, webhookDeliveries }: { models: DeletionModels; webhookDeliveries: WebhookDeliveryModel },
): OperationsErasure {
  return new OperationsErasure({
    mongo,
    ...models,
    webhookDeliveries,
    outboxCollections: OUTBOX_COLLECTIONS,
    log,
  });
}
