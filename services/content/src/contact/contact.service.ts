import { createHmac } from 'node:crypto';
import {
  contactFields,
  normalizeContactForm,
  validateContactForm,
  type ContactFormInput,
} from '@smarthome/catalog';
import {
  AppError,
  FormCheck,
  toRecordId,
  type RateLimiter,
  type RateLimitRule,
  pageCount,
  pageWindow,
  type PageRequest,
} from '@smarthome/service-kit';
import { sameAddress, withOutbox } from '@smarthome/service-kit/events';
import { Types } from 'mongoose';
import {
  BOT_TOKEN_MAX_LENGTH,
  botCheckFailed,
  type BotCheck,
  type BotCheckSettings,
} from './contact.bot-check.js';
import { AltchaBotCheck } from './contact.altcha.js';
import { contactReceived, contactReceivedWebhook } from './contact.events.js';
import { CONTACT_COLLECTION, type ContactMessageModel, type ContactMessageRecord } from './contact.model.js';

export interface ContactMessageInput extends ContactFormInput {
  botToken: string;
}

export interface ContactMessageReceipt {
  id: string;
  receivedAt: Date;
}

/** A stored message as the admin's inbox shows it. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
  read: boolean;
}

export interface ContactMessagePage {
  data: ContactMessage[];
  totalPages: number;
  unread: number;
}

export const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';
const INBOX_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;
/** Unread: never marked read (older messages have no readAt at all). */
const UNREAD = { readAt: null };

export interface ContactServiceOptions {
  messages: ContactMessageModel;
  botCheck: BotCheck;
  limiter: RateLimiter;
  rateLimit: RateLimitRule;
  /** Key of the client-address hashes (HMAC). */
  ipHashKey: string;
  /** Stored messages expire this long after they arrived. */
  retentionMs: number;
  /** Wakes the outbox relay after a write (none in tests that read the outbox themselves). */
  kickRelay?: () => void;
  /** The clock of read marks (tests move it). Default: the system's. */
  now?: () => Date;
}

/** Shown with 429 when one address sends more messages than CONTACT_RATE_LIMIT per window. */
export const RATE_LIMITED_MESSAGE = 'Ați trimis prea multe mesaje. Vă rugăm să încercați din nou mai târziu.';

/**
 * The public contact form, server side. In this order: the address's allowance, the form rules
 * (the same function the page runs, with the same texts), the bot check (which spends the visitor's proof, so it comes after the cheap checks),
 * then one write of the message with its `contact.received` event (the installer's mail) and its
 * `webhook.occurred` (the integrators').
 */
export class ContactService {
  constructor(private readonly options: ContactServiceOptions) {}

  get botCheckSettings(): BotCheckSettings {
    return this.options.botCheck.settings;
  }

  /** A new ALTCHA challenge (JSON text); NOT_FOUND while reCAPTCHA is the bot check. */
  async challenge(): Promise<string> {
    const { botCheck } = this.options;
    if (!(botCheck instanceof AltchaBotCheck)) {
      throw new AppError('NOT_FOUND', 'The contact form does not use ALTCHA challenges');
    }
    return botCheck.challenge();
  }

  async send(input: ContactMessageInput, clientIp: string): Promise<ContactMessageReceipt> {
    const { messages, botCheck, limiter, rateLimit, kickRelay } = this.options;
    await limiter.hit('contact', clientIp, rateLimit, RATE_LIMITED_MESSAGE);

    // The form's normalisation (the shared text rule) and rules: the same functions the page runs.
    const form = normalizeContactForm(input);
    const check = new FormCheck();
    check.failEach(contactFields, validateContactForm(form));
    check.done();

    const token = input.botToken.trim();
    if (token === '') throw botCheckFailed('bot-check token missing');
    if (token.length > BOT_TOKEN_MAX_LENGTH) throw botCheckFailed('bot-check token too long');
    await botCheck.verify(token, clientIp);

    const id = new Types.ObjectId();
    const event = contactReceived({
      messageId: id.toHexString(),
      name: form.name,
      email: form.email,
      message: form.message,
    });
    const record: ContactMessageRecord = {
      _id: id,
      name: form.name,
      email: form.email,
      message: form.message,
      consent: true,
      ipHash: this.hashAddress(clientIp),
      eventId: event.id,
      readAt: null,
      createdAt: new Date(),
    };
    const webhook = contactReceivedWebhook(toContactMessage(record));
    const stored = await messages.create(withOutbox(record, event, webhook));
    kickRelay?.();
    return { id: id.toHexString(), receivedAt: stored.createdAt };
  }

  /** The admin's inbox: stored messages, newest first, with the unread count of the whole inbox. */
  async inbox(paging: PageRequest): Promise<ContactMessagePage> {
    const { messages } = this.options;
    const { skip, limit } = pageWindow(paging, INBOX_PAGE);
    const [records, total, unread] = await Promise.all([
      messages
        .find({})
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<ContactMessageRecord[]>()
        .exec(),
      messages.countDocuments({}).exec(),
      this.unreadCount(),
    ]);
    return { data: records.map(toContactMessage), totalPages: pageCount(total, limit), unread };
  }

  /**
   * The messages sent from this address (in any case: the form keeps it as typed), newest first:
   * the copy of their data of the account with that e-mail.
   */
  async sentFrom(email: string): Promise<ContactMessage[]> {
    const records = await this.options.messages
      .find({ email: sameAddress(email) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<ContactMessageRecord[]>()
      .exec();
    return records.map(toContactMessage);
  }

  /** One message by its id (the inbox's address of an open message may name one of another page). */
  async message(id: string): Promise<ContactMessage> {
    const record = await this.options.messages
      .findById(toRecordId(id, CONTACT_MESSAGE_NOT_FOUND))
      .lean<ContactMessageRecord>()
      .exec();
    if (!record) throw new AppError('NOT_FOUND', CONTACT_MESSAGE_NOT_FOUND);
    return toContactMessage(record);
  }

  unreadCount(): Promise<number> {
    return this.options.messages.countDocuments(UNREAD).exec();
  }

  /** Marks a message read (now) or unread again. */
  async markRead(id: string, read: boolean): Promise<ContactMessage> {
    const now = this.options.now?.() ?? new Date();
    const record = await this.options.messages
      .findByIdAndUpdate(
        toRecordId(id, CONTACT_MESSAGE_NOT_FOUND),
        { $set: { readAt: read ? now : null } },
        { returnDocument: 'after' },
      )
      .lean<ContactMessageRecord>()
      .exec();
    if (!record) throw new AppError('NOT_FOUND', CONTACT_MESSAGE_NOT_FOUND);
    return toContactMessage(record);
  }

  /**
   * The retention period as a TTL index on createdAt; a changed period replaces the index
   * (MongoDB refuses to redefine one in place).
   */
  async ensureRetention(): Promise<void> {
    const collection = this.options.messages.db.collection(CONTACT_COLLECTION);
    const options = { name: 'retention', expireAfterSeconds: Math.ceil(this.options.retentionMs / 1000) };
    try {
      await collection.createIndex({ createdAt: 1 }, options);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== 85 && code !== 86) throw error;
      await collection.dropIndex(options.name);
      await collection.createIndex({ createdAt: 1 }, options);
    }
  }

  private hashAddress(ip: string): string {
    return createHmac('sha256', this.options.ipHashKey).update(`contact-ip:${ip}`).digest('hex').slice(0, 32);
  }
}

function toContactMessage(record: ContactMessageRecord): ContactMessage {
  return {
    id: record._id.toHexString(),
    name: record.name,
    email: record.email,
    message: record.message,
    receivedAt: record.createdAt,
    read: record.readAt != null,
  };
}
