import { z } from 'zod';
import { eventsEnv, loadConfig, serviceEnv, tokenVerifierEnv, type Env } from '@smarthome/service-kit';
import { envInt, optionalEnv } from '@smarthome/service-kit/contracts';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/**
 * Environment of the assistant service: PORT (4104), HOST, MONGODB_URI, MONGODB_DB
 * (assistant), REDIS_URL, LOG_LEVEL, AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE,
 * AUTH_SESSION_COOKIE, EVENTS_PREFIX (the usage events travel through the event bus), and:
 * - OPENAI_API_KEY: the language model's key. Unset: the offline assistant answers from the
 *   site's facts alone (model `local-knowledge`), no network involved.
 * - OPENAI_BASE_URL: any OpenAI-compatible endpoint (`…/v1`); unset: OpenAI's own.
 * - OPENAI_MODEL: the chat model (default gpt-4o-mini: cheap, and enough for questions about
 *   packages and prices).
 * - OPENAI_TIMEOUT_MS: how long one whole answer may take, retry included, before the caller
 *   gets MODEL_UNAVAILABLE (default 30 s).
 * - CHAT_DAILY_LIMIT: messages a customer may send per day. 30 covers a thorough conversation
 *   about packages and prices while bounding what one account can cost in tokens.
 *   CHAT_DAILY_LIMIT_INSTALLER and CHAT_DAILY_LIMIT_ADMIN: the same for staff (default 200:
 *   they use the chat to check what customers are told).
 * - CHAT_CACHE_SECONDS: how long the answer to a question asked without context is served
 *   again without calling the model (default 1 hour; 0 turns the cache off).
 * - ASSISTANT_TIME_ZONE: where "a day" starts and ends; the business and its customers are
 *   in Iași, so Europe/Bucharest.
 * - OPERATIONS_URL: the operations subgraph's GraphQL URL, where the chat reads the caller's
 *   installations and issues (and reports an issue they confirmed) with the caller's own token.
 */
export const configSchema = z.object({
  ...serviceEnv('assistant'),
  ...tokenVerifierEnv(),
  ...eventsEnv(),
  OPENAI_API_KEY: optionalEnv(z.string().min(1)),
  OPENAI_BASE_URL: optionalEnv(z.url({ protocol: /^https?$/ })),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: envInt(30_000, 100, 600_000),
  CHAT_DAILY_LIMIT: envInt(30, 1, 10_000),
  CHAT_DAILY_LIMIT_INSTALLER: envInt(200, 1, 10_000),
  CHAT_DAILY_LIMIT_ADMIN: envInt(200, 1, 10_000),
  CHAT_CACHE_SECONDS: envInt(3_600, 0, THIRTY_DAYS_S),
  ASSISTANT_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Bucharest')
    .default('Europe/Bucharest'),
  OPERATIONS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4103/graphql'),
});

export type AssistantConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): AssistantConfig {
  return loadConfig(configSchema, env);
}
