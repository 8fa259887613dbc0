import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * Browsers hold the token in an HttpOnly cookie; API clients got it in the login answer; a
 * personal API token's session issues short-lived access tokens to the gateway in its stead.
 */
export type SessionKind = 'cookie' | 'bearer' | 'api-token';

/**
 * A signed-in session (collection `sessions`): what the `sid` claim of a token points at.
 * Tokens are renewed within a session; revoking the session revokes all of them.
 */
export interface SessionRecord {
  /** The session id (`sid`): 128 random bits. */
  _id: string;
  userId: Types.ObjectId;
  kind: SessionKind;
  createdAt: Date;
  /** The session ends then, renewals or not (SESSION_MAX_AGE after sign-in). */
  expiresAt: Date;
  /** Expiry of the newest token issued: the revocation list must remember the session until then. */
  tokenExpiresAt: Date;
  renewedAt: Date | null;
  revokedAt: Date | null;
  revokedReason: string | null;
  /** For the owner's and the operator's eyes (where a session came from). */
  ip: string | null;
  userAgent: string | null;
}

export type SessionModel = Model<SessionRecord>;

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: ['cookie', 'bearer', 'api-token'], required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    tokenExpiresAt: { type: Date, required: true },
    renewedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    revokedReason: { type: String, default: null },
    ip: { type: String, default: null },
    userAgent: { type: String, default: null },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ userId: 1, revokedAt: 1 });
// The revocation resynchronisation reads the revoked sessions whose tokens may still be alive.
sessionSchema.index({ revokedAt: 1, tokenExpiresAt: 1 });
// Ended sessions are of no use a day later (a real MongoDB removes them; the embedded engine keeps them).
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

export function createSessionModel(connection: Connection): SessionModel {
  return connection.model<SessionRecord>('Session', sessionSchema);
}
