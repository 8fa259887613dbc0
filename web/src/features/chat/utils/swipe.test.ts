import { act, renderHook } from '@testing-library/react';
import type { PointerEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isCloseSwipe, SWIPE_CLOSE_DISTANCE_PX, useSwipeToClose } from './swipe';

describe('isCloseSwipe', () => {
  it('closes on a drag down of more than 100 px only', () => {
    expect(SWIPE_CLOSE_DISTANCE_PX).toBe(100);
    expect(isCloseSwipe(200, 301)).toBe(true);
    expect(isCloseSwipe(200, 300)).toBe(false);
    expect(isCloseSwipe(200, 250)).toBe(false);
    expect(isCloseSwipe(300, 100)).toBe(false);
  });
});

/** The fields of a pointer event the hook reads, on `target`. */
function pointer(clientY: number, target: Element = document.createElement('header')) {
  return {
    clientY,
    pointerId: 1,
    isPrimary: true,
    button: 0,
    target,
    currentTarget: target,
    preventDefault: () => undefined,
  } as unknown as PointerEvent<HTMLElement>;
}

describe('useSwipeToClose', () => {
  it('follows the finger down and closes past the threshold', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useSwipeToClose(true, onClose));
    act(() => result.current.handlers.onPointerDown(pointer(100)));
    act(() => result.current.handlers.onPointerMove(pointer(160)));
    expect(result.current.offset).toBe(60);
    act(() => result.current.handlers.onPointerUp(pointer(230)));
    expect(onClose).toHaveBeenCalledOnce();
    expect(result.current.offset).toBe(0);
  });

  it('springs back from a shorter drag', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useSwipeToClose(true, onClose));
    act(() => result.current.handlers.onPointerDown(pointer(100)));
    act(() => result.current.handlers.onPointerMove(pointer(190)));
    act(() => result.current.handlers.onPointerUp(pointer(190)));
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.offset).toBe(0);
  });

  it('does nothing on a wide screen, nor for a press on a button of the header', () => {
    const onClose = vi.fn();
    const wide = renderHook(() => useSwipeToClose(false, onClose)).result;
    act(() => wide.current.handlers.onPointerDown(pointer(100)));
    act(() => wide.current.handlers.onPointerUp(pointer(400)));

    const narrow = renderHook(() => useSwipeToClose(true, onClose)).result;
    const button = document.createElement('button');
    act(() => narrow.current.handlers.onPointerDown(pointer(100, button)));
    act(() => narrow.current.handlers.onPointerUp(pointer(400, button)));
    expect(onClose).not.toHaveBeenCalled();
  });
});
