import {
  fetchFeaturedTestimonials,
  TestimonialsUnavailable,
  type Testimonial,
} from './api/featured-testimonials';
import { useSectionRead, type SectionState } from '@/lib/use-section-read';
import { testimonialTexts as t } from './testimonial-texts';

type Featured = { status: 'ready'; testimonials: Testimonial[] };
/** Loading until the answer arrives; hidden on a failure or when there is no testimonial. */
export type FeaturedTestimonialsState = SectionState<Featured>;

/**
 * The testimonials of the home carousel. The first render is 'loading' on the server and in the
 * browser alike, so the pre-rendered page hydrates as it is; the call starts once the page is live.
 * A failure hides the carousel and leaves its reason in the console.
 */
export function useFeaturedTestimonials(): FeaturedTestimonialsState {
  return useSectionRead<Featured>(
    async (signal) => {
      const testimonials = await fetchFeaturedTestimonials(signal);
      return testimonials.length > 0 ? { status: 'ready', testimonials } : { status: 'hidden' };
    },
    (error) => {
      if (error instanceof TestimonialsUnavailable) console.warn(error.message, error.detail);
      else console.warn(t.loadFailed, error);
    },
  );
}
