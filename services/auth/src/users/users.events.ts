import { type Role } from '@smarthome/service-kit';
import { newEvent, type EventEnvelope } from '@smarthome/service-kit/events';

/**
 * `user.role_changed`: notifications keeps its copy of the accounts (staff addresses,
 * first names) from it. Sent on registration, activation, any admin edit, and deletion
 * (as inactive).
 */
export function roleChangedEvent(account: {
  id: string;
  email: string;
  firstName: string;
  role: Role;
  active: boolean;
}): EventEnvelope<'user.role_changed'> {
  return newEvent('user.role_changed', {
    userId: account.id,
    email: account.email,
    firstName: account.firstName,
    role: account.role,
    active: account.active,
  });
}
