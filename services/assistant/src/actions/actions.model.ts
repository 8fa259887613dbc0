import { Schema, type Connection, type Model } from 'mongoose';

export const CHAT_ACTIONS_COLLECTION = 'chat_actions';

/** How long a proposal can be confirmed: long enough to read it, short enough that it is still what was meant. */
export const ACTION_LIFETIME_MS = 15 * 60 * 1000;

/** A used or expired proposal is kept a day, so that a late confirmation is told what became of it. */
const KEPT_AFTER_EXPIRY_S = 24 * 60 * 60;

export type ChatActionKind = 'create_issue';

/**
 * `proposed` until the owner answers; `confirming` while its issue is being reported (a second
 * confirmation meanwhile is a conflict); `confirmed` once reported, `cancelled` when dropped.
 */
export type ChatActionState = 'proposed' | 'confirming' | 'confirmed' | 'cancelled';

/** Something the assistant proposed to do for one person (collection `chat_actions`). */
export interface ChatActionRecord {
  /** 32 hexadecimal characters, random: the id is all a client holds. */
  _id: string;
  /** The auth user id of the person it was proposed to: the only one who may use it. */
  userId: string;
  kind: ChatActionKind;
  installationId: string;
  installationName: string;
  title: string;
  description: string;
  state: ChatActionState;
  /** The issue it reported, once confirmed. */
  issueId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export type ChatActionModel = Model<ChatActionRecord>;

const actionSchema = new Schema<ChatActionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true, enum: ['create_issue'] },
    installationId: { type: String, required: true },
    installationName: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    state: { type: String, required: true, enum: ['proposed', 'confirming', 'confirmed', 'cancelled'] },
    issueId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  // Times come from the service clock (tests move it), not from mongoose's timestamps.
  { collection: CHAT_ACTIONS_COLLECTION, versionKey: false },
);
// An erased account's proposals go with it.
actionSchema.index({ userId: 1 });
actionSchema.index({ expiresAt: 1 }, { name: 'retention', expireAfterSeconds: KEPT_AFTER_EXPIRY_S });

export function createChatActionModel(connection: Connection): ChatActionModel {
  return connection.model<ChatActionRecord>('ChatAction', actionSchema);
}
