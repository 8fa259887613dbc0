import { ApiError } from '@/lib/api-client';

/**
 * What a screen says when a blog call fails: the server's message (a validation list joined with
 * ', '), else the call's own text ('Failed to save blog'), which the ApiError already carries.
 */
export function failureText(caught: unknown, fallback: string): string {
  return caught instanceof ApiError ? caught.message : fallback;
}
