import { type Connection, type Logger } from '@smarthome/service-kit';
import {
  sameAddress,
  ERASED_PERSON,
  eraseFromOutbox,
  type ErasedPerson,
} from '@smarthome/service-kit/events';
import type { ContactMessageModel } from '../contact/contact.model.js';
import { IMAGES_BUCKET } from '../images/images.store.js';
import type { TestimonialModel } from '../testimonials/testimonials.model.js';

export interface ContentErasureDeps {
  mongo: Connection;
  messages: ContactMessageModel;
  testimonials: TestimonialModel;
  /** The collections whose documents carry `_outbox` events (the relay's). */
  outboxCollections: string[];
  log: Logger;
}

/**
 * What the content service does when an account is deleted: the contact messages sent from its
 * address and the testimonials it submitted are the person's own words, so they go (with their
 * events); the pictures it uploaded are the site's, so they stay, no longer naming their uploader.
 * News and blog posts name nobody. Safe to run again: a second run finds nothing left.
 */
export class ContentErasure {
  constructor(private readonly deps: ContentErasureDeps) {}

  async erase(person: ErasedPerson): Promise<void> {
    const { mongo, messages, testimonials, outboxCollections, log } = this.deps;
    const sent = await messages.deleteMany({ email: sameAddress(person.email) }).exec();
    const theirs = await testimonials.find({ submittedById: person.userId }, { _id: 1 }).lean().exec();
    const testimonialIds = theirs.map((testimonial) => testimonial._id.toHexString());
    if (theirs.length > 0) {
      await testimonials.deleteMany({ _id: { $in: theirs.map((testimonial) => testimonial._id) } }).exec();
    }
    const images = await mongo.db
      ?.collection(`${IMAGES_BUCKET}.files`)
      .updateMany(
        { 'metadata.uploadedBy': person.userId },
        { $set: { 'metadata.uploadedBy': ERASED_PERSON.userId } },
      );
    const events = await eraseFromOutbox(mongo, person, {
      collections: outboxCollections,
      also: testimonialIds,
    });
    log.info(
      {
        contactMessages: sent.deletedCount,
        testimonials: testimonialIds.length,
        images: images?.modifiedCount ?? 0,
        events,
      },
      'deleted account erased from the content records',
    );
  }
}
