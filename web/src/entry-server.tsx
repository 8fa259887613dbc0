/**
 * The build-time renderer of the public pages (vite-plugins/prerender.ts bundles it for Node and
 * writes one HTML file per path of `prerenderedPaths`). The tree is the browser's (src/main.tsx) with
 * a static router in place of the browser router, so React can hydrate the HTML it produces.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes, type PageHandle } from '@/app/routes';
import { PageMetaContext, SITE_DESCRIPTION, SITE_TITLE, type PageMeta } from '@/lib/use-document-title';

export { prerenderedPaths, serverWrittenPages } from '@/app/prerendered-paths';

export interface RenderedPage extends PageMeta {
  html: string;
  sources: string[];
}

/** Any origin will do: the pages never read it while rendering (useHydrated keeps them from it). */
const ORIGIN = 'http://prerender.invalid';

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.matches.some((match) => match.route.path === '*'))
    throw new Error(`${path} is not a route of the site`);

  const meta: PageMeta = { title: SITE_TITLE, description: SITE_DESCRIPTION };
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script of router state (the CSP allows none, and there is no data to pass).
  const html = renderToString(
    <StrictMode>
      <PageMetaContext value={meta}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageMetaContext>
    </StrictMode>,
  );
  const sources = context.matches.flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [handle.source] : [];
  });
  return { html, title: meta.title, description: meta.description, sources };
}

/** The page modules (build manifest keys) the route of `path` renders, without rendering it. */
export function pageSources(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [handle.source] : [];
  });
}
