import { normalizeRole, type Role } from '@smarthome/service-kit';
import type { UserRecord } from './users.model.js';

/** An account as the API shows it: no credentials, no brute-force state. */
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

export function toUser(
  record: Pick<
    UserRecord,
    '_id' | 'firstName' | 'lastName' | 'email' | 'role' | 'active' | 'authProvider' | 'createdAt'
  >,
): User {
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
