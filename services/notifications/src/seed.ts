/**
 * Demo data for development (`make dev`, infra/dev): the copy of the demo accounts, as the
 * auth service's `user.role_changed` events would have built it, so that staff mail of a
 * fresh dev stack goes to the demo admin and installer. Not part of the running service:
 * the orchestrator calls `seedDemo` on the notifications database before the worker starts,
 * and only while the collection is empty.
 */
import type { Connection } from 'mongoose';
import { ROLES, type Role } from '@smarthome/service-kit';
import { createRecipientModel } from './recipients/recipients.model.js';

export interface NotificationsSeedOptions {
  /** The demo accounts the auth seed created, by key. */
  users?: Record<string, { id: string; email: string; role: string } | undefined>;
  now?: Date;
}

export async function seedDemo(
  connection: Connection,
  options: NotificationsSeedOptions,
): Promise<{ inserted: Record<string, number> }> {
  const Recipients = createRecipientModel(connection);
  await Recipients.init();
  if ((await Recipients.estimatedDocumentCount()) > 0) return { inserted: { recipients: 0 } };
  const asOf = options.now ?? new Date();
  const accounts = Object.values(options.users ?? {}).flatMap((user) =>
    user && (ROLES as readonly string[]).includes(user.role) ? [{ ...user, role: user.role as Role }] : [],
  );
  if (accounts.length === 0) return { inserted: { recipients: 0 } };
  await Recipients.insertMany(
    accounts.map((user) => ({
      userId: user.id,
      email: user.email,
      firstName: null,
      role: user.role,
      active: true,
      asOf,
    })),
  );
  return { inserted: { recipients: accounts.length } };
}
