import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ROLES, type Role } from '@smarthome/service-kit';

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
  createdAt: Date;
  updatedAt: Date;
}

export type UserModel = Model<UserRecord>;

const userSchema = new Schema<UserRecord>(
  {
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    passwordHash: { type: String, select: false },
    role: { type: String, enum: ROLES, lowercase: true, default: 'user' },
    active: { type: Boolean, default: false },
    authProvider: { type: String, default: null },
  },
  { collection: 'users', timestamps: true },
);

export function createUserModel(connection: Connection): UserModel {
  return connection.model<UserRecord>('User', userSchema);
}
