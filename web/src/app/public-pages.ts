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

/** The home page's module, which the app's first bundle holds. */
export const HOME_PAGE_SOURCE = 'src/pages/public/home/home-page.tsx';
