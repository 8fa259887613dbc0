import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessageOr, serverMessageOr } from './failure-text';

describe('serverMessageOr', () => {
  it("shows the server's words, else the fallback", () => {
    expect(serverMessageOr(new ApiError('The code is not correct.', 400, true, true), 'Failed')).toBe(
      'The code is not correct.',
    );
    expect(serverMessageOr(new ApiError('Changed in the meantime', 409, true), 'Failed')).toBe(
      'Changed in the meantime',
    );
    expect(serverMessageOr(new ApiError('Failed to fetch (503)', 503), 'Failed')).toBe('Failed');
    expect(serverMessageOr(new Error('boom'), 'Failed')).toBe('Failed');
    expect(serverMessageOr('boom', 'Failed')).toBe('Failed');
  });
});

describe('errorMessageOr', () => {
  it("shows any error's own message, else the fallback", () => {
    expect(errorMessageOr(new ApiError('Failed to fetch (503)', 503), 'Failed')).toBe(
      'Failed to fetch (503)',
    );
    expect(errorMessageOr(new Error('boom'), 'Failed')).toBe('boom');
    expect(errorMessageOr('boom', 'Failed')).toBe('Failed');
    expect(errorMessageOr(undefined, 'Failed')).toBe('Failed');
  });
});
