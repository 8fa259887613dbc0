import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { businessSettings } from './vite-plugins/business-settings.ts';
import { graphiqlPage } from './vite-plugins/graphiql-page.ts';
import { prerender } from './vite-plugins/prerender.ts';

/**
 * The gateway answers every backend path the browser calls: port 4000 in development, or wherever
 * `make dev` started it (WEB_GATEWAY_URL, set when DEV_PORT_BASE moves the ports).
 */
const GATEWAY = process.env.WEB_GATEWAY_URL || 'http://localhost:4000';
// Regex keys so that a client route such as /devices never matches the /dev prefix.
const backendPaths = ['graphql', 'api', 'auth', 'dev'];
const proxy = Object.fromEntries(
  backendPaths.map((name) => [`^/${name}(/|\\?|$)`, { target: GATEWAY, changeOrigin: false }]),
);

/**
 * React Router's production build. Its package's exports name only its development build, whose
 * warnings stay on (and whose components do their checks) in a production bundle too; the
 * production build sits beside it, with the same modules.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');

export default defineConfig(({ command }) => ({
  // prerender: the public pages are HTML files, then every text file gets the .br/.gz copies the
  // gateway serves (gateway/src/web.ts); graphiqlPage: GraphiQL's page, a build of its own that shares
  // nothing with the site's; businessSettings: the business's own accounts the pages link to, from
  // the environment.
  plugins: [react(), businessSettings(), prerender(), graphiqlPage()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Tests and the dev server keep the development build, for its warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      // What the islands import (their runtime, the hydrator, a public page's module) is not
      // preloaded: each <link rel="modulepreload"> the preload helper adds costs a phone's main thread
      // a millisecond or more, on the pages that must stay responsive as they load, and the browser
      // finds a module's imports in the module itself. Stylesheets are kept: a page the server wrote
      // has its own already, the app's shell needs them.
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)(islands|hydrate|public-pages)-[\w-]+\.js$/.test(hostId)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // React and its router apart: an island's page evaluates React in one task, the
            // router with the island's own code in the next.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'router',
              test: /node_modules[\\/]react-router[\\/]/,
              priority: 20,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant|zen-observable)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The app (index.html), and the islands' runtime: the only script of the pages the server writes.
          input: { index: 'index.html', islands: 'src/rendering/runtime.ts' },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one document and one module cache: React, the router and the
    // pages are imported once per worker instead of once per file, which is most of the suite's
    // time. The setup file puts the document back between files; no file mocks a module
    // (`vi.mock` would not reach a module another file already imported).
    isolate: false,
    // The ALTCHA widget needs WebCrypto workers jsdom does not have: its modules are empty here and
    // the tests define a stand-in element (src/test/fake-altcha-widget.ts).
    alias: [
      {
        find: /^altcha(\/i18n\/ro)?$/,
        replacement: fileURLToPath(new URL('./src/test/empty-module.ts', import.meta.url)),
      },
    ],
    restoreMocks: true,
    // Whole-app renders import lazy page modules on first use; bound each test generously.
    testTimeout: 30_000,
  },
}));
