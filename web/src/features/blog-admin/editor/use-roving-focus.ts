import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

const CONTROLS = 'button, select';
const MOVES = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

const controlsOf = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(CONTROLS) ?? []);

/**
 * A toolbar as one stop in the Tab order (the control used last, else the first that is enabled),
 * with the arrow keys, Home and End moving between its controls. The tab indexes are set here, not
 * by React, so the toolbar's renders leave them alone.
 */
export function useRovingFocus(toolbar: RefObject<HTMLElement | null>) {
  const current = useRef(0);

  const apply = useCallback(() => {
    const items = controlsOf(toolbar.current);
    const last = items[current.current];
    const stop = last && !last.disabled ? last : items.find((item) => !item.disabled);
    items.forEach((item) => (item.tabIndex = item === stop ? 0 : -1));
  }, [toolbar]);

  // After every render: a control may have been disabled (nothing left to undo) or enabled.
  useLayoutEffect(apply);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = controlsOf(toolbar.current).indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    current.current = index;
    apply();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!MOVES.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = controlsOf(toolbar.current).filter((item) => !item.disabled);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
    // Also keeps a focused language picker from changing its value with the arrows.
    event.preventDefault();
    items[next]?.focus();
  };

  return { onFocus, onKeyDown };
}
