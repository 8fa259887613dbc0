import { type SubgraphDeps } from '@smarthome/service-kit';
import { createOutbox } from '@smarthome/service-kit/events';
import type { AuthConfig } from '../config.js';
import { ensureBootstrapAdmin } from '../bootstrap/admin.js';
import type { AccountDeletion } from '../account-deletion/account-deletion.service.js';
import type { SessionService } from '../sessions/sessions.service.js';
import { createUserModel, type UserModel } from './users.model.js';
import { UserService } from './users.service.js';

/** Collections whose documents carry events in `_outbox` (the relay harvests them). */
export const USERS_OUTBOX_COLLECTIONS = ['users'];

/**
 * The accounts collection, its indexes built first (the unique e-mail index is what makes a
 * second registration a CONFLICT), and the first admin when ADMIN_EMAIL and ADMIN_PASSWORD ask for one.
 */
export async function setupUserModel(
  config: AuthConfig,
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
): Promise<UserModel> {
  const users = createUserModel(mongo);
  await users.init();
  if (config.ADMIN_EMAIL !== undefined && config.ADMIN_PASSWORD !== undefined) {
    await ensureBootstrapAdmin(users, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, log);
  }
  return users;
}

export interface UsersSetupDeps {
  users: UserModel;
  sessions: SessionService;
  accountDeletion: AccountDeletion;
}

/** The users admin and the account lookups of other subgraphs. */
export function setupUsers(
  { mongo }: Pick<SubgraphDeps, 'mongo'>,
  { users, sessions, accountDeletion }: UsersSetupDeps,
): UserService {
  return new UserService(users, sessions, createOutbox(mongo), accountDeletion);
}
