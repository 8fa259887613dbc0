import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
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

export function App() {
  const [router] = useState(() => createBrowserRouter(withFallback(routes)));
  // Set once the app has rendered: the browser tests wait for it (or for the islands'
  // runtime to set it) before they click.
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
