import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates a pre-rendered page, true in every
 * other render. Values only the browser knows (the stored exchange rate, today's date, the site's
 * origin) are used once this is true: the hydrating render must reproduce the pre-rendered HTML
 * exactly, and React re-renders with the browser's values right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
