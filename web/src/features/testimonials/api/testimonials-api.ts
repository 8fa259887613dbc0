/**
 * The public testimonial calls of the REST facade: the approved list, the form's bot check and the
 * submission. Answers are snake_case, as the facade gives them.
 */
import type { TestimonialForm } from '@smarthome/catalog';
import {
  pageRequests,
  type RestTestimonial,
  type RestTestimonialList,
} from '@smarthome/service-kit/contracts/page-data';
import { botCheckSource } from '@/components/bot-check/bot-check-settings';
import { apiRequest, ApiError } from '@/lib/api-client';
import { nonBlankText } from '@/lib/non-blank-text';
import { testimonialTexts } from '@/features/testimonials/testimonial-texts';

/** A testimonial as the facade answers it, its blank texts made null. */
export type Testimonial = RestTestimonial;

export interface TestimonialPage {
  testimonials: Testimonial[];
  totalPages: number;
}

const LIST_ERROR = 'Failed to load testimonials';

/** A testimonial as the facade answers it (and the gateway writes it into its page), as a card shows it. */
export function toTestimonial(testimonial: RestTestimonial): Testimonial {
  return {
    ...testimonial,
    position: nonBlankText(testimonial.position),
    company: nonBlankText(testimonial.company),
    avatar_url: nonBlankText(testimonial.avatar_url),
  };
}

/** A page of the list as the facade answers it (and the gateway writes it into its page). */
export function toTestimonialPage(list: RestTestimonialList): TestimonialPage {
  return {
    testimonials: list.data.map(toTestimonial),
    totalPages: Math.max(0, Math.floor(list.totalPages)),
  };
}

/** One testimonial of an answer read from the network, or null when it lacks what a card needs. */
function readTestimonial(value: unknown): Testimonial | null {
  const item = value as Partial<Record<keyof Testimonial, unknown>> | null;
  if (typeof item !== 'object' || item === null) return null;
  const { id, client_name, content, rating, created_at } = item;
  if (typeof id !== 'string' || typeof client_name !== 'string' || typeof content !== 'string') return null;
  if (typeof rating !== 'number' || typeof created_at !== 'string') return null;
  return {
    id,
    client_name,
    position: nonBlankText(item.position),
    company: nonBlankText(item.company),
    content,
    rating,
    avatar_url: nonBlankText(item.avatar_url),
    is_approved: item.is_approved === true,
    created_at,
  };
}

/** An answer read from the network: `{data, totalPages}`, or a bare array (one page holding all of them). */
export function readPage(body: unknown): TestimonialPage | null {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return null;
  const testimonials = list.map(readTestimonial).filter((t): t is Testimonial => t !== null);
  const pages = Array.isArray(body) ? 1 : (body as { totalPages?: unknown }).totalPages;
  const totalPages = typeof pages === 'number' && Number.isFinite(pages) ? Math.max(0, Math.floor(pages)) : 1;
  return { testimonials, totalPages };
}

/** GET /testimonials/approved: one page of the approved testimonials, newest first. */
export async function getApprovedTestimonials(page: number, signal?: AbortSignal): Promise<TestimonialPage> {
  const body = await apiRequest<unknown>(pageRequests.approvedTestimonials(page).path, {
    fallbackError: LIST_ERROR,
    signal,
  });
  const result = readPage(body);
  if (!result) throw new ApiError(LIST_ERROR, 200);
  return result;
}

/** GET /testimonials/bot-check: which bot check the form runs. */
export const testimonialBotCheck = botCheckSource('/testimonials/bot-check', testimonialTexts.form.failure);

/**
 * POST /testimonials/submit: a new testimonial, pending until approved. The bot check's proof goes
 * in `recaptcha_token`, whichever check runs. CSRF as on every write (a signed-in visitor needs it).
 */
export async function submitTestimonial(form: TestimonialForm, botToken: string): Promise<void> {
  await apiRequest<unknown>('/testimonials/submit', {
    method: 'POST',
    body: {
      client_name: form.clientName,
      position: form.position,
      company: form.company,
      content: form.content,
      rating: form.rating,
      recaptcha_token: botToken,
    },
    csrf: true,
    fallbackError: testimonialTexts.form.failure,
  });
}
