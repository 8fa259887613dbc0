/**
 * The user calls of signed-in-area.md section 7 (admin only). Every call sends the session cookie;
 * the state-changing ones also send a fresh CSRF token as x-csrf-token. The spec's "bearer token read
 * from browser storage" is not used: the session lives in an HttpOnly cookie, which page scripts
 * cannot read, and the gateway verifies that cookie on every /api/v0 call.
 */
import { ApiError, apiRequest } from '@/lib/api-client';
import { en } from '@/lib/texts/en';
import { readUser, readUsers, type User, type UserRole } from '@/lib/user';

const f = en.users.api;
const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** GET /users. */
export async function getUsers(signal?: AbortSignal): Promise<User[]> {
  const body = await apiRequest<unknown>('/users', { fallbackError: f.fetch, signal });
  const users = readUsers(body);
  if (!users) throw new ApiError(f.fetch(200), 200);
  return users;
}

export interface UserUpdate {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
}

/** PUT /users/{id} with firstName, lastName, email, role; answers the user (null if it does not). */
export async function updateUser(id: string, update: UserUpdate): Promise<User | null> {
  const body = await apiRequest<unknown>(userPath(id), {
    method: 'PUT',
    body: update,
    fallbackError: f.update,
    csrf: true,
    allowEmpty: true,
  });
  return readUser(body);
}

/** PATCH /users/{id}/active with { active }; answers the user (null if it does not). */
export async function setUserActive(id: string, active: boolean): Promise<User | null> {
  const body = await apiRequest<unknown>(`${userPath(id)}/active`, {
    method: 'PATCH',
    body: { active },
    fallbackError: f.active,
    csrf: true,
    allowEmpty: true,
  });
  return readUser(body);
}

/** DELETE /users/{id}; the answer's shape is not shown in the spec and is not read. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest<unknown>(userPath(id), {
    method: 'DELETE',
    fallbackError: f.delete,
    csrf: true,
    allowEmpty: true,
  });
}
