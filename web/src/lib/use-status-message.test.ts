import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStatusMessage } from './use-status-message';

describe('useStatusMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the success the screen was opened with, and hides it after the given time', () => {
    const { result } = renderHook(() => useStatusMessage(3000, 'Issue created successfully'));
    expect(result.current.message).toMatchObject({ tone: 'success', text: 'Issue created successfully' });

    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.message).toBeNull();
  });

  it('shows nothing on arrival without a success; an error stays until cleared', () => {
    const { result } = renderHook(() => useStatusMessage(3000));
    expect(result.current.message).toBeNull();

    act(() => result.current.show('error', 'Failed to delete'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.message).toMatchObject({ tone: 'error', text: 'Failed to delete' });
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });
});
