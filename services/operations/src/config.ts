import { z } from 'zod';
import { eventsEnv, loadConfig, serviceEnv, tokenVerifierEnv, type Env } from '@smarthome/service-kit';

/**
 * Environment of the operations service: PORT (4103), HOST, MONGODB_URI, MONGODB_DB (operations),
 * REDIS_URL, LOG_LEVEL, AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE, AUTH_SESSION_COOKIE and
 * EVENTS_PREFIX (the issues' mails travel through the event bus).
 */
export const configSchema = z.object({
  ...serviceEnv('operations'),
  ...tokenVerifierEnv(),
  ...eventsEnv(),
});

export type OperationsConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): OperationsConfig {
  return loadConfig(configSchema, env);
}
