import { QUEUES } from '@smarthome/service-kit/events';
import { CONTACT_COLLECTION } from './contact/contact.model.js';
import { TESTIMONIALS_COLLECTION } from './testimonials/testimonials.model.js';

/**
 * The collections whose documents carry events in `_outbox` (contact.received,
 * testimonial.submitted): the relay harvests them, an erasure clears them.
 */
export const OUTBOX_COLLECTIONS = [CONTACT_COLLECTION, TESTIMONIALS_COLLECTION];

/** The queue whose events this service consumes: `account.deleted`. */
export const CONSUMED_QUEUE = QUEUES.content;
