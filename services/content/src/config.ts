import { z } from 'zod';
import {
  clientAddressEnv,
  eventsEnv,
  loadConfig,
  serviceEnv,
  tokenVerifierEnv,
  type Env,
} from '@smarthome/service-kit';
import { contactEnv } from './contact/contact.config.js';
import { exchangeRateEnv } from './exchange-rate/exchange-rate.config.js';

/**
 * Environment of the content service: PORT (4102), HOST, MONGODB_URI, MONGODB_DB (content),
 * REDIS_URL, LOG_LEVEL, AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE, AUTH_SESSION_COOKIE,
 * EXCHANGE_RATE_BNR_URL, EXCHANGE_RATE_FALLBACK_URL, EXCHANGE_RATE_TIMEOUT_MS; the contact form's
 * ALTCHA_*, RECAPTCHA_*, CONTACT_* (src/contact/contact.config.ts), TRUST_GATEWAY_FORWARDED_FOR and
 * EVENTS_PREFIX.
 */
export const configSchema = z.object({
  ...serviceEnv('content'),
  ...tokenVerifierEnv(),
  ...clientAddressEnv(),
  ...eventsEnv(),
  ...exchangeRateEnv(),
  ...contactEnv(),
});

export type ContentConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): ContentConfig {
  return loadConfig(configSchema, env);
}
