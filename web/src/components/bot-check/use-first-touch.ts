import { useEffect, useState, type RefObject } from 'react';

/** What says the visitor has begun with a form: a field focused or pressed, typed into, or a send. */
const TOUCH_EVENTS = ['focusin', 'pointerdown', 'input', 'submit'] as const;

/**
 * Calls `run` once the browser has nothing more pressing: after the next frame (the one that answers
 * the input which asked for it) and then when the main thread is idle, at most `IDLE_TIMEOUT_MS`
 * later. Safari has no idle callbacks: a timer stands in.
 */
const IDLE_TIMEOUT_MS = 500;
function afterAnswerPainted(run: () => void): () => void {
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/**
 * Whether the visitor has begun with the form `form` (focused, pressed or typed into it, or sent
 * it): true from then on. The switch comes after the frame that answers that first input, so work
 * started by it (the bot check's widget and its proof of work, long tasks on a phone) never delays
 * what the visitor sees of their own tap. A reader who never touches the form never starts it. With
 * no form element to watch, true at once.
 */
export function useFirstTouch(form: RefObject<HTMLFormElement | null> | undefined): boolean {
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    const element = form?.current;
    if (!element) {
      setTouched(true);
      return;
    }
    let cancel: (() => void) | undefined;
    const begin = () => {
      for (const type of TOUCH_EVENTS) element.removeEventListener(type, begin, true);
      cancel = afterAnswerPainted(() => setTouched(true));
    };
    // Input held before the form was React's and replayed into it counts too: it was a touch.
    if (element.contains(document.activeElement)) begin();
    else for (const type of TOUCH_EVENTS) element.addEventListener(type, begin, true);
    return () => {
      for (const type of TOUCH_EVENTS) element.removeEventListener(type, begin, true);
      cancel?.();
    };
  }, [form]);
  return touched;
}
