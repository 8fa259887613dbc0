import { toRestTestimonial, type TestimonialView } from '@smarthome/service-kit/contracts';
import { newEvent, type EventEnvelope } from '@smarthome/service-kit/events';
import type { TestimonialForm } from '@smarthome/catalog';

/**
 * `testimonial.submitted`: the notifications worker mails every active admin, naming the client and
 * quoting the text. It carries the whole submission, so the mail needs nothing from this database.
 */
export function testimonialSubmitted(
  testimonialId: string,
  form: TestimonialForm,
): EventEnvelope<'testimonial.submitted'> {
  return newEvent('testimonial.submitted', {
    testimonialId,
    clientName: form.clientName,
    rating: form.rating,
    content: form.content,
    position: form.position,
    company: form.company,
  });
}

/**
 * `webhook.occurred` of type `testimonial.submitted`: the integrators' webhooks are told of the
 * pending testimonial as GET /testimonials/{id} answers it, in the same write as the testimonial.
 */
export function testimonialSubmittedWebhook(testimonial: TestimonialView): EventEnvelope<'webhook.occurred'> {
  return newEvent('webhook.occurred', {
    type: 'testimonial.submitted',
    data: toRestTestimonial(testimonial),
  });
}
