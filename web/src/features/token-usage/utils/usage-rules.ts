/**
 * What the token usage screen says, as plain functions.
 */
import { ApiError } from '@/lib/api-client';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';

interface Totals {
  totalTokens: number;
  totalRequests: number;
}

/** A range with no answered message and no token is the empty state, not a page of zeros. */
export const hasUsage = (stats: Totals): boolean => stats.totalRequests > 0 || stats.totalTokens > 0;

/**
 * A failed read says 'Failed to load token usage data. Please try again later.', except a range the
 * server refused (BAD_USER_INPUT, 400) with a message of its own, which tells what to change: the
 * browser's today can be ahead of the business's day in Bucharest, where the server counts. The
 * call-level text with the status goes to the console.
 */
export function failureText(caught: unknown): string {
  if (caught instanceof ApiError && caught.status === 400 && caught.fromServer) return caught.message;
  return tokenUsageTexts.errors.load;
}
