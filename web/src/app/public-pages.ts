import type { ComponentType } from 'react';

/**
 * The public pages' modules by their path (the build manifest names each page's chunk and stylesheet
 * by the same path, so a page's HTML can link its own CSS: see vite-plugins/prerender.ts). The home
 * page is not among them: it is part of the app's first bundle. Each is its own chunk, loaded by the
 * route that shows it or by the page's island.
 */
export const publicPages = import.meta.glob<Record<string, unknown>>([
  '/src/pages/public/*/*-page.tsx',
  '!/src/pages/public/home/**',
]);

/**
 * The page component `exportName` of the public page module `source` (its path from the web app's
 * root, e.g. src/pages/public/faq/faq-page.tsx), loaded with its chunk: for a route, and for a page's
 * island.
 */
export async function loadPublicPage(
  source: string,
  exportName: string,
): Promise<ComponentType<Record<string, unknown>>> {
  const load = publicPages[`/${source}`];
  if (!load) throw new Error(`no public page module ${source}`);
  const Page = (await load())[exportName] as ComponentType<Record<string, unknown>> | undefined;
  if (typeof Page !== 'function') throw new Error(`${source} exports no page ${exportName}`);
  return Page;
}
