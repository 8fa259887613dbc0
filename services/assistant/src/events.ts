import { QUEUES } from '@smarthome/service-kit/events';
import { CHAT_MESSAGES_COLLECTION } from './history/history.model.js';

/**
 * The collections whose documents carry events in `_outbox` (assistant.usage_recorded, one per stored
 * exchange): the relay harvests them, an erasure clears them.
 */
export const OUTBOX_COLLECTIONS = [CHAT_MESSAGES_COLLECTION];

/**
 * The queue whose events this service consumes: the usage events it wrote itself (the accounting
 * is the assistant's, and light: one update per answered message) and `account.deleted`.
 */
export const CONSUMED_QUEUE = QUEUES.usage;
