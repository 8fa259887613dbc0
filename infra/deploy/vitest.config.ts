import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { serverSuiteWorkers } from '../../services/vitest.shared.js';

const requireFromKit = createRequire(new URL('../../services/shared/package.json', import.meta.url));

export default defineConfig({
  resolve: {
    // One graphql copy, the CommonJS build Node loads (as in the services' own configs).
    alias: [{ find: /^graphql$/, replacement: requireFromKit.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    ...serverSuiteWorkers,
    // Real processes: bundles are built and the whole stack is started from them.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
