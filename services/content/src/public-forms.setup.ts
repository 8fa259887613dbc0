import {
  ConfigError,
  QUEUES,
  RateLimiter,
  startServiceConsumer,
  startServiceRelay,
  type ServiceBuildOptions,
  type SubgraphDeps,
} from '@smarthome/service-kit';
import type { ContentConfig } from './config.js';
import { AltchaBotCheck, randomHmacKey } from './contact/contact.altcha.js';
import type { BotCheck } from './contact/contact.bot-check.js';
import { CONTACT_COLLECTION, createContactMessageModel } from './contact/contact.model.js';
import { RecaptchaBotCheck } from './contact/contact.recaptcha.js';
import { ContentErasure } from './erasure/erasure.service.js';
import { ContactService } from './contact/contact.service.js';
import { createTestimonialModel, TESTIMONIALS_COLLECTION } from './testimonials/testimonials.model.js';
import { TestimonialsService } from './testimonials/testimonials.service.js';

/**
 * The two public forms (contact and testimonials) with what they share: the bot check the
 * configuration asks for (a solution counts once, whichever form it is sent to), the per-address
 * limiter (each form with its own allowance), and the outbox relay that carries their events
 * (`contact.received`, `testimonial.submitted`) to the notifications worker. Also the contact
 * messages' retention index, and the consumer that erases what a deleted account sent.
 */
export async function setupPublicForms(
  config: ContentConfig,
  deps: SubgraphDeps,
  build: Pick<ServiceBuildOptions, 'relay' | 'events' | 'clock'> = {},
): Promise<{ contact: ContactService; testimonials: TestimonialsService }> {
  const { mongo, redis, log } = deps;
  let hmacKey = config.ALTCHA_HMAC_KEY;
  if (hmacKey === undefined) {
    hmacKey = randomHmacKey();
    log.warn(
      'ALTCHA_HMAC_KEY is not set: using a random key, so contact-form challenges end with this process',
    );
  }
  const botCheck = botCheckFor(config, hmacKey, redis);

  const outboxCollections = [CONTACT_COLLECTION, TESTIMONIALS_COLLECTION];
  const relay = startServiceRelay(deps, { config, collections: outboxCollections, build });
  const messages = createContactMessageModel(mongo);
  const testimonialRecords = createTestimonialModel(mongo);
  // Deleted accounts: the `content` queue brings their `account.deleted` events.
  const erasure = new ContentErasure({
    mongo,
    messages,
    testimonials: testimonialRecords,
    outboxCollections,
    log,
  });
  startServiceConsumer(deps, {
    config,
    queue: QUEUES.content,
    handlers: { 'account.deleted': (event) => erasure.erase(event.payload) },
  });
  const kickRelay = relay ? { kickRelay: () => relay.kick() } : {};
  const { clock } = build;
  const limiter = new RateLimiter(redis, 'content:rate', clock);
  // One allowance per form and address: CONTACT_RATE_LIMIT submissions per CONTACT_RATE_WINDOW.
  const rateLimit = { limit: config.CONTACT_RATE_LIMIT, windowMs: config.CONTACT_RATE_WINDOW * 1000 };

  const contact = new ContactService({
    messages,
    botCheck,
    limiter,
    rateLimit,
    ipHashKey: hmacKey,
    retentionMs: config.CONTACT_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    ...kickRelay,
    ...(clock ? { now: () => new Date(clock()) } : {}),
  });
  await contact.ensureRetention();
  const testimonials = new TestimonialsService({
    testimonials: testimonialRecords,
    botCheck,
    limiter,
    rateLimit,
    ...kickRelay,
  });
  return { contact, testimonials };
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
