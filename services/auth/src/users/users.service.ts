import { isValidObjectId } from 'mongoose';
import { normalizeRole, type AuthUser, type Role } from '@smarthome/service-kit';
import type { UserModel, UserRecord } from './users.model.js';

/** An account as the API shows it: no credentials. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  active: boolean;
  authProvider: string | null;
  createdAt: Date;
}

export class UserService {
  constructor(private readonly users: UserModel) {}

  /** The account with this id, or null (also for ids that cannot exist). */
  async findById(id: string): Promise<User | null> {
    if (!isValidObjectId(id)) return null;
    const record = await this.users.findById(id).lean<UserRecord>().exec();
    return record ? toUser(record) : null;
  }

  /** The caller's account; null when anonymous or deleted since the token was issued. */
  async me(caller: AuthUser | null): Promise<User | null> {
    return caller ? this.findById(caller.id) : null;
  }
}

function toUser(record: UserRecord): User {
  return {
    id: record._id.toHexString(),
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    role: normalizeRole(record.role) ?? 'user',
    active: record.active,
    authProvider: record.authProvider || null,
    createdAt: record.createdAt,
  };
}
