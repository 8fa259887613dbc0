import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ROLES, type Role } from '@smarthome/service-kit';

/**
 * Notifications' own copy of the accounts it writes to (collection `recipients`), kept from
 * the auth service's `user.registered` and `user.role_changed` events: the architecture
 * lets no service read another's database. It answers two questions: who the staff are
 * (active installers and admins, for staff mail) and a customer's first name when an event
 * carries none (the greeting).
 */
export interface RecipientRecord {
  _id: Types.ObjectId;
  /** The auth service's user id. */
  userId: string;
  /** Lowercase. */
  email: string;
  firstName: string | null;
  role: Role;
  active: boolean;
  /**
   * `occurredAt` of the event this copy is from. Events can arrive out of order (one is
   * retried while a later one goes through), so an older event never overwrites a newer one.
   */
  asOf: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type RecipientModel = Model<RecipientRecord>;

const recipientSchema = new Schema<RecipientRecord>(
  {
    userId: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    firstName: { type: String, default: null },
    role: { type: String, enum: ROLES, lowercase: true, required: true },
    active: { type: Boolean, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'recipients', timestamps: true },
);
recipientSchema.index({ userId: 1 }, { unique: true, name: 'user' });
recipientSchema.index({ email: 1 }, { name: 'email' });
recipientSchema.index({ role: 1, active: 1 }, { name: 'staff' });

export function createRecipientModel(connection: Connection): RecipientModel {
  return connection.model<RecipientRecord>('Recipient', recipientSchema);
}
