import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ROLES, type Role } from '@smarthome/service-kit';
import { outboxPlugin } from '@smarthome/service-kit/events';

/** An account in the auth database (collection `users`). */
export interface UserRecord {
  _id: Types.ObjectId;
  firstName: string;
  lastName: string;
  /** Stored lowercase: e-mails identify accounts case-insensitively. */
  email: string;
  /** Absent for accounts of an identity provider. Never selected unless asked for. */
  passwordHash?: string;
  role: Role;
  active: boolean;
  /** null or absent: e-mail and password. */
  authProvider?: string | null;
  /**
   * When the account's activation link was first followed; absent for accounts activated by an
   * admin, made by an identity provider or activated before this was recorded. Unlike
   * `activationUsedAt` it stays: it is part of the owner's copy of their data.
   */
  activatedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;

  // Credentials and brute-force state: never selected unless asked for, never in an answer.
  /** SHA-256 of the single-use activation token (the token itself is only in the mail). */
  activationTokenHash?: string | null;
  activationExpiresAt?: Date | null;
  /**
   * When the activation link was first followed. The hash stays until the link expires, so
   * that following it again (a mail scanner opened it first) still answers "activated".
   */
  activationUsedAt?: Date | null;
  /** SHA-256 of the single-use password-reset token. */
  resetTokenHash?: string | null;
  resetExpiresAt?: Date | null;
  /**
   * Sign-in attempts left before the next lock-out (absent: the full threshold). Taken
   * atomically before each password check; see security/lockout.ts.
   */
  attemptsLeft?: number | null;
  /** Lock-outs in the current streak of failures (the n-th lasts base·2^(n-1)). */
  lockouts?: number | null;
  lockedUntil?: Date | null;
  /** When the owner was last mailed about a lock-out. */
  lockoutNotifiedAt?: Date | null;
  /**
   * Raised whenever the account's sessions are revoked (deactivation, password reset, role or
   * e-mail change). A sign-in re-reads it after opening its session, so one that raced the
   * revocation is revoked too (see SessionService.open).
   */
  sessionEpoch?: number | null;
}

export type UserModel = Model<UserRecord>;

/** The fields a sign-in needs beside the public ones. */
export const CREDENTIAL_FIELDS =
  '+passwordHash +attemptsLeft +lockouts +lockedUntil +lockoutNotifiedAt +sessionEpoch';

/** The update that ends every session of an account (with SessionService.revokeAllForUser). */
export const BUMP_SESSION_EPOCH = { $inc: { sessionEpoch: 1 } } as const;

const hidden = { select: false } as const;

const userSchema = new Schema<UserRecord>(
  {
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    passwordHash: { type: String, ...hidden },
    role: { type: String, enum: ROLES, lowercase: true, default: 'user' },
    active: { type: Boolean, default: false },
    authProvider: { type: String, default: null },
    activatedAt: { type: Date },
    activationTokenHash: { type: String, ...hidden },
    activationExpiresAt: { type: Date, ...hidden },
    activationUsedAt: { type: Date, ...hidden },
    resetTokenHash: { type: String, ...hidden },
    resetExpiresAt: { type: Date, ...hidden },
    attemptsLeft: { type: Number, ...hidden },
    lockouts: { type: Number, ...hidden },
    lockedUntil: { type: Date, ...hidden },
    lockoutNotifiedAt: { type: Date, ...hidden },
    sessionEpoch: { type: Number, ...hidden },
  },
  { collection: 'users', timestamps: true },
);
// Links find their account by the token's hash; sparse: most accounts have none pending.
userSchema.index({ activationTokenHash: 1 }, { sparse: true });
userSchema.index({ resetTokenHash: 1 }, { sparse: true });
userSchema.index({ createdAt: -1 });
// Events ride in the user document they are about (user.registered, user.role_changed …).
userSchema.plugin(outboxPlugin);

export function createUserModel(connection: Connection): UserModel {
  return connection.model<UserRecord>('User', userSchema);
}
