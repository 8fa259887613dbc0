import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

interface AutoRotation {
  index: number;
  /** Whether the visitor wants the slides to turn (the pause/play button's state). */
  playing: boolean;
  /** Whether they are turning right now: playing, more than one, and neither hovered nor holding keyboard focus. */
  rotating: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  togglePlaying: () => void;
  /** Spread on the carousel's root element: hover and focus inside it pause the rotation. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The rotation of a carousel after the WAI-ARIA carousel pattern: it advances every `intervalMs`,
 * wrapping; it waits while the pointer is over it or focus is inside it (nobody wants a slide to move
 * under the pointer or the keyboard), and it can be stopped and restarted with a button. Visitors who
 * ask for reduced motion get no automatic rotation until they press play.
 */
export function useAutoRotation(count: number, intervalMs: number): AutoRotation {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  // null until the visitor presses the button: until then the motion preference decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = playChoice ?? !reducedMotion;
  // A single slide has nowhere to turn.
  const rotating = playing && !hovered && !focused && count > 1;

  // A fresh timer per slide: after a jump the next advance comes a full interval later.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  return {
    index,
    playing,
    rotating,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    togglePlaying: () => setPlayChoice(!playing),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
