import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import { staffSecondFactorPolicy, type AuthConfig } from '../config.js';
import type { AccountLockout } from '../security/lockout.js';
import type { SessionService } from '../sessions/sessions.service.js';
import type { UserModel } from '../users/users.model.js';
import { developmentSecondFactorKey, parseSecondFactorKeys, SecondFactorKeys } from './second-factor.keys.js';
import { createSecondFactorModels } from './second-factor.model.js';
import { SecondFactorService } from './second-factor.service.js';

/**
 * What a staff session that must enrol its second factor may still ask this service for: its
 * profile, turning TOTP on, renewing or ending the session, and signing in again (a sign-in
 * answers a new session, it reads nothing of the current one). Everything else, here and in
 * every other service, answers SECOND_FACTOR_ENROLMENT_REQUIRED.
 */
export const SECOND_FACTOR_ENROLMENT_OPERATIONS = [
  'me',
  'mySecondFactor',
  'startTotpSetup',
  'confirmTotpSetup',
  'renewSession',
  'logout',
  'login',
  'completeSecondFactorLogin',
  'startGoogleSignIn',
  'completeGoogleSignIn',
] as const;

export interface SecondFactorSetupDeps {
  users: UserModel;
  sessions: SessionService;
  /** The password sign-in's lock-out: wrong codes count toward it too. */
  lockout: AccountLockout;
  clock: Clock;
}

/**
 * The second factor: its collections, the keys of SECOND_FACTOR_KEYS (a development key when
 * unset; production refuses to start without them, see config.ts), and the sessions' gate, so
 * that accounts with TOTP on get a challenge instead of a session, and staff that must enrol
 * (STAFF_SECOND_FACTOR) get tokens that let them do only that.
 */
export async function setupSecondFactor(
  config: AuthConfig,
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { users, sessions, lockout, clock }: SecondFactorSetupDeps,
): Promise<SecondFactorService> {
  const { secondFactors, challenges } = createSecondFactorModels(mongo);
  await Promise.all([secondFactors.init(), challenges.init()]);
  const keys = new SecondFactorKeys(
    config.SECOND_FACTOR_KEYS === undefined
      ? [developmentSecondFactorKey()]
      : parseSecondFactorKeys(config.SECOND_FACTOR_KEYS),
  );
  const service = new SecondFactorService({
    secondFactors,
    challenges,
    users,
    sessions,
    lockout,
    keys,
    clock,
    log,
    staffPolicy: staffSecondFactorPolicy(config),
  });
  sessions.useSecondFactor(service);
  return service;
}
