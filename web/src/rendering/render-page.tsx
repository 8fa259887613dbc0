/**
 * The public pages rendered to HTML in Node, without a DOM: at build time for the pre-rendered
 * pages, and on each visit for the pages the gateway writes, with the REST facade's answers they are
 * made of. The tree is the browser's (src/main.tsx) with a static router in place of the browser
 * router, so React can hydrate the HTML it produces.
 */
import type { InitialAnswer } from '@smarthome/service-kit/contracts/page-data';
import { parseHTML } from 'linkedom';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes, type PageHandle } from '@/app/routes';
import { parseHtmlWith } from '@/lib/inert-html';
import { PageMetaContext, SITE_DESCRIPTION, SITE_TITLE, type PageMeta } from '@/lib/use-document-title';
import { renderWithAnswers } from './initial-content';

export interface RenderedPage extends PageMeta {
  html: string;
  sources: string[];
}

// A post's HTML is adjusted in a document (headings, images, tables) before it is rendered.
parseHtmlWith(parseHTML('<!doctype html><html><head></head><body></body></html>').document);

/** Any origin will do: the pages never read it while rendering (useHydrated keeps them from it). */
const ORIGIN = 'http://prerender.invalid';

/**
 * One handler for every render, as React Router means it to be used on a server: building it
 * ranks every route of the site, a tenth of a page's rendering time, and the lazy page modules it
 * has loaded once stay loaded.
 */
const handler = createStaticHandler(routes);

/**
 * `initialAnswers` are the facade's answers the page will carry in `#initial-content`: the page is
 * rendered with them, as the browser will render it (none: the page as it looks while loading).
 */
export async function renderPage(
  path: string,
  initialAnswers: readonly InitialAnswer[] = [],
): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.matches.some((match) => match.route.path === '*'))
    throw new Error(`${path} is not a route of the site`);
  // A page whose module failed to load would be written as the error screen: a failed render, not a page.
  const failure = context.errors ? Object.values(context.errors)[0] : undefined;
  if (failure !== undefined) throw new Error(`${path} could not be rendered`, { cause: failure });

  const meta: PageMeta = { title: SITE_TITLE, description: SITE_DESCRIPTION };
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script of router state (the CSP allows none, and there is no data to pass).
  const html = renderWithAnswers(initialAnswers, () =>
    renderToString(
      <StrictMode>
        <PageMetaContext value={meta}>
          <AppProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </PageMetaContext>
      </StrictMode>,
    ),
  );
  const sources = context.matches.flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [handle.source] : [];
  });
  return { html, title: meta.title, description: meta.description, sources };
}

/**
 * Whether `path` is a page of the app: a route other than the catch-all, which sends an unknown
 * path to /. The gateway answers an unknown path with that redirect itself (HTTP 302), before any
 * page is sent.
 */
export function isPagePath(path: string): boolean {
  const matches = matchRoutes(routes, path);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

/** The page modules (build manifest keys) the route of `path` renders, without rendering it. */
export function pageSources(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [handle.source] : [];
  });
}
