import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { AuthConfig } from '../config.js';
import { AccountLockout } from '../security/lockout.js';
import type { SessionService } from '../sessions/sessions.service.js';
import type { UserModel } from '../users/users.model.js';
import { developmentSecondFactorKey, parseSecondFactorKeys, SecondFactorKeys } from './second-factor.keys.js';
import { createSecondFactorModels } from './second-factor.model.js';
import { SecondFactorService } from './second-factor.service.js';

export interface SecondFactorSetupDeps {
  users: UserModel;
  sessions: SessionService;
  clock: Clock;
}

/**
 * The second factor: its collections, the keys of SECOND_FACTOR_KEYS (a development key when
 * unset; production refuses to start without them, see config.ts), and the password sign-in's
 * gate, so that accounts with TOTP on get a challenge instead of a session.
 */
export async function setupSecondFactor(
  config: AuthConfig,
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { users, sessions, clock }: SecondFactorSetupDeps,
): Promise<SecondFactorService> {
  const { secondFactors, challenges } = createSecondFactorModels(mongo);
  await Promise.all([secondFactors.init(), challenges.init()]);
  const keys = new SecondFactorKeys(
    config.SECOND_FACTOR_KEYS === undefined
      ? [developmentSecondFactorKey()]
      : parseSecondFactorKeys(config.SECOND_FACTOR_KEYS),
  );
  // The same schedule as the password's: wrong codes count toward the same lock-out.
  const lockout = new AccountLockout({
    users,
    clock,
    log,
    policy: {
      threshold: config.LOCKOUT_THRESHOLD,
      baseMs: config.LOCKOUT_BASE_SECONDS * 1000,
      maxMs: config.LOCKOUT_MAX_SECONDS * 1000,
    },
  });
  const service = new SecondFactorService({
    secondFactors,
    challenges,
    users,
    sessions,
    lockout,
    keys,
    clock,
    log,
  });
  sessions.useSecondFactor(service);
  return service;
}
