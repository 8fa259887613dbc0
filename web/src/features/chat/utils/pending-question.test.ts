import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropPendingQuestion,
  hasPendingQuestion,
  keepPendingQuestion,
  takePendingQuestion,
} from './pending-question';

afterEach(() => sessionStorage.clear());

describe('the question waiting for a sign-in', () => {
  it('is kept for the session and answered once', () => {
    expect(hasPendingQuestion()).toBe(false);
    keepPendingQuestion('Cât costă pachetul Basic?');
    expect(hasPendingQuestion()).toBe(true);
    expect(takePendingQuestion()).toBe('Cât costă pachetul Basic?');
    expect(hasPendingQuestion()).toBe(false);
    expect(takePendingQuestion()).toBeNull();
  });

  it('is dropped by a clear', () => {
    keepPendingQuestion('În ce localități lucrați?');
    dropPendingQuestion();
    expect(takePendingQuestion()).toBeNull();
  });

  it('a newer question replaces it; a blank one is none', () => {
    keepPendingQuestion('prima');
    keepPendingQuestion('a doua');
    expect(takePendingQuestion()).toBe('a doua');
    keepPendingQuestion('   ');
    expect(hasPendingQuestion()).toBe(false);
    expect(takePendingQuestion()).toBeNull();
  });

  it('is simply lost where the storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => keepPendingQuestion('Salut')).not.toThrow();
    expect(takePendingQuestion()).toBeNull();
  });
});
