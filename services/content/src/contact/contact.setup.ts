import {
  ConfigError,
  RateLimiter,
  startServiceRelay,
  type ServiceBuildOptions,
  type SubgraphDeps,
} from '@smarthome/service-kit';
import type { ContentConfig } from '../config.js';
import { AltchaBotCheck, randomHmacKey } from './contact.altcha.js';
import type { BotCheck } from './contact.bot-check.js';
import { CONTACT_COLLECTION, createContactMessageModel } from './contact.model.js';
import { RecaptchaBotCheck } from './contact.recaptcha.js';
import { ContactService } from './contact.service.js';

/**
 * The contact module's use case with everything it needs: the bot check the configuration asks
 * for, the per-address limiter, the retention index, and the outbox relay that carries the
 * `contact.received` events of the stored messages to the notifications worker.
 */
export async function setupContact(
  config: ContentConfig,
  deps: SubgraphDeps,
  build: Pick<ServiceBuildOptions, 'relay' | 'events' | 'clock'> = {},
): Promise<ContactService> {
  const { mongo, redis, log } = deps;
  let hmacKey = config.ALTCHA_HMAC_KEY;
  if (hmacKey === undefined) {
    hmacKey = randomHmacKey();
    log.warn(
      'ALTCHA_HMAC_KEY is not set: using a random key, so contact-form challenges end with this process',
    );
  }
  const botCheck = botCheckFor(config, hmacKey, redis);

  const relay = startServiceRelay(deps, { config, collections: [CONTACT_COLLECTION], build });

  const contact = new ContactService({
    messages: createContactMessageModel(mongo),
    botCheck,
    limiter: new RateLimiter(redis, 'content:rate', build.clock),
    rateLimit: { limit: config.CONTACT_RATE_LIMIT, windowMs: config.CONTACT_RATE_WINDOW * 1000 },
    ipHashKey: hmacKey,
    retentionMs: config.CONTACT_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    ...(relay ? { kickRelay: () => relay.kick() } : {}),
  });
  await contact.ensureRetention();
  return contact;
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
