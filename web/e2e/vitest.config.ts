import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser smoke tests: `pnpm --filter @smarthome/web build` first, unless E2E_BASE_URL points at a running site. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The app's own lists (e.g. src/app/prerendered-paths.ts) use its alias.
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Tests marked concurrent (the page audits of accessibility.e2e.ts) share one browser, a few
    // pages at a time: more only makes them wait for the same two CPUs.
    maxConcurrency: 3,
  },
});
