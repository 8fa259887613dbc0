import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * One chat exchange's token accounting in the assistant database (collection
 * `usage_records`): the source of the daily limit and of the admin token-usage views.
 */
export interface UsageRecord {
  _id: Types.ObjectId;
  /** The auth user id of the caller. */
  userId: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Answered from cache without calling the model. */
  cached: boolean;
  createdAt: Date;
}

export type UsageModel = Model<UsageRecord>;

const usageSchema = new Schema<UsageRecord>(
  {
    userId: { type: String, required: true },
    model: { type: String, required: true },
    promptTokens: { type: Number, required: true, min: 0, default: 0 },
    completionTokens: { type: Number, required: true, min: 0, default: 0 },
    totalTokens: { type: Number, required: true, min: 0, default: 0 },
    cached: { type: Boolean, default: false },
  },
  { collection: 'usage_records', timestamps: { createdAt: true, updatedAt: false } },
);
// Today's usage of one user; admin views read by date range.
usageSchema.index({ userId: 1, createdAt: -1 });
usageSchema.index({ createdAt: -1 });

export function createUsageModel(connection: Connection): UsageModel {
  return connection.model<UsageRecord>('UsageRecord', usageSchema);
}
