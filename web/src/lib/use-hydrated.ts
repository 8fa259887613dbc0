import { startTransition, useEffect, useState } from 'react';

/**
 * Whether renders may use what only the browser knows. False on the server and while React hydrates
 * a pre-rendered page; set for good once the app has rendered in the browser (src/main.tsx calls
 * `markRenderedInBrowser` at once for a page it renders afresh, the app's first effect after a
 * hydration).
 */
let renderedInBrowser = false;

export function markRenderedInBrowser(): void {
  renderedInBrowser = true;
}

/** Whether the app renders in the browser from scratch (no server HTML to match). */
export function isRenderedInBrowser(): boolean {
  return renderedInBrowser;
}

/**
 * False while React renders on the server and while it hydrates a pre-rendered page, true in every
 * later render. Values only the browser knows (the stored exchange rate, today's date, the site's
 * origin) are used once this is true: the hydrating render must reproduce the pre-rendered HTML
 * exactly. The switch after hydration is a transition, so the phone's main thread is never blocked by
 * the re-render it causes; pages rendered after that (client navigation) get true from the start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(renderedInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
