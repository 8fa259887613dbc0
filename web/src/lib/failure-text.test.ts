import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessageOr, formFailureText, rateLimitedOr, serverMessageOr } from './failure-text';

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

const FAILURE = 'A apărut o eroare la trimiterea mărturiei tale. Te rugăm să încerci din nou.';

describe('formFailureText', () => {
  it('shows the server’s field messages', () => {
    const error = new ApiError(
      'Numele este obligatoriu, Verificarea anti-spam nu a reușit.',
      400,
      true,
      true,
    );
    expect(formFailureText(error, FAILURE)).toBe(
      'Numele este obligatoriu, Verificarea anti-spam nu a reușit.',
    );
  });

  it('shows the server’s word on too many submissions', () => {
    const text = 'Ați trimis prea multe mărturii. Vă rugăm să încercați din nou mai târziu.';
    expect(formFailureText(new ApiError(text, 429, true), FAILURE)).toBe(text);
  });

  it('says the form’s own text for anything else', () => {
    expect(formFailureText(new ApiError('Internal server error', 500, true), FAILURE)).toBe(FAILURE);
    expect(formFailureText(new ApiError('invalid csrf token', 403, true), FAILURE)).toBe(FAILURE);
    expect(formFailureText(new ApiError(FAILURE, 0), FAILURE)).toBe(FAILURE);
    expect(formFailureText(new Error('ALTCHA verification failed'), FAILURE)).toBe(FAILURE);
  });
});

describe('rateLimitedOr', () => {
  it('shows only the server’s word on too many sends', () => {
    const text = 'Ați trimis prea multe mesaje. Vă rugăm să încercați din nou mai târziu.';
    expect(rateLimitedOr(new ApiError(text, 429, true), FAILURE)).toBe(text);
    expect(rateLimitedOr(new ApiError('Verificarea anti-spam nu a reușit.', 400, true, true), FAILURE)).toBe(
      FAILURE,
    );
    expect(rateLimitedOr(new ApiError('Too many requests (429)', 429), FAILURE)).toBe(FAILURE);
  });
});
