import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClipboardCopy } from './use-clipboard-copy';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useClipboardCopy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies the text and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const { result } = renderHook(() => useClipboardCopy());
    expect(result.current.state).toBe('idle');
    await act(() => result.current.copy('shpat_secret'));
    expect(writeText).toHaveBeenCalledWith('shpat_secret');
    expect(result.current.state).toBe('copied');
  });

  it('where the browser refuses, says so and lets the field be selected for a copy by hand', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const onFailed = vi.fn();
    const { result } = renderHook(() => useClipboardCopy(onFailed));
    await act(() => result.current.copy('shpat_secret'));
    expect(onFailed).toHaveBeenCalled();
    expect(result.current.state).toBe('failed');
  });
});
