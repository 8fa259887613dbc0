import { describe, expect, it, vi } from 'vitest';
import { isStaleBuildError, RELOAD_WINDOW_MS, RELOADED_AT_KEY, reloadForNewBuild } from './stale-build';

/** A session storage of its own for each test. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('isStaleBuildError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://example.ro/assets/register-page-BQY5zshR.js',
    'error loading dynamically imported module: https://example.ro/assets/a-1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/calculator-page-BOpVm3-Z.css',
  ])('recognises "%s"', (message) => {
    expect(isStaleBuildError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors, and things that are not errors, alone', () => {
    expect(isStaleBuildError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleBuildError(new Response(null, { status: 404 }))).toBe(false);
    expect(isStaleBuildError(undefined)).toBe(false);
  });
});

describe('reloadForNewBuild', () => {
  it('reloads once and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForNewBuild({ storage, reload, now: 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(RELOADED_AT_KEY)).toBe('1000000');
  });

  it('does not reload again within the window, and does after it', () => {
    const storage = memoryStorage({ [RELOADED_AT_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadForNewBuild({ storage, reload, now: 1_000_000 + RELOAD_WINDOW_MS - 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadForNewBuild({ storage, reload, now: 1_000_000 + RELOAD_WINDOW_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the remembered time is unreadable or in the future (a changed clock)', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild({ storage: memoryStorage({ [RELOADED_AT_KEY]: 'x' }), reload, now: 5 })).toBe(
      true,
    );
    expect(
      reloadForNewBuild({ storage: memoryStorage({ [RELOADED_AT_KEY]: '9000000' }), reload, now: 5 }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without a session storage to stop a loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(reloadForNewBuild({ storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
