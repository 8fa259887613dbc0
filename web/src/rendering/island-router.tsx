import { useSyncExternalStore, type ReactNode } from 'react';
import { createPath, Router, type Location, type Navigator, type To } from 'react-router';

/**
 * The router of an island: the address is the page's own, and a link to another page loads that
 * page from the server (its HTML is ready there), while a change of the query string or of the
 * history state on the same page (the calculator's estimate) stays in the page, as in the app.
 */
/**
 * The address as last read: on first use, then at every change the islands make or `popstate`
 * reports (Back and Forward, and a page swap's pushed address).
 */
let current: Location | null = null;
const listeners = new Set<() => void>();

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  // The key the server's render had (a static router's), so a render keyed on it hydrates as is.
  return { pathname, search, hash, state, key: 'default' };
}

const sameAddress = (a: Location, b: Location): boolean =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

/** Reads the address, keeping the object last read while it is the same (React compares them). */
function refresh(): Location {
  const read = readLocation();
  if (!current || !sameAddress(current, read)) current = read;
  return current;
}

// While no island listens, nothing follows the address: the next one to render reads it afresh.
const snapshot = (): Location => (listeners.size === 0 || !current ? refresh() : current);

function changed(): void {
  refresh();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

function go(to: To, state: unknown, replace: boolean): void {
  const url = new URL(hrefOf(to), window.location.href);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
    const entry = { usr: state ?? null };
    if (replace) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
    changed();
  } else if (replace) {
    window.location.replace(url);
  } else {
    window.location.assign(url);
  }
}

export const islandNavigator: Navigator = {
  createHref: hrefOf,
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
  go: (delta) => window.history.go(delta),
};

export function IslandRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <Router location={location} navigator={islandNavigator}>
      {children}
    </Router>
  );
}
