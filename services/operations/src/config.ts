import { z } from 'zod';
import { eventsEnv, loadConfig, serviceEnv, tokenVerifierEnv, type Env } from '@smarthome/service-kit';
import { envFlag, envInt } from '@smarthome/service-kit/contracts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** About a day of retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after the first attempt. */
const WEBHOOK_RETRY_DELAYS_DEFAULT = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/** A comma list of waits in milliseconds, e.g. `5000,300000`: one retry each. */
const retryDelays = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be a comma list of milliseconds, e.g. 5000,300000')
  .transform((list) => list.split(',').map((delay) => Number(delay.trim())))
  .refine((delays) => delays.length <= 20 && delays.every((delay) => delay <= 7 * 24 * HOUR), {
    message: 'must be at most 20 waits of at most 7 days each',
  })
  .default(WEBHOOK_RETRY_DELAYS_DEFAULT);

/**
 * Environment of the operations service: PORT (4103), HOST, MONGODB_URI, MONGODB_DB (operations),
 * REDIS_URL, LOG_LEVEL, AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE, AUTH_SESSION_COOKIE and
 * EVENTS_PREFIX (the issues' mails travel through the event bus, the webhooks' deliveries queue
 * under the same prefix); the delivery of integrators' webhooks: WEBHOOKS_ALLOW_PRIVATE,
 * WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_CONCURRENCY,
 * WEBHOOK_LOCK_DURATION_MS, WEBHOOK_STALLED_INTERVAL_MS.
 */
export const configSchema = z.object({
  ...serviceEnv('operations'),
  ...tokenVerifierEnv(),
  ...eventsEnv(),
  /**
   * Whether webhook URLs may be http and point to loopback, private, link-local or metadata
   * addresses. Off in production, where such a URL would let an admin's webhook (or a stolen admin
   * token) reach the cluster's own services; development and tests turn it on for local receivers.
   */
  WEBHOOKS_ALLOW_PRIVATE: envFlag(false),
  /** How long one delivery attempt waits for the receiver's answer (10 s). */
  WEBHOOK_TIMEOUT_MS: envInt(10 * SECOND, 100, MINUTE),
  /** The waits before each retry of a delivery that failed (about a day in all by default). */
  WEBHOOK_RETRY_DELAYS_MS: retryDelays,
  /** Deliveries in a row that failed every attempt before the endpoint is turned off (10). */
  WEBHOOK_DISABLE_AFTER_FAILURES: envInt(10, 1, 1_000),
  /** Deliveries attempted at once by this process (5). */
  WEBHOOK_CONCURRENCY: envInt(5, 1, 100),
  /**
   * How long a delivery job stays with the worker that took it without that worker renewing it
   * (BullMQ renews it at half this while the attempt runs): after a process dies mid-attempt, its
   * job goes to another worker at the first stalled check after this (30 s).
   */
  WEBHOOK_LOCK_DURATION_MS: envInt(30 * SECOND, SECOND, 10 * MINUTE),
  /** How often a worker looks for jobs whose worker died (30 s). */
  WEBHOOK_STALLED_INTERVAL_MS: envInt(30 * SECOND, 500, 10 * MINUTE),
});

export type OperationsConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): OperationsConfig {
  return loadConfig(configSchema, env);
}
