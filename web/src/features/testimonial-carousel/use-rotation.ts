import { useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/** The carousel turns to the next testimonial every 5000 ms. */
export const ROTATION_INTERVAL_MS = 5000;

/**
 * Which testimonial is shown, after the WAI-ARIA carousel pattern: it advances every 5000 ms and
 * wraps; it waits while the pointer is over the carousel or focus is inside it (nothing should move
 * under the reader's eyes or keyboard); the visitor can stop and restart it; a visitor who prefers
 * reduced motion gets no automatic turning until pressing play.
 */
export function useRotation(count: number) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  // null until the visitor uses the pause/play button: until then the motion preference decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  // A new timer for every testimonial shown: after a jump, the next turn comes a full interval later.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), ROTATION_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const goTo = (target: number) => setIndex(((target % count) + count) % count);
  return {
    index,
    playing,
    rotating,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    togglePlaying: () => setPlayChoice(!playing),
    /** Spread on the carousel's root: hover and focus inside it hold the current testimonial. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
