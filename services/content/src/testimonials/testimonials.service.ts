import {
  normalizeTestimonialForm,
  testimonialFields,
  validateTestimonialForm,
  type TestimonialFormInput,
} from '@smarthome/catalog';
import {
  AppError,
  FormCheck,
  toRecordId,
  type RateLimiter,
  type RateLimitRule,
  listLimit,
  pageCount,
  pageWindow,
  type PageRequest,
} from '@smarthome/service-kit';
import { withOutbox } from '@smarthome/service-kit/events';
import { Types } from 'mongoose';
import { BOT_TOKEN_MAX_LENGTH, botCheckFailed, type BotCheck } from '../contact/contact.bot-check.js';
import { testimonialSubmitted, testimonialSubmittedWebhook } from './testimonials.events.js';
import type { TestimonialModel, TestimonialRecord } from './testimonials.model.js';

/** A testimonial as the API shows it. */
export interface Testimonial {
  id: string;
  clientName: string;
  position: string | null;
  company: string | null;
  content: string;
  rating: number;
  avatarUrl: string | null;
  isApproved: boolean;
  createdAt: Date;
}

export interface TestimonialPage {
  data: Testimonial[];
  totalPages: number;
}

export interface TestimonialSubmission extends TestimonialFormInput {
  botToken: string;
}

export interface TestimonialEdit extends TestimonialFormInput {
  avatarUrl?: string | null;
}

export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
/** Shown with 429 when one address sends more testimonials than the limit per window. */
export const TESTIMONIAL_RATE_LIMITED =
  'Ați trimis prea multe mărturii. Vă rugăm să încercați din nou mai târziu.';
export const ADMIN_PAGE = { defaultLimit: 10, maxLimit: 50 } as const;
export const PUBLIC_PAGE = { defaultLimit: 6, maxLimit: 50 } as const;
export const FEATURED_DEFAULT_LIMIT = 3;
export const FEATURED_MAX_LIMIT = 20;
const AVATAR_URL_MAX_LENGTH = 2_000;

export interface TestimonialsServiceOptions {
  testimonials: TestimonialModel;
  botCheck: BotCheck;
  limiter: RateLimiter;
  rateLimit: RateLimitRule;
  /** Wakes the outbox relay after a submission (none in tests that read the outbox themselves). */
  kickRelay?: () => void;
}

/**
 * Testimonials: the public submission (in this order: the address's allowance, the form rules the
 * page runs too, the bot check, then one write of the pending testimonial with its events, the
 * admins' mail and the integrators' webhook), the public reads of approved ones, and the admin's
 * moderation.
 */
export class TestimonialsService {
  constructor(private readonly options: TestimonialsServiceOptions) {}

  private get testimonials(): TestimonialModel {
    return this.options.testimonials;
  }

  /** `submittedById`: the signed-in visitor's account, null for an anonymous one. */
  async submit(
    input: TestimonialSubmission,
    clientIp: string,
    submittedById: string | null = null,
  ): Promise<{ id: string; isApproved: boolean }> {
    const { botCheck, limiter, rateLimit, kickRelay } = this.options;
    await limiter.hit('testimonial', clientIp, rateLimit, TESTIMONIAL_RATE_LIMITED);
    const form = validForm(input);

    const token = input.botToken.trim();
    if (token === '') throw botCheckFailed('bot-check token missing');
    if (token.length > BOT_TOKEN_MAX_LENGTH) throw botCheckFailed('bot-check token too long');
    await botCheck.verify(token, clientIp);

    const id = new Types.ObjectId();
    const now = new Date();
    const record: TestimonialRecord = {
      _id: id,
      ...form,
      avatarUrl: null,
      isApproved: false,
      ...(submittedById ? { submittedById } : {}),
      createdAt: now,
      updatedAt: now,
    };
    await this.testimonials.create(
      withOutbox(
        record,
        testimonialSubmitted(id.toHexString(), form),
        testimonialSubmittedWebhook(toTestimonial(record)),
      ),
    );
    kickRelay?.();
    return { id: id.toHexString(), isApproved: false };
  }

  /** What an account submitted while signed in, approved or not, newest first: its copy of its data. */
  async submittedBy(userId: string): Promise<Testimonial[]> {
    const records = await this.testimonials
      .find({ submittedById: userId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<TestimonialRecord[]>()
      .exec();
    return records.map(toTestimonial);
  }

  /** The admin table: every testimonial, newest first. */
  list(paging: PageRequest): Promise<TestimonialPage> {
    return this.page({}, paging, ADMIN_PAGE);
  }

  /** The public page: approved testimonials, newest first. */
  approved(paging: PageRequest): Promise<TestimonialPage> {
    return this.page({ isApproved: true }, paging, PUBLIC_PAGE);
  }

  /** The home carousel: approved testimonials, best rated first, then newest. */
  async featured(limit: number | null | undefined): Promise<Testimonial[]> {
    const size = listLimit(limit, { defaultLimit: FEATURED_DEFAULT_LIMIT, maxLimit: FEATURED_MAX_LIMIT });
    const records = await this.testimonials
      .find({ isApproved: true })
      .sort({ rating: -1, createdAt: -1, _id: -1 })
      .limit(size)
      .lean<TestimonialRecord[]>()
      .exec();
    return records.map(toTestimonial);
  }

  /** The average (one decimal) and the number of approved testimonials. */
  async rating(): Promise<{ average: number; count: number }> {
    const [row] = await this.testimonials
      .aggregate<{ average: number; count: number }>([
        { $match: { isApproved: true } },
        { $group: { _id: null, average: { $avg: '$rating' }, count: { $sum: 1 } } },
      ])
      .exec();
    if (!row) return { average: 0, count: 0 };
    return { average: Math.round(row.average * 10) / 10, count: row.count };
  }

  /** A testimonial: an approved one for anyone, any one when `includePending` (an admin asks). */
  async get(id: string, { includePending = false } = {}): Promise<Testimonial> {
    const filter = {
      _id: toRecordId(id, TESTIMONIAL_NOT_FOUND),
      ...(includePending ? {} : { isApproved: true }),
    };
    const record = await this.testimonials.findOne(filter).lean<TestimonialRecord>().exec();
    if (!record) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
    return toTestimonial(record);
  }

  async update(id: string, input: TestimonialEdit): Promise<Testimonial> {
    const avatarUrl = input.avatarUrl?.trim() || null;
    const form = validForm(input, (check) => {
      if (avatarUrl !== null && !isHttpAddress(avatarUrl)) {
        check.fail('avatarUrl', 'The avatar must be an http(s) address');
      }
    });
    return this.set(id, { ...form, avatarUrl });
  }

  approve(id: string): Promise<Testimonial> {
    return this.set(id, { isApproved: true });
  }

  reject(id: string): Promise<Testimonial> {
    return this.set(id, { isApproved: false });
  }

  async delete(id: string): Promise<boolean> {
    const { deletedCount } = await this.testimonials
      .deleteOne({ _id: toRecordId(id, TESTIMONIAL_NOT_FOUND) })
      .exec();
    if (deletedCount === 0) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
    return true;
  }

  private async set(id: string, fields: Partial<TestimonialRecord>): Promise<Testimonial> {
    const record = await this.testimonials
      .findByIdAndUpdate(toRecordId(id, TESTIMONIAL_NOT_FOUND), { $set: fields }, { returnDocument: 'after' })
      .lean<TestimonialRecord>()
      .exec();
    if (!record) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
    return toTestimonial(record);
  }

  private async page(
    filter: Record<string, unknown>,
    paging: PageRequest,
    bounds: { defaultLimit: number; maxLimit: number },
  ): Promise<TestimonialPage> {
    const { skip, limit } = pageWindow(paging, bounds);
    const [records, total] = await Promise.all([
      this.testimonials
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<TestimonialRecord[]>()
        .exec(),
      this.testimonials.countDocuments(filter).exec(),
    ]);
    return { data: records.map(toTestimonial), totalPages: pageCount(total, limit) };
  }
}

/**
 * The form's fields as stored, or BAD_USER_INPUT with the site's texts (the page's own rules) and
 * the refusals of the fields only the admin's edit has (`more`).
 */
function validForm(input: TestimonialFormInput, more?: (check: FormCheck) => void) {
  const form = new FormCheck();
  form.failEach(testimonialFields, validateTestimonialForm(input));
  more?.(form);
  form.done();
  return normalizeTestimonialForm(input);
}

function isHttpAddress(value: string): boolean {
  if (value.length > AVATAR_URL_MAX_LENGTH) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function toTestimonial(record: TestimonialRecord): Testimonial {
  return {
    id: record._id.toHexString(),
    clientName: record.clientName,
    position: record.position,
    company: record.company,
    content: record.content,
    rating: record.rating,
    avatarUrl: record.avatarUrl,
    isApproved: record.isApproved,
    createdAt: record.createdAt,
  };
}
