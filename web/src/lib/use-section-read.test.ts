import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSectionRead } from './use-section-read';

type Ready = { status: 'ready'; names: string[] };

describe('useSectionRead', () => {
  it('is loading at first, then shows what was read', async () => {
    const read = vi.fn(() => Promise.resolve<Ready>({ status: 'ready', names: ['Ana'] }));
    const { result } = renderHook(() => useSectionRead<Ready>(read, vi.fn()));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', names: ['Ana'] }));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("starts from what the page was written with, and the read's answer replaces it", async () => {
    const read = vi.fn(() => Promise.resolve<Ready>({ status: 'ready', names: ['Ana', 'Ion'] }));
    const { result } = renderHook(() =>
      useSectionRead<Ready>(read, vi.fn(), { status: 'ready', names: ['Ana'] }),
    );
    expect(result.current).toEqual({ status: 'ready', names: ['Ana'] });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', names: ['Ana', 'Ion'] }));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('hides the section on a failure, leaving its reason to the log', async () => {
    const failure = new Error('Failed to load');
    const logFailure = vi.fn();
    const { result } = renderHook(() => useSectionRead<Ready>(() => Promise.reject(failure), logFailure));
    await waitFor(() => expect(result.current).toEqual({ status: 'hidden' }));
    expect(logFailure).toHaveBeenCalledWith(failure);
  });

  it('cancels the read when the page is left, and says nothing of it', async () => {
    let signal: AbortSignal | undefined;
    const logFailure = vi.fn();
    const { unmount } = renderHook(() =>
      useSectionRead<Ready>((given) => {
        signal = given;
        return new Promise((_, reject) =>
          given.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      }, logFailure),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
    await Promise.resolve();
    expect(logFailure).not.toHaveBeenCalled();
  });
});
