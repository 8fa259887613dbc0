import {
  createOutbox,
  QUEUES,
  startServiceConsumer,
  type OutboxRelay,
  type SubgraphDeps,
} from '@smarthome/service-kit';
import type { AuthConfig } from '../config.js';
import type { SecondFactorService } from '../second-factor/second-factor.service.js';
import type { SessionService } from '../sessions/sessions.service.js';
import type { UserModel } from '../users/users.model.js';
import { USERS_OUTBOX_COLLECTIONS } from '../users/users.setup.js';
import { AccountDeletion } from './account-deletion.service.js';

export interface AccountDeletionSetupDeps {
  users: UserModel;
  sessions: SessionService;
  secondFactor: SecondFactorService;
  relay: OutboxRelay | null;
}

/**
 * Deleting accounts, and the consumer of the `auth` queue: the `account.deleted` events this
 * service wrote itself come back to it, so that an erasure interrupted half-way is finished.
 */
export function setupAccountDeletion(
  config: AuthConfig,
  deps: SubgraphDeps,
  { users, sessions, secondFactor, relay }: AccountDeletionSetupDeps,
): AccountDeletion {
  const deletion = new AccountDeletion({
    mongo: deps.mongo,
    users,
    sessions,
    secondFactor,
    outbox: createOutbox(deps.mongo),
    outboxCollections: USERS_OUTBOX_COLLECTIONS,
    log: deps.log,
    ...(relay ? { kickRelay: () => relay.kick() } : {}),
  });
  startServiceConsumer(deps, {
    config,
    queue: QUEUES.auth,
    handlers: { 'account.deleted': (event) => deletion.eraseRecords(event.payload) },
  });
  return deletion;
}
