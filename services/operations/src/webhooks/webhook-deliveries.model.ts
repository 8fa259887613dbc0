import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const WEBHOOK_DELIVERIES_COLLECTION = 'webhook_deliveries';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How long the log keeps a delivery: the dashboard shows the recent ones, and bodies hold customer data. */
export const DELIVERY_RETENTION_S = 30 * 24 * 60 * 60;

/**
 * One event sent (or being sent) to one endpoint (collection `webhook_deliveries`): at most one per
 * event and endpoint, whatever how often the event is handled.
 */
export interface WebhookDeliveryRecord {
  _id: Types.ObjectId;
  webhookId: Types.ObjectId;
  /** The bus event's id: the `webhook-id` header, the same on every attempt. */
  messageId: string;
  /** The webhook event type. */
  event: string;
  /** The exact JSON sent, `{"type","timestamp","data"}`: every attempt signs the same bytes. */
  body: string;
  status: DeliveryStatus;
  /** Attempts made, over every round (a redelivery keeps counting). */
  attempts: number;
  /** 0 for the first round of attempts, +1 for each redelivery: the delivery job's id carries it. */
  round: number;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
}

export type WebhookDeliveryModel = Model<WebhookDeliveryRecord>;

const deliverySchema = new Schema<WebhookDeliveryRecord>(
  {
    webhookId: { type: Schema.Types.ObjectId, required: true },
    messageId: { type: String, required: true },
    event: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, enum: DELIVERY_STATUSES, required: true, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    round: { type: Number, required: true, default: 0 },
    responseStatus: { type: Number, default: null },
    lastError: { type: String, default: null },
    createdAt: { type: Date, required: true },
    deliveredAt: { type: Date, default: null },
    nextAttemptAt: { type: Date, default: null },
  },
  { collection: WEBHOOK_DELIVERIES_COLLECTION, versionKey: false },
);
// One delivery per event per endpoint: the event handled twice finds the first one.
deliverySchema.index({ webhookId: 1, messageId: 1 }, { unique: true });
// The log of one endpoint, newest first.
deliverySchema.index({ webhookId: 1, createdAt: -1, _id: -1 });
deliverySchema.index({ createdAt: 1 }, { expireAfterSeconds: DELIVERY_RETENTION_S });

export function createWebhookDeliveryModel(connection: Connection): WebhookDeliveryModel {
  return connection.model<WebhookDeliveryRecord>('WebhookDelivery', deliverySchema);
}
