import {
  ConfigError,
  RateLimiter,
  type Clock,
  type RateLimitRule,
  type SubgraphDeps,
} from '@smarthome/service-kit';
import type { ContentConfig } from '../config.js';
import { AltchaBotCheck, randomHmacKey } from '../contact/contact.altcha.js';
import type { BotCheck } from '../contact/contact.bot-check.js';
import { RecaptchaBotCheck } from '../contact/contact.recaptcha.js';

/**
 * What the two public forms (contact and testimonials) share, made once here and handed to both
 * modules' setups; the outbox relay that carries their events is the service's, started in app.ts.
 */
export interface PublicForms {
  /** The bot check the configuration asks for: a solution counts once, whichever form it is sent to. */
  botCheck: BotCheck;
  /** The per-address limiter: each form with its own allowance. */
  limiter: RateLimiter;
  /** One allowance per form and address: CONTACT_RATE_LIMIT submissions per CONTACT_RATE_WINDOW. */
  rateLimit: RateLimitRule;
  /** ALTCHA_HMAC_KEY, or a random key for this process: signs the challenges and hashes the client addresses. */
  hmacKey: string;
}

/** The public forms' bot check, limiter and allowance, from the configuration. */
export function setupPublicForms(
  config: ContentConfig,
  { redis, log }: Pick<SubgraphDeps, 'redis' | 'log'>,
  { clock }: { clock: Clock },
): PublicForms {
  let hmacKey = config.ALTCHA_HMAC_KEY;
  if (hmacKey === undefined) {
    hmacKey = randomHmacKey();
    log.warn(
      'ALTCHA_HMAC_KEY is not set: using a random key, so contact-form challenges end with this process',
    );
  }
  return {
    botCheck: botCheckFor(config, hmacKey, redis),
    limiter: new RateLimiter(redis, 'content:rate', clock),
    rateLimit: { limit: config.CONTACT_RATE_LIMIT, windowMs: config.CONTACT_RATE_WINDOW * 1000 },
    hmacKey,
  };
}

function botCheckFor(config: ContentConfig, hmacKey: string, redis: SubgraphDeps['redis']): BotCheck {
  if (config.RECAPTCHA_SECRET !== undefined) {
    if (config.RECAPTCHA_SITE_KEY === undefined) {
      throw new ConfigError(['RECAPTCHA_SITE_KEY: required when RECAPTCHA_SECRET is set']);
    }
    return new RecaptchaBotCheck({
      secret: config.RECAPTCHA_SECRET,
      siteKey: config.RECAPTCHA_SITE_KEY,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      minScore: config.RECAPTCHA_MIN_SCORE,
      timeoutMs: config.RECAPTCHA_TIMEOUT_MS,
    });
  }
  return new AltchaBotCheck({
    hmacKey,
    cost: config.ALTCHA_COST,
    maxCounter: config.ALTCHA_MAX_COUNTER,
    challengeTtlMs: config.ALTCHA_CHALLENGE_TTL * 1000,
    redis,
  });
}
