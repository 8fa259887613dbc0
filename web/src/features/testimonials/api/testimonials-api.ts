/**
 * The public testimonial calls of the REST facade: the approved list, the form's bot check and the
 * submission. Answers are snake_case, as the facade gives them.
 */
import type { TestimonialForm } from '@smarthome/catalog';
import { botCheckSource } from '@/components/bot-check/bot-check-settings';
import { apiRequest, ApiError } from '@/lib/api-client';
import { testimonialTexts } from '@/features/testimonials/testimonial-texts';
import { APPROVED_PAGE_SIZE } from '@/features/testimonials/testimonial-rules';

export interface Testimonial {
  id: string;
  client_name: string;
  position: string | null;
  company: string | null;
  content: string;
  /** 1 to 5. */
  rating: number;
  avatar_url: string | null;
  is_approved: boolean;
  created_at: string;
}

export interface TestimonialPage {
  testimonials: Testimonial[];
  totalPages: number;
}

const LIST_ERROR = 'Failed to load testimonials';

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** One testimonial of an answer, or null when it lacks what a card needs. */
function readTestimonial(value: unknown): Testimonial | null {
  const item = value as Partial<Record<keyof Testimonial, unknown>> | null;
  if (typeof item !== 'object' || item === null) return null;
  const { id, client_name, content, rating, created_at } = item;
  if (typeof id !== 'string' || typeof client_name !== 'string' || typeof content !== 'string') return null;
  if (typeof rating !== 'number' || typeof created_at !== 'string') return null;
  return {
    id,
    client_name,
    position: optionalText(item.position),
    company: optionalText(item.company),
    content,
    rating,
    avatar_url: optionalText(item.avatar_url),
    is_approved: item.is_approved === true,
    created_at,
  };
}

/** `{data, totalPages}`, or a bare array (one page holding all of them). */
export function readPage(body: unknown): TestimonialPage | null {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return null;
  const testimonials = list.map(readTestimonial).filter((t): t is Testimonial => t !== null);
  const pages = Array.isArray(body) ? 1 : (body as { totalPages?: unknown }).totalPages;
  const totalPages = typeof pages === 'number' && Number.isFinite(pages) ? Math.max(0, Math.floor(pages)) : 1;
  return { testimonials, totalPages };
}

/** The address of one page of the approved testimonials, under /api/v0. */
export function approvedPageRequest(page: number): string {
  return `/testimonials/approved?${new URLSearchParams({ limit: String(APPROVED_PAGE_SIZE), page: String(page) })}`;
}

/** GET /testimonials/approved: one page of the approved testimonials, newest first. */
export async function getApprovedTestimonials(page: number, signal?: AbortSignal): Promise<TestimonialPage> {
  const body = await apiRequest<unknown>(approvedPageRequest(page), {
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
