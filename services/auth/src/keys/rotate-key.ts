/**
 * `pnpm --filter @smarthome/auth rotate-key`: adds a signing key (it signs after
 * KEY_ACTIVATION_DELAY; the current one stays published until its tokens have expired, so
 * nobody is signed out). Reads the auth service's own environment (MONGODB_URI, MONGODB_DB,
 * ACCESS_TOKEN_TTL, KEY_ACTIVATION_DELAY). The admin path is the `rotateSigningKey` mutation.
 */
import { ConfigError, connectMongo, systemClock } from '@smarthome/service-kit';
import { loadServiceConfig } from '../config.js';
import { createSigningKeyModel } from './keys.model.js';
import { SigningKeys } from './keys.service.js';

try {
  const config = loadServiceConfig();
  const mongo = await connectMongo({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB });
  try {
    const model = createSigningKeyModel(mongo);
    await model.init();
    const keys = new SigningKeys(model, {
      clock: systemClock,
      tokenTtlMs: config.ACCESS_TOKEN_TTL * 1000,
      activationDelayMs: config.KEY_ACTIVATION_DELAY * 1000,
    });
    const key = await keys.rotate();
    console.log(`new signing key ${key.kid}: published now, signs from ${key.activeFrom.toISOString()}`);
  } finally {
    await mongo.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
