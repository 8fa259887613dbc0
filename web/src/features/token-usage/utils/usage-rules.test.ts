import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failureText, hasUsage } from './usage-rules';

describe('token usage rules', () => {
  it('calls a range empty when it had neither a request nor a token', () => {
    expect(hasUsage({ totalRequests: 0, totalTokens: 0 })).toBe(false);
    expect(hasUsage({ totalRequests: 1, totalTokens: 0 })).toBe(true);
    expect(hasUsage({ totalRequests: 0, totalTokens: 12 })).toBe(true);
  });

  it("says the screen's failure text, or the server's word on a refused range", () => {
    const load = 'Failed to load token usage data. Please try again later.';
    expect(failureText(new ApiError('Failed to fetch token usage stats (503)', 503))).toBe(load);
    expect(failureText(new ApiError('Failed to fetch token usage stats (0)', 0))).toBe(load);
    expect(failureText(new ApiError('Forbidden', 403, true))).toBe(load);
    expect(failureText(new Error('boom'))).toBe(load);
    expect(failureText(new ApiError('endDate cannot be in the future', 400, true, true))).toBe(
      'endDate cannot be in the future',
    );
  });
});
