import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
// The app's own lists (e.g. src/app/prerendered-paths.ts) use its alias.
const resolve = { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } };
const shared = {
  environment: 'node',
  // A flow of a few pages takes seconds alone, and three times that while `make test` runs the
  // other suites beside it on two cores.
  testTimeout: 90_000,
  hookTimeout: 60_000,
  fileParallelism: false,
} as const;

/**
 * The browser tests, in two projects that `make test` runs side by side (each with its own Chromium
 * and its own ports):
 *   - `pages`: the built web/dist served by `vite preview` (support/site.ts), or E2E_BASE_URL;
 *   - `stack`: the files named `*.stack.e2e.ts`, against the whole product as `make dev` starts
 *     it, once for all of them (support/dev-stack-global-setup.ts).
 * Build first: `pnpm --filter @smarthome/web build`. Within a project the files run one at a time:
 * each drives a browser and most of a core.
 */
export default defineConfig({
  test: {
    projects: [
      {
        root,
        resolve,
        test: {
          name: 'pages',
          include: ['e2e/**/*.e2e.ts'],
          exclude: ['e2e/**/*.stack.e2e.ts'],
          ...shared,
          // Tests marked concurrent (the page audits of accessibility.e2e.ts) share one browser, a few
          // pages at a time: more only makes them wait for the same two CPUs.
          maxConcurrency: 3,
        },
      },
      {
        root,
        resolve,
        test: {
          name: 'stack',
          include: ['e2e/**/*.stack.e2e.ts'],
          globalSetup: ['e2e/support/dev-stack-global-setup.ts'],
          ...shared,
        },
      },
    ],
  },
});
