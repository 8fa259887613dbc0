/**
 * The history entry of an open overlay (see useBackCloses), as the page's navigation sees it; plain
 * DOM, for the islands' runtime as well as the app.
 */
/** The field of the history entry an overlay added, holding that opening's own mark. */
export const OVERLAY_ENTRY = 'overlayEntry';

export const stateOf = (): Record<string, unknown> | null =>
  window.history.state as Record<string, unknown> | null;

/** The current history entry is an open overlay's: a page left from it takes its place. */
export const isOverlayEntry = (): boolean => stateOf()?.[OVERLAY_ENTRY] !== undefined;

/** The current entry's state without an overlay's mark: what a page swapped in carries over. */
export function pageState(): Record<string, unknown> {
  const { [OVERLAY_ENTRY]: _overlay, ...page } = stateOf() ?? {};
  return page;
}
