import { type SubgraphDeps } from '@smarthome/service-kit';
import { createOutbox, type OutboxRelay } from '@smarthome/service-kit/events';
import type { GoogleConfirmations } from '../google/google.confirmations.js';
import type { SecondFactorService } from '../second-factor/second-factor.service.js';
import type { SessionService } from '../sessions/sessions.service.js';
import type { UserModel } from '../users/users.model.js';
import { USERS_OUTBOX_COLLECTIONS } from '../users/users.setup.js';
import { AccountDeletion } from './account-deletion.service.js';

export interface AccountDeletionSetupDeps {
  users: UserModel;
  sessions: SessionService;
  secondFactor: SecondFactorService;
  googleConfirmations: GoogleConfirmations;
  relay: OutboxRelay | null;
}

/**
 * Deleting accounts: by their owner, by an admin, and when the `account.deleted` event this
 * service wrote comes back to it (app.ts hands its `eraseRecords` to the consumer).
 */
export function setupAccountDeletion(
  deps: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { users, sessions, secondFactor, googleConfirmations, relay }: AccountDeletionSetupDeps,
): AccountDeletion {
  return new AccountDeletion({
    mongo: deps.mongo,
    users,
    sessions,
    secondFactor,
    googleConfirmations,
    outbox: createOutbox(deps.mongo),
    outboxCollections: USERS_OUTBOX_COLLECTIONS,
    log: deps.log,
    ...(relay ? { kickRelay: () => relay.kick() } : {}),
  });
}
