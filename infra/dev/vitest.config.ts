import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { serverSuiteWorkers } from '../../services/vitest.shared.js';

const requireFromKit = createRequire(new URL('../../services/shared/package.json', import.meta.url));

export default defineConfig({
  resolve: {
    // The seeds load the services' models, and with them service-kit: one graphql copy, the
    // CommonJS build Node loads (same reason as services/vitest.shared.ts).
    alias: [{ find: /^graphql$/, replacement: requireFromKit.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    ...serverSuiteWorkers,
    // Real processes: the smoke test starts the whole stack.
    testTimeout: 60_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
