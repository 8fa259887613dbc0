import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useRemoteData } from './use-remote-data';

/** A load whose answers the test gives by hand, one per call. */
function manualLoad<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (cause: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('useRemoteData', () => {
  it('is loading, then ready with the data', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemoteData('a', load));
    expect(result.current.remote).toEqual({ status: 'loading' });
    act(() => calls[0]!.resolve('A'));
    await waitFor(() => expect(result.current.remote).toEqual({ status: 'ready', data: 'A' }));
  });

  it('gives the ApiError of a failed read (anything else as one), logs it, and reads again on retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemoteData('a', load));
    act(() => calls[0]!.reject(new ApiError('Failed to load', 500, true, false, 'e1')));
    await waitFor(() => expect(result.current.remote.status).toBe('error'));
    expect(result.current.remote).toMatchObject({ error: { message: 'Failed to load', status: 500 } });
    expect(log).toHaveBeenCalledWith('Failed to load (e1)');

    act(() => result.current.retry());
    expect(result.current.remote).toEqual({ status: 'loading' });
    act(() => calls[1]!.reject(new TypeError('offline')));
    await waitFor(() =>
      expect(result.current.remote).toMatchObject({ status: 'error', error: { status: 0 } }),
    );
  });

  it('aborts the read a new key replaces and never shows its answer; the previous data stays as stale', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useRemoteData(key, load), {
      initialProps: { key: 'a' },
    });
    act(() => calls[0]!.resolve('A'));
    await waitFor(() => expect(result.current.remote).toEqual({ status: 'ready', data: 'A' }));

    rerender({ key: 'b' });
    expect(result.current.remote).toEqual({ status: 'loading' });
    expect(result.current.stale).toBe('A');
    rerender({ key: 'c' });
    expect(calls[1]!.signal.aborted).toBe(true);
    act(() => calls[1]!.resolve('B'));
    act(() => calls[2]!.resolve('C'));
    await waitFor(() => expect(result.current.remote).toEqual({ status: 'ready', data: 'C' }));
    expect(result.current.stale).toBeUndefined();
  });

  it('shows the seed while its key is read, then the answer', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemoteData('a', load, 'seed'));
    expect(result.current.remote).toEqual({ status: 'ready', data: 'seed' });
    act(() => calls[0]!.resolve('A'));
    await waitFor(() => expect(result.current.remote).toEqual({ status: 'ready', data: 'A' }));
  });

  it('starts no new read for a new load function with the same key', () => {
    const { load } = manualLoad<string>();
    const { rerender } = renderHook(() => useRemoteData('a', (signal) => load(signal)));
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
