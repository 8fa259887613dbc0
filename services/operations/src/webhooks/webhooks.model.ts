import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const WEBHOOKS_COLLECTION = 'webhooks';

/** An integrator's endpoint (collection `webhooks`). */
export interface WebhookRecord {
  _id: Types.ObjectId;
  url: string;
  /** Webhook event types (contracts/webhooks.ts), no duplicates. */
  events: string[];
  description: string | null;
  /** `whsec_` and base64: the key that signs the deliveries. */
  secret: string;
  active: boolean;
  /** Why the delivery worker turned it off; null while active or when an admin did. */
  disabledReason: string | null;
  /** Deliveries in a row that failed every attempt; back to 0 after a success. */
  consecutiveFailures: number;
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookModel = Model<WebhookRecord>;

const webhookSchema = new Schema<WebhookRecord>(
  {
    url: { type: String, required: true },
    events: { type: [String], required: true },
    description: { type: String, default: null },
    secret: { type: String, required: true },
    active: { type: Boolean, required: true, default: true },
    disabledReason: { type: String, default: null },
    consecutiveFailures: { type: Number, required: true, default: 0 },
  },
  { collection: WEBHOOKS_COLLECTION, timestamps: true, versionKey: false },
);
// The fan-out reads the active endpoints subscribed to one type.
webhookSchema.index({ active: 1, events: 1 });

export function createWebhookModel(connection: Connection): WebhookModel {
  return connection.model<WebhookRecord>('Webhook', webhookSchema);
}
