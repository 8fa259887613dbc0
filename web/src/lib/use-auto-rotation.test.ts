import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoRotation } from './use-auto-rotation';

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useAutoRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No preference for reduced motion.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every interval and wraps', () => {
    const { result } = renderHook(() => useAutoRotation(3, 1000));
    expect(result.current.index).toBe(0);
    tick(999);
    expect(result.current.index).toBe(0);
    tick(1);
    expect(result.current.index).toBe(1);
    tick(1000);
    expect(result.current.index).toBe(2);
    tick(1000);
    expect(result.current.index).toBe(0);
  });

  it('steps both ways with wrapping, and jumps to a slide', () => {
    const { result } = renderHook(() => useAutoRotation(3, 1000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(4));
    expect(result.current.index).toBe(1);
  });

  it('waits while paused, hovered or focused', () => {
    const { result } = renderHook(() => useAutoRotation(3, 1000));
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    tick(3000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());

    act(() => result.current.pauseHandlers.onMouseEnter());
    expect(result.current.rotating).toBe(false);
    act(() => result.current.pauseHandlers.onMouseLeave());
    act(() => result.current.pauseHandlers.onFocus());
    tick(3000);
    expect(result.current.index).toBe(0);
    const root = document.createElement('div');
    act(() =>
      result.current.pauseHandlers.onBlur({
        currentTarget: root,
        relatedTarget: null,
      } as unknown as FocusEvent<HTMLElement>),
    );
    expect(result.current.rotating).toBe(true);
  });

  it('does not turn a single slide', () => {
    const { result } = renderHook(() => useAutoRotation(1, 1000));
    expect(result.current.rotating).toBe(false);
  });
});
