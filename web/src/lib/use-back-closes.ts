import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { OVERLAY_ENTRY, stateOf } from './overlay-entry';

const isEntryOf = (mark: string | null): boolean => mark !== null && stateOf()?.[OVERLAY_ENTRY] === mark;

let openings = 0;

/**
 * An overlay that covers the page (a sheet, an enlarged image) gets a history entry of its own while
 * `active`, so that the phone's or the browser's Back closes it instead of leaving the page under it.
 * The entry repeats the page's address and state: the routers and the page swaps see the same page.
 * Closing it otherwise (its close button, Escape) steps back over the entry. A link followed from
 * inside it calls `followLink` first: the closing then leaves the history to the navigation, which
 * puts the next page in the overlay's entry (the overlay's links replace, and so does a page swap
 * from an overlay's entry), so that Back from there shows the page under it, closed.
 */
export function useBackCloses(active: boolean, close: () => void): { followLink: () => void } {
  const onBack = useEffectEvent(close);
  const mark = useRef<string | null>(null);
  const live = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    live.current = true;
    leaving.current = false;
    // React's development double run sets up again at once: the entry pushed the first time stays.
    if (!isEntryOf(mark.current)) {
      openings += 1;
      mark.current = `overlay-${openings}`;
      window.history.pushState({ ...stateOf(), [OVERLAY_ENTRY]: mark.current }, '');
    }
    const own = mark.current;
    const onPopState = () => {
      if (!isEntryOf(own)) onBack();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      live.current = false;
      window.removeEventListener('popstate', onPopState);
      // After the commit: a set-up that follows at once (the development double run) keeps the entry.
      queueMicrotask(() => {
        if (live.current || leaving.current || !isEntryOf(own)) return;
        mark.current = null;
        window.history.back();
      });
    };
  }, [active]);

  const followLink = useCallback(() => {
    leaving.current = true;
  }, []);

  return { followLink };
}
