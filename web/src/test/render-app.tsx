import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clientFor } from '@/app/graphql-provider';
import { routes } from '@/app/routes';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/**
 * The whole app (real route table, real auth state, the real GraphQL client) at `path`, in memory.
 * Pages are lazy route modules, so this resolves once the router has loaded the first page: tests
 * then query it at once. Each render starts, like a page load, with an empty GraphQL cache.
 */
export async function renderApp(path: string, { cameFrom }: { cameFrom?: string } = {}) {
  // The client lives as long as the page and belongs to one account: dropping its owner drops its cache.
  clientFor(null);
  // `cameFrom`: the history entry before `path`, where Back goes.
  const router = createMemoryRouter(routes, { initialEntries: cameFrom ? [cameFrom, path] : [path] });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  await act(
    () =>
      new Promise<void>((resolve) => {
        if (router.state.initialized) return resolve();
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      }),
  );
  return { ...view, router };
}
