import { outboxPlugin } from '@smarthome/service-kit/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const CHAT_MESSAGES_COLLECTION = 'chat_messages';

/** How long a conversation is kept: long enough to come back to it, short of keeping it for good. */
export const HISTORY_RETENTION_S = 30 * 24 * 60 * 60;

/**
 * One exchange of a user's conversation (collection `chat_messages`): their question and the
 * answer they got, written together with the exchange's `assistant.usage_recorded` event
 * (`_outbox`), so that every stored answer is accounted for and nothing else is.
 */
export interface ChatExchangeRecord {
  _id: Types.ObjectId;
  /** The auth user id of the caller: the only key anything here is read by. */
  userId: string;
  question: string;
  answer: string;
  model: string;
  cached: boolean;
  promptTokens: number;
  completionTokens: number;
  /** When the question arrived (service clock). */
  askedAt: Date;
  /** When the answer was complete (service clock); the exchange expires 30 days later. */
  createdAt: Date;
  /**
   * Set by clearChatHistory on an exchange whose event the relay has not taken yet: its texts are
   * emptied and it is no longer shown, but it stays until the event has left with it.
   */
  cleared: boolean;
}

export type ChatExchangeModel = Model<ChatExchangeRecord>;

const exchangeSchema = new Schema<ChatExchangeRecord>(
  {
    userId: { type: String, required: true },
    question: { type: String, default: '' },
    answer: { type: String, default: '' },
    model: { type: String, required: true },
    cached: { type: Boolean, required: true, default: false },
    promptTokens: { type: Number, required: true, min: 0 },
    completionTokens: { type: Number, required: true, min: 0 },
    askedAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    cleared: { type: Boolean, required: true, default: false },
  },
  // Times come from the service clock (tests move it), not from mongoose's timestamps.
  { collection: CHAT_MESSAGES_COLLECTION, versionKey: false },
);
exchangeSchema.plugin(outboxPlugin);
// A user's latest exchanges (history, context), newest first.
exchangeSchema.index({ userId: 1, createdAt: -1 });
exchangeSchema.index({ createdAt: 1 }, { name: 'retention', expireAfterSeconds: HISTORY_RETENTION_S });

export function createChatExchangeModel(connection: Connection): ChatExchangeModel {
  return connection.model<ChatExchangeRecord>('ChatExchange', exchangeSchema);
}
