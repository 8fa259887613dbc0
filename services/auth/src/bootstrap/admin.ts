import { Types } from 'mongoose';
import { type Logger } from '@smarthome/service-kit';
import { withOutbox } from '@smarthome/service-kit/events';
import { hashPassword } from '../security/passwords.js';
import type { UserModel } from '../users/users.model.js';
import { roleChangedEvent } from '../users/users.events.js';

/**
 * The first admin of a fresh installation, from ADMIN_EMAIL and ADMIN_PASSWORD: created
 * active at start when no account has that address. An existing account is never touched
 * (not its password, not its role): the variables only open the door once, and changing
 * them later cannot take over an account.
 */
export async function ensureBootstrapAdmin(
  users: UserModel,
  admin: { email: string; password: string },
  log: Logger,
): Promise<'created' | 'exists'> {
  if (await users.exists({ email: admin.email }).exec()) return 'exists';
  const _id = new Types.ObjectId();
  const account = {
    _id,
    email: admin.email,
    firstName: 'Admin',
    lastName: 'Admin',
    role: 'admin' as const,
    active: true,
  };
  try {
    await users.create(
      withOutbox(
        { ...account, passwordHash: await hashPassword(admin.password), authProvider: null },
        roleChangedEvent({
          id: _id.toHexString(),
          email: admin.email,
          firstName: 'Admin',
          role: 'admin',
          active: true,
        }),
      ),
    );
  } catch (error) {
    // Another replica created it at the same moment.
    if ((error as { code?: unknown }).code === 11000) return 'exists';
    throw error;
  }
  log.info({ email: admin.email }, 'bootstrap admin created');
  return 'created';
}
