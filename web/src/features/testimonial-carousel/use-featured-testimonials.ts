import { pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { useSectionRead, type SectionState } from '@/lib/use-section-read';
import { useInitialAnswer } from '@/rendering/use-initial-answer';
import {
  featuredTestimonialsOf,
  fetchFeaturedTestimonials,
  TestimonialsUnavailable,
  type Testimonial,
} from './api/featured-testimonials';
import { testimonialTexts as t } from './testimonial-texts';

type Featured = { status: 'ready'; testimonials: Testimonial[] };
/** Loading until the answer arrives; hidden on a failure or when there is no testimonial. */
export type FeaturedTestimonialsState = SectionState<Featured>;

const shown = (testimonials: Testimonial[]): Featured | { status: 'hidden' } =>
  testimonials.length > 0 ? { status: 'ready', testimonials } : { status: 'hidden' };

/**
 * The testimonials of the home carousel: on the page the server wrote with them, those at once;
 * on the pre-rendered page, 'loading' (on the server and in the browser alike, so it hydrates as it
 * is) until the call made once the page is live answers. A failure hides the carousel and leaves
 * its reason in the console.
 */
export function useFeaturedTestimonials(): FeaturedTestimonialsState {
  const written = useInitialAnswer(pageRequests.featuredTestimonials, (answer) => {
    const testimonials = featuredTestimonialsOf(answer);
    return testimonials && shown(testimonials);
  });
  return useSectionRead<Featured>(
    async (signal) => shown(await fetchFeaturedTestimonials(signal)),
    (error) => {
      if (error instanceof TestimonialsUnavailable) console.warn(error.message, error.detail);
      else console.warn(t.loadFailed, error);
    },
    written,
  );
}
