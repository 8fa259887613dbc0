import { z } from 'zod';
import { eventsEnv, loadConfig, serviceEnv, tokenVerifierEnv, type Env } from '@smarthome/service-kit';
import { envInt } from '@smarthome/service-kit/contracts';

const emailAddress = z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an e-mail address');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Environment of the notifications worker (documented in the root .env.example):
 *
 * - the shared block: PORT (4105: health, metrics and GET /account/mails), HOST, MONGODB_URI,
 *   MONGODB_DB (notifications), REDIS_URL, LOG_LEVEL;
 * - e-mail: SMTP_URL, MAIL_FROM, INSTALLER_EMAIL, PUBLIC_BASE_URL, MAIL_TIME_ZONE, SMTP_TIMEOUT_MS;
 * - the consumer of the `email` queue: EMAIL_CONCURRENCY, EMAIL_LOCK_DURATION_MS,
 *   EMAIL_STALLED_INTERVAL_MS, EVENTS_PREFIX;
 * - SENT_MAIL_RETENTION_DAYS: how long the records of sent mails are kept;
 * - token verification (AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE, AUTH_SESSION_COOKIE): the
 *   signed-in caller's list of the mails sent to them (src/data-export).
 *
 * The retry policy (attempts, backoff) is not here: it travels with each job, set by the
 * producer's outbox relay.
 */
export const configSchema = z.object({
  ...serviceEnv('notifications'),
  ...eventsEnv(),
  ...tokenVerifierEnv(),
  /**
   * The SMTP server: `smtp://host:port` (STARTTLS when the server offers it),
   * `smtps://user:pass@host:465` (TLS from the start); credentials URL-encoded. Nodemailer's
   * query options (`?tls.rejectUnauthorized=false`, …) work too. The default is the dev sink.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  /** The From of every mail: `Name <address>` or a bare address. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be "Name <address>" or an address')
    .default('SmartHome Iași <no-reply@smarthome.local>'),
  /** Who receives the contact form's messages (and staff mail while no admin or installer is known). */
  INSTALLER_EMAIL: emailAddress.default('installer@smarthome.local'),
  /** The public site: links in mails point there (no trailing slash needed). */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Dates in mails (a lock-out's end, when a message arrived) are shown in this time zone. */
  MAIL_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone').default('Europe/Bucharest'),
  /** Connecting to, greeting by and each answer of the SMTP server must take less (a hung server fails the attempt). */
  SMTP_TIMEOUT_MS: envInt(30_000, 1_000, 600_000),
  /** E-mail events handled at once by one worker process. */
  EMAIL_CONCURRENCY: envInt(4, 1, 100),
  /** How long a job stays locked to a worker without renewal; a killed worker's job is retried after it. */
  EMAIL_LOCK_DURATION_MS: envInt(30_000, 1_000, 600_000),
  /** How often the worker looks for jobs of dead workers (lock expired) and hands them out again. */
  EMAIL_STALLED_INTERVAL_MS: envInt(30_000, 500, 600_000),
  /** Days a record of a sent mail (recipient, subject, date) is kept, then removed. */
  SENT_MAIL_RETENTION_DAYS: envInt(90, 1, 3650),
});

export type NotificationsConfig = z.output<typeof configSchema>;

export function loadServiceConfig(env?: Env): NotificationsConfig {
  return loadConfig(configSchema, env);
}
