import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One e-mail of one event to one recipient (collection `deliveries`). The records of an
 * event are written before its first send and are the plan of every retry: the same
 * recipients, in the same order, with the same Message-ID, and the ones already `sent`
 * are never sent again.
 *
 * - `queued`: planned, or a send under way (`claimedUntil`; a worker that died mid-send leaves it so);
 * - `sent`: the SMTP server accepted it (`smtpResponse`, `sentAt`);
 * - `failed`: the last attempt failed (`lastError`); the bus retries the event, and after
 *   its last attempt the event waits in the dead letters for a replay.
 */
export interface DeliveryRecord {
  _id: Types.ObjectId;
  eventId: string;
  /** The event type (`issue.created`, …). */
  type: string;
  /** Which mail of the event (several for staff mail), the `.n` of the Message-ID. */
  recipientIndex: number;
  /** The recipient's address, lowercase. */
  to: string;
  subject: string;
  status: DeliveryStatus;
  /** Sends tried (counts a send cut short by a crash). */
  attempts: number;
  /** `<eventId.recipientIndex@smarthome.local>`: the same on every retry, so a receiver can spot a duplicate. */
  messageId: string;
  smtpResponse: string | null;
  lastError: string | null;
  sentAt: Date | null;
  /**
   * While an attempt is sending this mail: until when it may (a lease, so that a worker that
   * died mid-send does not block the mail for ever). Another attempt of the same event, run
   * at the same time by accident, waits instead of sending a second copy.
   */
  claimedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type DeliveryModel = Model<DeliveryRecord>;

const deliverySchema = new Schema<DeliveryRecord>(
  {
    eventId: { type: String, required: true },
    type: { type: String, required: true },
    recipientIndex: { type: Number, required: true, min: 0 },
    to: { type: String, required: true, lowercase: true, trim: true },
    subject: { type: String, required: true },
    status: { type: String, enum: DELIVERY_STATUSES, required: true, default: 'queued' },
    attempts: { type: Number, required: true, default: 0 },
    messageId: { type: String, required: true },
    smtpResponse: { type: String, default: null },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
    claimedUntil: { type: Date, default: null },
  },
  { collection: 'deliveries', timestamps: true },
);
deliverySchema.index({ eventId: 1, to: 1 }, { unique: true, name: 'event_recipient' });
// Operators look for what failed lately.
deliverySchema.index({ status: 1, updatedAt: -1 }, { name: 'status_recent' });

/** The name of the index that removes a record once it is older than the retention. */
const RETENTION_INDEX = 'retention';

/**
 * The deliveries model, whose records (who was mailed what, when) are removed `retentionDays`
 * after they were written: a TTL index on `createdAt`. An event is retried for about a day, so no
 * retry reads a record that old. A retention changed since the index was built replaces it (an
 * index's TTL cannot be changed in place everywhere, and building it again is cheap).
 */
export async function createDeliveryModel(
  connection: Connection,
  retentionDays: number,
): Promise<DeliveryModel> {
  const seconds = retentionDays * 24 * 60 * 60;
  const schema = deliverySchema.clone();
  schema.index({ createdAt: 1 }, { name: RETENTION_INDEX, expireAfterSeconds: seconds });
  // A second set-up on the same connection (a restart in place) brings its own retention.
  if (connection.models.Delivery) connection.deleteModel('Delivery');
  const Deliveries = connection.model<DeliveryRecord>('Delivery', schema);
  const built = await Deliveries.collection.indexes().catch(() => []);
  const current = built.find((index) => index.name === RETENTION_INDEX);
  if (current && current.expireAfterSeconds !== seconds)
    await Deliveries.collection.dropIndex(RETENTION_INDEX);
  return Deliveries;
}
