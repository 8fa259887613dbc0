import type { SubgraphDeps } from '@smarthome/service-kit';
import type { ContactMessageModel } from '../contact/contact.model.js';
import { OUTBOX_COLLECTIONS } from '../events.js';
import type { TestimonialModel } from '../testimonials/testimonials.model.js';
import { ContentErasure } from './erasure.service.js';

/** What a deleted account's `account.deleted` event does here: what it sent goes, its pictures stay unnamed. */
export function setupErasure(
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { messages, testimonials }: { messages: ContactMessageModel; testimonials: TestimonialModel },
): ContentErasure {
  return new ContentErasure({ mongo, messages, testimonials, outboxCollections: OUTBOX_COLLECTIONS, log });
}
