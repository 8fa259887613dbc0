import { outboxPlugin } from '@smarthome/service-kit/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * A message of the public contact form (collection `contact_messages`), written together with its
 * `contact.received` event in ONE document write (the event rides in `_outbox`, outbox.ts way (a)):
 * the message is stored whether or not the mail to the installer ever goes out, and no mail is
 * sent for a message that was not stored.
 *
 * Delivery: the mail is the notifications service's business. Its delivery record (status,
 * attempts, SMTP answer) is kept in the notifications database under the event id, which is
 * stored here as `eventId`, so an operator can follow one message from the form to the mailbox.
 * While the event still rides in `_outbox`, the message has not reached the bus yet.
 */
export interface ContactMessageRecord {
  _id: Types.ObjectId;
  name: string;
  email: string;
  message: string;
  /** Always true: a message without consent is refused. Kept as the proof of it. */
  consent: true;
  /**
   * HMAC of the sender's address (never the address itself): enough to see that many messages came
   * from one place, not enough to tell where that is.
   */
  ipHash: string;
  /** The id of the `contact.received` event: the key of the mail's delivery record. */
  eventId: string;
  /** When an admin marked it read in the inbox; null (or absent, on older messages) while unread. */
  readAt?: Date | null;
  createdAt: Date;
}

export type ContactMessageModel = Model<ContactMessageRecord>;

export const CONTACT_COLLECTION = 'contact_messages';

const contactMessageSchema = new Schema<ContactMessageRecord>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    consent: { type: Boolean, required: true },
    ipHash: { type: String, required: true },
    eventId: { type: String, required: true },
    readAt: { type: Date, default: null },
  },
  // Retention is a TTL index on createdAt, created by the service with the configured period.
  { collection: CONTACT_COLLECTION, timestamps: { createdAt: true, updatedAt: false }, autoIndex: false },
);
contactMessageSchema.plugin(outboxPlugin);

export function createContactMessageModel(connection: Connection): ContactMessageModel {
  return connection.model<ContactMessageRecord>('ContactMessage', contactMessageSchema);
}
