import { z } from 'zod';
import { loadConfig, serviceEnv, type Env } from '@smarthome/service-kit';

/**
 * Environment of the notifications worker: PORT (4105, health endpoints only), HOST,
 * MONGODB_URI, MONGODB_DB (notifications), REDIS_URL, LOG_LEVEL. SMTP settings arrive with
 * the e-mail consumers.
 */
export const configSchema = z.object({
  ...serviceEnv({ port: 4105, dbName: 'notifications' }),
});

export type NotificationsConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): NotificationsConfig {
  return loadConfig(configSchema, env);
}
