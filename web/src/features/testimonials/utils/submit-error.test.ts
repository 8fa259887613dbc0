import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from './submit-error';

const FAILURE = 'A apărut o eroare la trimiterea mărturiei tale. Te rugăm să încerci din nou.';

describe('submitErrorText', () => {
  it('shows the server’s field messages', () => {
    const error = new ApiError(
      'Numele este obligatoriu, Verificarea anti-spam nu a reușit.',
      400,
      true,
      true,
    );
    expect(submitErrorText(error)).toBe('Numele este obligatoriu, Verificarea anti-spam nu a reușit.');
  });

  it('shows the server’s word on too many submissions', () => {
    const text = 'Ați trimis prea multe mărturii. Vă rugăm să încercați din nou mai târziu.';
    expect(submitErrorText(new ApiError(text, 429, true))).toBe(text);
  });

  it('says the form’s own text for anything else', () => {
    expect(submitErrorText(new ApiError('Internal server error', 500, true))).toBe(FAILURE);
    expect(submitErrorText(new ApiError('invalid csrf token', 403, true))).toBe(FAILURE);
    expect(submitErrorText(new ApiError(FAILURE, 0))).toBe(FAILURE);
    expect(submitErrorText(new Error('ALTCHA verification failed'))).toBe(FAILURE);
  });
});
