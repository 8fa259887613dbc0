import type { SubgraphDeps } from '@smarthome/service-kit';
import type { OutboxRelay } from '@smarthome/service-kit/events';
import type { PublicForms } from '../shared/public-forms.js';
import { createTestimonialModel, type TestimonialModel } from './testimonials.model.js';
import { TestimonialsService } from './testimonials.service.js';

/** The testimonials (the erasure of a deleted account reads them too). */
export function setupTestimonialModel({ mongo }: Pick<SubgraphDeps, 'mongo'>): TestimonialModel {
  return createTestimonialModel(mongo);
}

export interface TestimonialsSetupDeps {
  testimonials: TestimonialModel;
  forms: PublicForms;
  /** Woken after a submission was stored with its `testimonial.submitted` event. */
  relay: OutboxRelay | null;
}

/** The public testimonial form, the approved testimonials, and the admin's moderation. */
export function setupTestimonials({
  testimonials,
  forms,
  relay,
}: TestimonialsSetupDeps): TestimonialsService {
  return new TestimonialsService({
    testimonials,
    botCheck: forms.botCheck,
    limiter: forms.limiter,
    rateLimit: forms.rateLimit,
    ...(relay ? { kickRelay: () => relay.kick() } : {}),
  });
}
