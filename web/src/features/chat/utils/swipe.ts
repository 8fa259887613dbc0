import { useRef, useState, type PointerEvent } from 'react';

/** The chat's own narrow layout: a full-width sheet at the bottom of the screen. */
export const NARROW_CHAT_QUERY = '(max-width: 767.98px)';

/** A downward drag of the sheet's header longer than this closes it. */
export const SWIPE_CLOSE_DISTANCE_PX = 100;

/** Whether a drag from `startY` to `endY` (px, down is positive) closes the sheet. */
export const isCloseSwipe = (startY: number, endY: number): boolean =>
  endY - startY > SWIPE_CLOSE_DISTANCE_PX;

export interface SwipeToClose {
  /** How far the sheet follows the finger down (px), 0 when not dragged. */
  offset: number;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/**
 * Swipe down to close, on the element that gets the handlers (the sheet's header), while
 * `enabled`. Pointer events cover touch, pen and mouse alike; a drag that starts on a button is the
 * button's (a tap on close or clear), not a swipe.
 */
export function useSwipeToClose(enabled: boolean, onClose: () => void): SwipeToClose {
  const start = useRef<{ pointer: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const stop = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset: enabled ? offset : 0,
    handlers: {
      onPointerDown: (event) => {
        if (!enabled || !event.isPrimary || event.button !== 0) return;
        if (event.target instanceof Element && event.target.closest('button, a')) return;
        // A drag, not the start of a text selection (which would keep the moves to itself).
        event.preventDefault();
        start.current = { pointer: event.pointerId, y: event.clientY };
        // The moves keep coming here when the finger leaves the header.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event) => {
        const from = start.current;
        if (!from || from.pointer !== event.pointerId) return;
        setOffset(Math.max(0, event.clientY - from.y));
      },
      onPointerUp: (event) => {
        const from = start.current;
        if (!from || from.pointer !== event.pointerId) return;
        stop();
        if (isCloseSwipe(from.y, event.clientY)) onClose();
      },
      onPointerCancel: stop,
    },
  };
}
