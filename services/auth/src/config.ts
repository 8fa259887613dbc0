import { z } from 'zod';
import { loadConfig, serviceEnv, tokenVerifierEnv, type Env } from '@smarthome/service-kit';

/**
 * Environment of the auth service: PORT (4101), HOST, MONGODB_URI, MONGODB_DB (auth),
 * REDIS_URL, LOG_LEVEL, AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE, AUTH_SESSION_COOKIE.
 * (Until this service issues tokens itself, `me` verifies them against AUTH_JWKS_URL like
 * every other subgraph.)
 */
export const configSchema = z.object({
  ...serviceEnv({ port: 4101, dbName: 'auth' }),
  ...tokenVerifierEnv(),
});

export type AuthConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): AuthConfig {
  return loadConfig(configSchema, env);
}
