import { ApiError } from '@/lib/api-client';
import { testimonialTexts } from '@/features/testimonials/testimonial-texts';

/**
 * What the form says when a submission fails: the server's field messages (already joined with
 * ', ') or its word on too many submissions, both written for the visitor; anything else (a network
 * failure, an internal error, a refused CSRF token) gets the form's own text.
 */
export function submitErrorText(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && (error.isValidation || error.status === 429)) {
    return error.message;
  }
  return testimonialTexts.form.failure;
}
