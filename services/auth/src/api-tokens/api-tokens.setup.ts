import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { SessionService } from '../sessions/sessions.service.js';
import type { UserModel } from '../users/users.model.js';
import { createApiTokenModel } from './api-tokens.model.js';
import { ApiTokenService } from './api-tokens.service.js';

/** Personal API tokens on the service's database, their indexes built first (the secret's hash is unique). */
export async function setupApiTokens(
  { mongo }: Pick<SubgraphDeps, 'mongo'>,
  { users, sessions, clock }: { users: UserModel; sessions: SessionService; clock: Clock },
): Promise<ApiTokenService> {
  const tokens = createApiTokenModel(mongo);
  await tokens.init();
  return new ApiTokenService({ tokens, sessionService: sessions, users, clock });
}
