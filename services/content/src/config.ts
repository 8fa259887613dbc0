import { z } from 'zod';
import { loadConfig, serviceEnv, tokenVerifierEnv, type Env } from '@smarthome/service-kit';

/**
 * Environment of the content service: PORT (4102), HOST, MONGODB_URI, MONGODB_DB (content),
 * REDIS_URL, LOG_LEVEL, AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE, AUTH_SESSION_COOKIE.
 */
export const configSchema = z.object({
  ...serviceEnv({ port: 4102, dbName: 'content' }),
  ...tokenVerifierEnv(),
});

export type ContentConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): ContentConfig {
  return loadConfig(configSchema, env);
}
