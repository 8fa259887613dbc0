import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { chatError } from '../api/chat-api';
import { describeFailure } from './chat-failure';

describe('describeFailure', () => {
  it('asks for a sign-in after a 401', () => {
    expect(describeFailure(chatError(401))).toEqual({ kind: 'sign-in' });
  });

  it('shows the text the call gave its failure', () => {
    expect(describeFailure(chatError(429))).toEqual({
      kind: 'message',
      text: 'You have reached your daily message limit',
    });
    expect(describeFailure(chatError(503, 'Asistentul nu răspunde acum.'))).toEqual({
      kind: 'message',
      text: 'Asistentul nu răspunde acum.',
    });
    expect(describeFailure(chatError(500))).toEqual({ kind: 'message', text: 'Failed to send message: 500' });
  });

  it('apologises in Romanian when there is no text to show', () => {
    const apology = {
      kind: 'message',
      text: 'Ne pare rău, a apărut o eroare. Vă rugăm să încercați din nou.',
    };
    expect(describeFailure(new TypeError('x is undefined'))).toEqual(apology);
    expect(describeFailure(new ApiError('', 502))).toEqual(apology);
    expect(describeFailure(chatError(0))).toEqual(apology);
  });
});
