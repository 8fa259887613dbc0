import { useEffect, useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { markRenderedInBrowser } from '@/lib/use-hydrated';

/**
 * Shown while the first page's lazy chunk loads: nothing, as the page follows within moments. Naming
 * it keeps react-router from logging "No `HydrateFallback` element provided" on every visit.
 */
function NothingYet() {
  return null;
}

const withFallback = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => ({ ...route, HydrateFallback: NothingYet }));

/**
 * Loads the lazy modules of the routes that match the current address and puts what they return on
 * the routes themselves, as react-router asks before hydrating: the router's first render is then the
 * page itself, the same markup as the pre-rendered HTML, instead of a fallback.
 */
export async function loadCurrentRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter(withFallback(routes)));
  // Set once React has taken over the page (after hydration, the pre-rendered buttons respond): the
  // browser tests wait for it before they click.
  useEffect(() => {
    markRenderedInBrowser();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
