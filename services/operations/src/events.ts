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
