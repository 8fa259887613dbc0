import { startTransition, useEffect, useState } from 'react';
import {
  fetchFeaturedTestimonials,
  TestimonialsUnavailable,
  type Testimonial,
} from './api/featured-testimonials';
import { testimonialTexts as t } from './testimonial-texts';

/** Loading until the answer arrives; hidden on a failure or when there is no testimonial. */
export type FeaturedTestimonialsState =
  { status: 'loading' } | { status: 'ready'; testimonials: Testimonial[] } | { status: 'hidden' };

/**
 * The testimonials of the home carousel. The first render is 'loading' on the server and in the
 * browser alike, so the pre-rendered page hydrates as it is; the call starts once the page is live.
 * A failure hides the carousel and leaves its reason in the console.
 */
export function useFeaturedTestimonials(): FeaturedTestimonialsState {
  const [state, setState] = useState<FeaturedTestimonialsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchFeaturedTestimonials(controller.signal).then(
      (testimonials) => {
        if (controller.signal.aborted) return;
        startTransition(() =>
          setState(testimonials.length > 0 ? { status: 'ready', testimonials } : { status: 'hidden' }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof TestimonialsUnavailable) console.warn(error.message, error.detail);
        else console.warn(t.loadFailed, error);
        startTransition(() => setState({ status: 'hidden' }));
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
