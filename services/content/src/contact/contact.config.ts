import { z } from 'zod';
import { envInt } from '@smarthome/service-kit/contracts';

/**
 * The contact form's variables (spread into the content service's config schema).
 *
 * Bot check: ALTCHA proof-of-work by default (challenges signed with ALTCHA_HMAC_KEY); Google
 * reCAPTCHA v3 instead when RECAPTCHA_SECRET is set (then RECAPTCHA_SITE_KEY too, checked when the
 * app is built). Rate limit per client address, retention of stored messages.
 */
export function contactEnv() {
  return {
    /**
     * Key of the ALTCHA challenges' HMAC (and of the client-address hashes stored with a message),
     * at least 32 characters. Unset: a random key per process, which is fine for one process in
     * development; production sets it, the same for every replica.
     */
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').max(500).optional(),
    /** PBKDF2 iterations per attempt of the browser's proof of work. */
    ALTCHA_COST: envInt(1000, 1, 1_000_000),
    /**
     * The solution's counter is drawn between half this and this: the browser tries that many
     * attempts on average (about a second on a phone with the defaults).
     */
    ALTCHA_MAX_COUNTER: envInt(5000, 2, 10_000_000),
    /** Seconds a challenge stays valid (long enough to write a message after the page loaded). */
    ALTCHA_CHALLENGE_TTL: envInt(1800, 30, 86_400),
    /** Google reCAPTCHA v3 secret; when set it replaces ALTCHA. */
    RECAPTCHA_SECRET: z.string().min(1).max(500).optional(),
    /** The site key the browser loads reCAPTCHA with (public). */
    RECAPTCHA_SITE_KEY: z.string().min(1).max(500).optional(),
    /** Where tokens are verified (Google's siteverify protocol). */
    RECAPTCHA_VERIFY_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://www.google.com/recaptcha/api/siteverify'),
    /** Lowest reCAPTCHA v3 score (0 bot … 1 human) accepted. */
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** Bound on one siteverify call (ms). */
    RECAPTCHA_TIMEOUT_MS: envInt(5000, 100, 60_000),
    /** Contact submissions accepted per client address per window (attempts count, valid or not). */
    CONTACT_RATE_LIMIT: envInt(10, 1, 100_000),
    CONTACT_RATE_WINDOW: envInt(3600, 1, 86_400),
    /** Stored messages are deleted this many days after they arrived (the terms page says 12 months). */
    CONTACT_RETENTION_DAYS: envInt(365, 1, 3650),
  };
}
