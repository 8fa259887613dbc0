/**
 * Scrolls the element `id` into view once it is drawn: a form's message above it is out of sight of
 * the button of a long form, where the eye is when a save fails.
 */
export function bringIntoView(id: string): void {
  requestAnimationFrame(() =>
    // Optional: environments that lay nothing out (jsdom) have no scrollIntoView.
    document.getElementById(id)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
  );
}
