import { QUEUES } from '@smarthome/service-kit/events';
import { COMMENTS_COLLECTION } from './comments/comments.model.js';
import { INSTALLATIONS_COLLECTION } from './installations/installations.model.js';
import { ISSUES_COLLECTION } from './issues/issues.model.js';

/**
 * The collections whose documents carry events in `_outbox` (issue.created, issue.status_changed,
 * issue.comment_added, and the webhook.occurred of installations, issues and comments): the relay
 * harvests them, an erasure clears them.
 */
export const OUTBOX_COLLECTIONS = [INSTALLATIONS_COLLECTION, ISSUES_COLLECTION, COMMENTS_COLLECTION];

/** The queue whose events this service consumes: `account.deleted`. */
export const CONSUMED_QUEUE = QUEUES.operations;

/**
 * The queue of `webhook.occurred`, written by every producing service (this one included): this
 * service fans each event out to the integrators' endpoints subscribed to its type. The
 * `webhook.endpoint_disabled` events of the delivery worker go through the `outbox` collection.
 */
export const WEBHOOKS_QUEUE = QUEUES.webhooks;
