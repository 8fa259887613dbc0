import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

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
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
