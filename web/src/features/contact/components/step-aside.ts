/**
 * A floating button that steps aside while a part of the page passes under it: on a one-column
 * screen (a phone) the corner of the screen lies over the content, so the button hides (`data-hidden`)
 * while `target` reaches into the strip at the bottom of the screen the button occupies. Checked on
 * scroll and resize, once per frame. Plain DOM, so that it works from the first paint of a page the
 * server wrote, before (and without) React: the islands' runtime attaches it there (the button marked
 * `data-floating-corner`, the part it avoids `data-floating-avoid`), the component in the app.
 */

/** Below this width the contact page has one column, so the corner of the screen is over the form. */
export const ONE_COLUMN = '(max-width: 959.98px)';
/** The strip at the bottom of the screen the button occupies (its height plus its margin). */
export const BUTTON_ZONE_PX = 88;

/** The mark of the part of the page a floating button must not cover. */
export const FLOATING_AVOID_MARK = 'data-floating-avoid';

const attached = new WeakMap<HTMLElement, () => void>();

/** Whether `rect` reaches into the bottom strip of a screen `height` pixels tall. */
const reachesButtonZone = (rect: DOMRect, height: number): boolean =>
  rect.top < height && rect.bottom > height - BUTTON_ZONE_PX;

/**
 * A page that has just loaded shows its floating button for a moment before it steps aside (unless
 * the visitor scrolls first): they see that it is there, as the side cards' link is far down.
 */
export const FIRST_CHECK_AFTER_LOAD_MS = 1000;

/**
 * Keeps `button` off `target`; returns what detaches it. Attaching twice keeps one watcher. The
 * first check comes at once, or `afterLoad`: a moment after the page's load event.
 */
export function stepAsideFrom(
  button: HTMLElement,
  target: HTMLElement,
  { afterLoad = false }: { afterLoad?: boolean } = {},
): () => void {
  const existing = attached.get(button);
  if (existing) return existing;
  const view = button.ownerDocument.defaultView ?? window;
  const oneColumn = typeof view.matchMedia === 'function' ? view.matchMedia(ONE_COLUMN) : null;
  let frame = 0;

  const check = () => {
    frame = 0;
    const covers =
      Boolean(oneColumn?.matches) && reachesButtonZone(target.getBoundingClientRect(), view.innerHeight);
    button.toggleAttribute('data-hidden', covers);
  };
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(check);
  };

  let firstCheck = 0;
  const checkSoon = () => {
    firstCheck = view.setTimeout(schedule, FIRST_CHECK_AFTER_LOAD_MS);
  };
  if (!afterLoad) check();
  else if (view.document.readyState === 'complete') checkSoon();
  else view.addEventListener('load', checkSoon, { once: true });
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule);
  oneColumn?.addEventListener('change', schedule);
  const detach = () => {
    view.removeEventListener('load', checkSoon);
    view.clearTimeout(firstCheck);
    view.cancelAnimationFrame(frame);
    view.removeEventListener('scroll', schedule);
    view.removeEventListener('resize', schedule);
    oneColumn?.removeEventListener('change', schedule);
    attached.delete(button);
  };
  attached.set(button, detach);
  return detach;
}

/** The floating button of a page the server wrote, kept off the part it avoids (if the page has both). */
export function attachStepAside(doc: Document): void {
  const button = doc.querySelector<HTMLElement>('[data-floating-corner]');
  const target = doc.querySelector<HTMLElement>(`[${FLOATING_AVOID_MARK}]`);
  if (button && target) stepAsideFrom(button, target, { afterLoad: true });
}
