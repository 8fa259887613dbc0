import { type Connection, type Logger } from '@smarthome/service-kit';
import {
  sameAddress,
  ERASED_PERSON,
  eraseFromOutbox,
  type ErasedPerson,
} from '@smarthome/service-kit/events';
import type { CommentModel } from '../comments/comments.model.js';
import type { InstallationModel } from '../installations/installations.model.js';
import type { IssueModel } from '../issues/issues.model.js';
import { eraseDeliveriesMentioning } from '../webhooks/webhook-erasure.js';
import type { WebhookDeliveryModel } from '../webhooks/webhook-deliveries.model.js';

export interface OperationsErasureDeps {
  mongo: Connection;
  installations: InstallationModel;
  issues: IssueModel;
  comments: CommentModel;
  /** The log of webhook deliveries: bodies that name the person go. */
  webhookDeliveries: WebhookDeliveryModel;
  /** The collections whose documents carry `_outbox` events (the relay's). */
  outboxCollections: string[];
  log: Logger;
}

/**
 * What the operations service does when an account is deleted. Installations, issues and comments
 * are the business's records (a job done at an address, a fault and its handling): they stay, and
 * only who they belonged to or who wrote them is replaced by the erased person's stand-in, so that
 * nothing here names the person any more. The events that mention them go from the outbox, and the
 * webhook deliveries whose bodies name them from the delivery log. Safe to run again: a second run
 * finds nothing left to change.
 */
export class OperationsErasure {
  constructor(private readonly deps: OperationsErasureDeps) {}

  async erase(person: ErasedPerson): Promise<void> {
    const { installations, issues, comments, webhookDeliveries, mongo, outboxCollections, log } = this.deps;
    const email = sameAddress(person.email);
    const owned = await installations
      .updateMany(
        { $or: [{ customerEmail: email }, { customerId: person.userId }] },
        { $set: { customerEmail: ERASED_PERSON.email, customerId: ERASED_PERSON.userId } },
      )
      .exec();
    const reported = await issues
      .updateMany(
        { $or: [{ createdByEmail: email }, { createdById: person.userId }] },
        { $set: { createdByEmail: ERASED_PERSON.email, createdById: ERASED_PERSON.userId } },
      )
      .exec();
    const written = await comments
      .updateMany(
        { $or: [{ authorEmail: email }, { authorId: person.userId }] },
        { $set: { authorEmail: ERASED_PERSON.email, authorId: ERASED_PERSON.userId } },
      )
      .exec();
    const events = await eraseFromOutbox(mongo, person, { collections: outboxCollections });
    const deliveries = await eraseDeliveriesMentioning(webhookDeliveries, person);
    log.info(
      {
        installations: owned.modifiedCount,
        issues: reported.modifiedCount,
        comments: written.modifiedCount,
        events,
        webhookDeliveries: deliveries,
      },
      'deleted account anonymised in the operations records',
    );
  }
}
