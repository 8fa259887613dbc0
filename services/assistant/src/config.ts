import { z } from 'zod';
import { loadConfig, serviceEnv, tokenVerifierEnv, type Env } from '@smarthome/service-kit';
import { envInt } from '@smarthome/service-kit/contracts';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Environment of the assistant service: PORT (4104), HOST, MONGODB_URI, MONGODB_DB
 * (assistant), REDIS_URL, LOG_LEVEL, AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE,
 * AUTH_SESSION_COOKIE, and:
 * - ASSISTANT_DAILY_MESSAGE_LIMIT: chat messages a signed-in user may send per day. 30 covers
 *   a thorough conversation about packages and prices while bounding what one account can
 *   cost in LLM tokens.
 * - ASSISTANT_TIME_ZONE: where "a day" starts and ends; the business and its customers are
 *   in Iași, so Europe/Bucharest.
 */
export const configSchema = z.object({
  ...serviceEnv('assistant'),
  ...tokenVerifierEnv(),
  ASSISTANT_DAILY_MESSAGE_LIMIT: envInt(30, 1, 10_000),
  ASSISTANT_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Bucharest')
    .default('Europe/Bucharest'),
});

export type AssistantConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): AssistantConfig {
  return loadConfig(configSchema, env);
}
