import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { AuthConfig } from '../config.js';
import { createSigningKeyModel } from './keys.model.js';
import { SigningKeys } from './keys.service.js';

/** The signing keys on the service's database, with a key ready to sign before the first request. */
export async function setupKeys(
  config: AuthConfig,
  { mongo }: Pick<SubgraphDeps, 'mongo'>,
  { clock }: { clock: Clock },
): Promise<SigningKeys> {
  const model = createSigningKeyModel(mongo);
  await model.init();
  const keys = new SigningKeys(model, {
    clock,
    tokenTtlMs: config.ACCESS_TOKEN_TTL * 1000,
    activationDelayMs: config.KEY_ACTIVATION_DELAY * 1000,
  });
  await keys.ensureKey();
  return keys;
}
