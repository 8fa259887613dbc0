import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { OutboxRelay } from '@smarthome/service-kit/events';
import type { ContentConfig } from '../config.js';
import type { PublicForms } from '../shared/public-forms.js';
import { createContactMessageModel, type ContactMessageModel } from './contact.model.js';
import { ContactService } from './contact.service.js';

/** The contact messages (the erasure of a deleted account reads them too). */
export function setupContactModel({ mongo }: Pick<SubgraphDeps, 'mongo'>): ContactMessageModel {
  return createContactMessageModel(mongo);
}

export interface ContactSetupDeps {
  messages: ContactMessageModel;
  forms: PublicForms;
  /** Woken after a message was stored with its `contact.received` event. */
  relay: OutboxRelay | null;
  clock: Clock;
}

/** The contact form and the admin's inbox; messages expire after CONTACT_RETENTION_DAYS (its index built first). */
export async function setupContact(
  config: ContentConfig,
  { messages, forms, relay, clock }: ContactSetupDeps,
): Promise<ContactService> {
  const contact = new ContactService({
    messages,
    botCheck: forms.botCheck,
    limiter: forms.limiter,
    rateLimit: forms.rateLimit,
    ipHashKey: forms.hmacKey,
    retentionMs: config.CONTACT_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    ...(relay ? { kickRelay: () => relay.kick() } : {}),
    now: () => new Date(clock()),
  });
  await contact.ensureRetention();
  return contact;
}
