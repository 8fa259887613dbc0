import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { outboxPlugin } from '@smarthome/service-kit/events';
import type { SessionKind } from '../sessions/sessions.model.js';

/** A recovery code: its keyed hash (HMAC-SHA256 under key `kid`), and when it was spent. */
export interface RecoveryCodeRecord {
  hash: string;
  kid: string;
  usedAt: Date | null;
}

/**
 * The second factor of an account (collection `second_factors`, one document per account, `_id`
 * = the user's id). Secrets are stored encrypted (second-factor.keys.ts), codes as keyed hashes.
 */
export interface SecondFactorRecord {
  _id: Types.ObjectId;
  /** The confirmed TOTP secret (encrypted); null while none is on. */
  totpSecret: string | null;
  totpConfirmedAt: Date | null;
  /**
   * The last TOTP time step accepted: a code is accepted once, so a code seen over a shoulder
   * or in a log cannot be used again within its window.
   */
  totpLastStep: number | null;
  /** A secret shown by a setup and not yet confirmed with a code (encrypted). */
  pendingSecret: string | null;
  pendingCreatedAt: Date | null;
  recoveryCodes: RecoveryCodeRecord[];
}

/**
 * A sign-in waiting for its second factor (collection `second_factor_challenges`): the password
 * was right; the challenge handed to the client names this record by its SHA-256.
 */
export interface ChallengeRecord {
  /** SHA-256 (hex) of the challenge. */
  _id: string;
  userId: Types.ObjectId;
  /** What the sign-in asked for: a cookie or a bearer token. */
  kind: SessionKind;
  /** The account's sessionEpoch at the password: a reset or deactivation meanwhile ends the challenge. */
  sessionEpoch: number | null;
  expiresAt: Date;
  /** Wrong codes so far; the challenge dies at the limit. */
  failures: number;
  /**
   * The identity provider (Google) this sign-in came from: the account is linked to it once the
   * code is right. Null for a password sign-in.
   */
  linkProvider?: string | null;
}

export type SecondFactorModel = Model<SecondFactorRecord>;
export type ChallengeModel = Model<ChallengeRecord>;

const secondFactorSchema = new Schema<SecondFactorRecord>(
  {
    totpSecret: { type: String, default: null },
    totpConfirmedAt: { type: Date, default: null },
    totpLastStep: { type: Number, default: null },
    pendingSecret: { type: String, default: null },
    pendingCreatedAt: { type: Date, default: null },
    recoveryCodes: {
      type: [{ _id: false, hash: String, kid: String, usedAt: { type: Date, default: null } }],
      default: [],
    },
  },
  { collection: 'second_factors', timestamps: true },
);
// The mails of a change (turned on or off, a recovery code used) ride in the same write as the change.
secondFactorSchema.plugin(outboxPlugin);

/** Collections of this module whose documents carry events in `_outbox` (the relay harvests them). */
export const SECOND_FACTOR_OUTBOX_COLLECTIONS = ['second_factors'];

const challengeSchema = new Schema<ChallengeRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, required: true },
    sessionEpoch: { type: Number, default: null },
    expiresAt: { type: Date, required: true },
    failures: { type: Number, default: 0 },
    linkProvider: { type: String, default: null },
  },
  { collection: 'second_factor_challenges', versionKey: false },
);
// Housekeeping only: whether a challenge is still valid is decided against the service clock.
challengeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function createSecondFactorModels(connection: Connection): {
  secondFactors: SecondFactorModel;
  challenges: ChallengeModel;
} {
  return {
    secondFactors: connection.model<SecondFactorRecord>('SecondFactor', secondFactorSchema),
    challenges: connection.model<ChallengeRecord>('SecondFactorChallenge', challengeSchema),
  };
}
