import { z } from 'zod';
import {
  clientAddressEnv,
  eventsEnv,
  loadConfig,
  serviceEnv,
  tokenVerifierEnv,
  type Env,
} from '@smarthome/service-kit';
import { envFlag, envInt } from '@smarthome/service-kit/contracts';
import { parseSecondFactorKeys } from './second-factor/second-factor.keys.js';
import { isGuessablePassword, personalWords, STAFF_PASSWORD_MIN_LENGTH } from './security/strength.js';

/** http://localhost, 127.x.x.x or [::1]: a provider on this machine (development only). */
function isLoopbackUrl(value: string): boolean {
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Environment of the auth service. Besides the shared blocks (PORT 4101, HOST, MONGODB_URI,
 * MONGODB_DB auth, REDIS_URL, LOG_LEVEL; AUTH_ISSUER, AUTH_AUDIENCE, AUTH_SESSION_COOKIE —
 * AUTH_JWKS_URL is read but unused: this service verifies against its own key store):
 *
 * - cookies and links: COOKIE_SECURE, PUBLIC_BASE_URL;
 * - sessions: ACCESS_TOKEN_TTL, SESSION_MAX_AGE, KEY_ACTIVATION_DELAY, REVOCATION_SYNC_INTERVAL;
 * - account links: ACTIVATION_TOKEN_TTL (24 h), RESET_TOKEN_TTL (1 h);
 * - brute force: LOCKOUT_THRESHOLD, LOCKOUT_BASE_SECONDS, LOCKOUT_MAX_SECONDS and the per-IP
 *   windows LOGIN_RATE_LIMIT / REGISTER_RATE_LIMIT / RESET_RATE_LIMIT (+ _WINDOW);
 *   TRUST_GATEWAY_FORWARDED_FOR;
 * - the first admin: ADMIN_EMAIL, ADMIN_PASSWORD;
 * - Google sign-in (any OpenID Connect provider): OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
 *   and the per-IP window OIDC_RATE_LIMIT (+ _WINDOW) of its start;
 * - events: EVENTS_PREFIX (BullMQ prefix, the same as the notifications worker's);
 * - the second factor: SECOND_FACTOR_KEYS (required with NODE_ENV=production), and
 *   STAFF_SECOND_FACTOR (whether installers and admins must turn it on).
 */
export const configSchema = z
  .object({
    ...serviceEnv('auth'),
    ...tokenVerifierEnv(),
    ...clientAddressEnv(),
    ...eventsEnv(),
    /**
     * Production (HTTPS): cookies get `Secure`, and AUTH_SESSION_COOKIE must then carry the
     * `__Host-` prefix (checked below), which browsers only accept with Secure, Path=/ and
     * no Domain — so no sibling sub-domain can set or overwrite the session cookie.
     */
    COOKIE_SECURE: envFlag(false),
    /** The public site: activation and reset links in mails point there. */
    PUBLIC_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:4000')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Lifetime of one access token (renewed while the session is used); at most 1 day. */
    ACCESS_TOKEN_TTL: envInt(HOUR, 60, DAY),
    /** A session ends this long after sign-in, renewals or not. */
    SESSION_MAX_AGE: envInt(7 * DAY, 5 * MINUTE, 90 * DAY),
    /**
     * A rotated key is published this long before it signs, so that every verifier's JWKS
     * cache (jose refetches an unknown key id at most every 30 s) knows it in time.
     */
    KEY_ACTIVATION_DELAY: envInt(MINUTE, 0, DAY),
    /** How often the revocation list is written again from the database (after a Redis data loss). */
    REVOCATION_SYNC_INTERVAL: envInt(30, 1, 50),
    ACTIVATION_TOKEN_TTL: envInt(DAY, MINUTE, 30 * DAY),
    RESET_TOKEN_TTL: envInt(HOUR, MINUTE, DAY),
    /** Failed sign-ins of one account before it is locked. */
    LOCKOUT_THRESHOLD: envInt(5, 1, 100),
    /** First lock-out; each next one lasts twice as long, up to LOCKOUT_MAX_SECONDS. */
    LOCKOUT_BASE_SECONDS: envInt(MINUTE, 1, DAY),
    LOCKOUT_MAX_SECONDS: envInt(15 * MINUTE, 1, 7 * DAY),
    /** Sign-in attempts per client address per window. */
    LOGIN_RATE_LIMIT: envInt(20, 1, 100_000),
    LOGIN_RATE_WINDOW: envInt(10 * MINUTE, 1, DAY),
    /** Registrations per client address per window. */
    REGISTER_RATE_LIMIT: envInt(5, 1, 100_000),
    REGISTER_RATE_WINDOW: envInt(HOUR, 1, DAY),
    /** Password-reset requests (and resets) per client address per window. */
    RESET_RATE_LIMIT: envInt(10, 1, 100_000),
    RESET_RATE_WINDOW: envInt(15 * MINUTE, 1, DAY),
    /** The first admin, created active at start when no account has this address (never overwritten). */
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
      .optional(),
    /**
     * A staff password: at least 12 characters and not one of the first guesses (a common
     * password, a dictionary word, a sequence, the admin's own address); the service does not
     * start on a weak one, which would otherwise guard the whole back office.
     */
    ADMIN_PASSWORD: z
      .string()
      .min(STAFF_PASSWORD_MIN_LENGTH, `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
      .max(200)
      .optional(),
    /**
     * Google sign-in: the OpenID Connect issuer (https://accounts.google.com in production;
     * `make dev` starts a local development provider and sets these three). All three or none:
     * without them the "Google" button answers that the sign-in is unavailable. Plain http
     * is accepted for a loopback issuer only (the development provider).
     */
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/ })
      .refine(
        (value) => value.startsWith('https://') || isLoopbackUrl(value),
        'must be https:// (http:// only for a loopback development provider)',
      )
      .optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
    /** Starts of a Google sign-in per client address per window (each holds a pending flow for 10 min). */
    OIDC_RATE_LIMIT: envInt(20, 1, 100_000),
    OIDC_RATE_WINDOW: envInt(10 * MINUTE, 1, DAY),
    /** `production` makes the secrets below required (development derives stand-ins for them). */
    NODE_ENV: z.string().optional(),
    /**
     * Keys of the TOTP secrets (AES-256-GCM) and of the recovery codes' hashes (HMAC-SHA256):
     * `id:key[,id:key…]`, newest first, each key 32 bytes in base64 (`openssl rand -base64 32`).
     * The first encrypts; every one decrypts, so a rotation puts the new key first and drops an
     * old one only once nothing made with it is left. Unset outside production: a fixed
     * development key (public, hence required in production).
     */
    SECOND_FACTOR_KEYS: z
      .string()
      .superRefine((value, context) => {
        try {
          parseSecondFactorKeys(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      })
      .optional(),
    /**
     * `required`: an installer or admin without an authenticator app may sign in, but only to
     * turn it on (every other call of every service answers SECOND_FACTOR_ENROLMENT_REQUIRED);
     * `optional`: staff choose, like customers. Unset: required with NODE_ENV=production,
     * optional otherwise (`make dev`, tests), see staffSecondFactorPolicy.
     */
    STAFF_SECOND_FACTOR: z
      .enum(['required', 'optional'], { error: 'must be required or optional' })
      .optional(),
  })
  .superRefine((config, context) => {
    const hostPrefixed = config.AUTH_SESSION_COOKIE.startsWith('__Host-');
    if (config.COOKIE_SECURE !== hostPrefixed) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SESSION_COOKIE'],
        message: config.COOKIE_SECURE
          ? 'must start with __Host- when COOKIE_SECURE is true (e.g. __Host-session)'
          : 'a __Host- cookie needs COOKIE_SECURE=true (browsers drop it without Secure)',
      });
    }
    if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [config.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (
      config.ADMIN_PASSWORD !== undefined &&
      config.ADMIN_PASSWORD.length >= STAFF_PASSWORD_MIN_LENGTH &&
      isGuessablePassword(config.ADMIN_PASSWORD, personalWords({ email: config.ADMIN_EMAIL }))
    ) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message:
          'is too easy to guess (a common password, a dictionary word, a sequence or the admin e-mail): choose a less common one',
      });
    }
    const oidc = [config.OIDC_ISSUER, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
    if (oidc.some((value) => value !== undefined) && oidc.some((value) => value === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [
          config.OIDC_ISSUER === undefined
            ? 'OIDC_ISSUER'
            : config.OIDC_CLIENT_ID === undefined
              ? 'OIDC_CLIENT_ID'
              : 'OIDC_CLIENT_SECRET',
        ],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    }
    if (config.NODE_ENV === 'production' && config.SECOND_FACTOR_KEYS === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['SECOND_FACTOR_KEYS'],
        message: 'required in production (id:key, the key from `openssl rand -base64 32`)',
      });
    }
    if (config.LOCKOUT_MAX_SECONDS < config.LOCKOUT_BASE_SECONDS) {
      context.addIssue({
        code: 'custom',
        path: ['LOCKOUT_MAX_SECONDS'],
        message: 'must be at least LOCKOUT_BASE_SECONDS',
      });
    }
    if (config.SESSION_MAX_AGE < config.ACCESS_TOKEN_TTL) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_MAX_AGE'],
        message: 'must be at least ACCESS_TOKEN_TTL',
      });
    }
  });

export type AuthConfig = z.output<typeof configSchema>;

export type StaffSecondFactorPolicy = 'required' | 'optional';

/** STAFF_SECOND_FACTOR, or its default: required in production, optional elsewhere. */
export function staffSecondFactorPolicy(
  config: Pick<AuthConfig, 'STAFF_SECOND_FACTOR' | 'NODE_ENV'>,
): StaffSecondFactorPolicy {
  return config.STAFF_SECOND_FACTOR ?? (config.NODE_ENV === 'production' ? 'required' : 'optional');
}

export function loadServiceConfig(env?: Env): AuthConfig {
  return loadConfig(configSchema, env);
}
