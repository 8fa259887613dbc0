/** GET /testimonials/featured: the approved testimonials the home page shows, best rated first. */
import { HOME_TESTIMONIAL_COUNT, pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { apiRequest, isAbortError } from '@/lib/api-client';
import { isObject } from '@/lib/is-object';
import { listAnswerEntries } from '@/lib/list-answer';
import { nonBlankText } from '@/lib/non-blank-text';
import { starsOf } from '@/lib/stars';
import { testimonialTexts as t } from '../testimonial-texts';

export interface Testimonial {
  id: string;
  clientName: string;
  position: string | null;
  company: string | null;
  content: string;
  /** 1 to 5 stars. */
  rating: number;
  avatarUrl: string | null;
}

/** Why there is nothing to show: `message` is the agreed console text, `detail` what caused it. */
export class TestimonialsUnavailable extends Error {
  constructor(
    message: string,
    readonly detail: unknown,
  ) {
    super(message);
    this.name = 'TestimonialsUnavailable';
  }
}

/** A testimonial of the answer, or null for an entry a card could not show (no id, name or text). */
function readTestimonial(item: unknown): Testimonial | null {
  if (!isObject(item)) return null;
  const { id } = item;
  const clientName = nonBlankText(item.client_name);
  const content = nonBlankText(item.content);
  if ((typeof id !== 'string' && typeof id !== 'number') || clientName === null || content === null)
    return null;
  return {
    id: String(id),
    clientName,
    position: nonBlankText(item.position),
    company: nonBlankText(item.company),
    content,
    rating: starsOf(item.rating),
    avatarUrl: nonBlankText(item.avatar_url),
  };
}

/**
 * The testimonials a card can show of an answer (an array, or an object with a `data` array), at
 * most the home page's 6; null for an answer of any other shape.
 */
export const featuredTestimonialsOf = (body: unknown): Testimonial[] | null =>
  listAnswerEntries(body, readTestimonial, HOME_TESTIMONIAL_COUNT);

/**
 * GET /testimonials/featured?limit=6: an array, or an object with a `data` array. Any other answer
 * fails with 'Unexpected data format received from server', a failed call with 'Failed to load
 * testimonials. Please try again later.'.
 */
export async function fetchFeaturedTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>(pageRequests.featuredTestimonials.path, {
      fallbackError: t.loadFailed,
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new TestimonialsUnavailable(t.loadFailed, error);
  }
  const testimonials = featuredTestimonialsOf(body);
  if (!testimonials) throw new TestimonialsUnavailable(t.unexpectedFormat, body);
  return testimonials;
}
