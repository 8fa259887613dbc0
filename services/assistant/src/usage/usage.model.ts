import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const USAGE_DAILY_COLLECTION = 'usage_daily';

/**
 * One day's token accounting of one model (collection `usage_daily`), kept by the accounting
 * consumer from the `assistant.usage_recorded` events: what the admin token-usage views read.
 */
export interface UsageDayRecord {
  _id: Types.ObjectId;
  /** YYYY-MM-DD, the day in the assistant's time zone of the events' `at`. */
  date: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Answered messages, cached ones included. */
  requests: number;
  /** Messages answered from the cache (no tokens). */
  cachedRequests: number;
  /**
   * The ids of the events counted here: an event is counted in the same write that records its
   * id, so a duplicate delivery can never count twice. A day holds at most the day's messages
   * (bounded by the daily limits), far below a document's size limit.
   */
  eventIds: string[];
}

export type UsageDayModel = Model<UsageDayRecord>;

const usageDaySchema = new Schema<UsageDayRecord>(
  {
    date: { type: String, required: true },
    model: { type: String, required: true },
    promptTokens: { type: Number, required: true, default: 0 },
    completionTokens: { type: Number, required: true, default: 0 },
    totalTokens: { type: Number, required: true, default: 0 },
    requests: { type: Number, required: true, default: 0 },
    cachedRequests: { type: Number, required: true, default: 0 },
    eventIds: { type: [String], default: [], select: false },
  },
  { collection: USAGE_DAILY_COLLECTION, versionKey: false },
);
// One document per day and model; the views read date ranges.
usageDaySchema.index({ date: 1, model: 1 }, { unique: true });

export function createUsageDayModel(connection: Connection): UsageDayModel {
  return connection.model<UsageDayRecord>('UsageDay', usageDaySchema);
}
