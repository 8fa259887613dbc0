import { useEffect } from 'react';
import { lockBodyScroll } from './body-scroll-lock';

/** Stops the page behind an overlay from scrolling while `locked` (see lockBodyScroll). */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockBodyScroll() : undefined), [locked]);
}
