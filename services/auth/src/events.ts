import { QUEUES } from '@smarthome/service-kit/events';
import { SECOND_FACTOR_OUTBOX_COLLECTIONS } from './second-factor/second-factor.model.js';
import { USERS_OUTBOX_COLLECTIONS } from './users/users.setup.js';

/**
 * The collections whose documents carry events in `_outbox` (the users' registration, role and
 * lock-out events, the second factor's changes): the relay harvests them.
 */
export const OUTBOX_COLLECTIONS = [...USERS_OUTBOX_COLLECTIONS, ...SECOND_FACTOR_OUTBOX_COLLECTIONS];

/**
 * The queue whose events this service consumes: the `account.deleted` events it wrote itself
 * come back to it, so that an erasure interrupted half-way is finished.
 */
export const CONSUMED_QUEUE = QUEUES.auth;
